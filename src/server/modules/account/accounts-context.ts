import type { SignupMode } from '@shared/schemas/account';
import type { ActiveSessions } from '../../auth/active-sessions';
import type { Database } from '../../db/client';
import type { ChangeBus } from '../../changes/change-bus';
import type { FailedSignIns } from '../auth/failed-sign-ins';
import type { ObjectStore } from '../storage/object-store';

/** What 'Mi cuenta' and /admin need: every table and file of an account, and who signs users in. */
export interface AccountsContext {
  db: Database;
  /** Public pages of a deleted or disabled account leave the caches through it. */
  changes: ChangeBus;
  store: ObjectStore;
  /** The embedded auth service's parts; null when a hosted Supabase project signs users in. */
  embedded: { sessions: ActiveSessions; failedSignIns: FailedSignIns; mailEnabled: boolean } | null;
  /** A hosted project, whose token endpoint checks a password before an account is deleted. */
  hosted: { supabaseUrl: string; anonKey: string } | null;
  /** ADMIN_EMAILS, normalised. */
  adminEmails: ReadonlySet<string>;
  /** SIGNUPS until an admin chooses. */
  defaultSignups: SignupMode;
  publicUrl: string | undefined;
}
