import type { BusEvent, ChangeBus } from '../changes/change-bus';
import type { Executor } from '../db/client';
import { hasVerifiedFactor } from '../modules/auth/mfa-factors';
import { getMfaRequired } from '../modules/auth/mfa-requirement';
import type { AuthUser } from './token-verifier';

const DEFAULT_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** What a signed-in caller still owes before the API serves it: a second-step code, or an enrolment. */
export type MissingStep = 'code' | 'enrolment';

/**
 * Whether an access token is enough for the API (decision 920): a token at aal1 of an account with
 * a verified factor owes its code; while the admin requires two-step verification, an account
 * without a factor owes its enrolment. Whether an account has a verified factor and the admin's
 * switch are cached 30 s in this process and dropped when the change bus says they changed
 * (`users`, `settings`, `reset`), so every instance follows at once.
 */
export class Assurance {
  private readonly factors = new Map<string, { verified: boolean; until: number }>();
  private required: { value: boolean; until: number } | null = null;

  constructor(
    private readonly db: Executor,
    private readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  async missing(user: AuthUser): Promise<MissingStep | null> {
    if (user.aal === 'aal2') return null;
    if (await this.hasVerifiedFactor(user.id)) return 'code';
    return (await this.isRequired()) ? 'enrolment' : null;
  }

  listenTo(changes: ChangeBus): () => void {
    return changes.subscribe((event) => this.changed(event));
  }

  private changed(event: BusEvent): void {
    if (event.type === 'users') for (const id of event.ids) this.factors.delete(id);
    else if (event.type === 'settings') this.required = null;
    else if (event.type === 'reset') {
      this.factors.clear();
      this.required = null;
    }
  }

  private async hasVerifiedFactor(userId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.factors.get(userId);
    if (cached && cached.until > now) return cached.verified;
    const verified = await hasVerifiedFactor(this.db, userId);
    if (this.factors.size >= MAX_ENTRIES) this.factors.clear();
    this.factors.set(userId, { verified, until: now + this.ttlMs });
    return verified;
  }

  private async isRequired(): Promise<boolean> {
    const now = Date.now();
    if (this.required && this.required.until > now) return this.required.value;
    const value = await getMfaRequired(this.db);
    this.required = { value, until: now + this.ttlMs };
    return value;
  }
}
