import { and, eq } from 'drizzle-orm';
import type { SignupOutcome } from '@shared/signup';
import { z } from '@shared/zod';
import { items, pages, subscribers } from '../../db/schema';
import { itemNotFound } from '../../errors';
import { hashToken, newOpaqueToken } from '../auth/secrets';
import { ownerActive } from '../pages/owner-active';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { subscriberEvent } from './subscriber-events';
import { confirmationMail, subscriberLinks } from './subscriber-mail';
import type { SubscribersContext } from './subscribers-context';

/** Sign-ups per client address, and per e-mail address, in an hour (decision 986). */
const PER_CLIENT_ADDRESS = 10;
const PER_EMAIL_ADDRESS = 3;

const email = z.email().max(254);

/** The form's fields, as posted (application/x-www-form-urlencoded). */
export interface SignupForm {
  email?: unknown;
  name?: unknown;
  consent?: unknown;
  /** The honeypot: people leave it empty. */
  sitio_web?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A visitor's sign-up through block `itemId` (issue 40): the visible block of an active owner's page,
 * else 404. A filled honeypot is thanked and forgotten; then the consent, the address and the shared
 * per-address counts. A new address is kept 'pending' with a confirmation mail (SMTP) or
 * 'unconfirmed'; an address already there is answered the same, so nobody learns who subscribed.
 * Answers the outcome and the page to show it on.
 */
export async function subscribe(ctx: SubscribersContext, itemId: number, form: SignupForm, clientAddress: string): Promise<{ outcome: SignupOutcome; path: string }> {
  const [block] = await ctx.db
    .select({ pageId: pages.id, userId: pages.userId, slug: pages.slug, title: pages.title, type: items.type })
    .from(items)
    .innerJoin(pages, eq(items.pageId, pages.id))
    .where(and(eq(items.id, itemId), eq(items.isVisible, true), ownerActive));
  if (block?.type !== 'emailSignup') throw itemNotFound();
  const answer = (outcome: SignupOutcome) => ({ outcome, path: `/view/${encodeURIComponent(block.slug)}` });
  const done: SignupOutcome = ctx.mail ? 'pending' : 'thanks';

  if (text(form.sitio_web) !== '') return answer(done);
  if (text(form.consent) === '') return answer('no_consent');
  const address = email.safeParse(text(form.email).toLowerCase());
  if (!address.success) return answer('invalid_email');
  const byClient = await ctx.attempts.hit(`client:${clientAddress}`);
  const byEmail = await ctx.attempts.hit(`email:${address.data}`);
  if (byClient.count > PER_CLIENT_ADDRESS || byEmail.count > PER_EMAIL_ADDRESS) return answer('rate_limited');

  const name = text(form.name).slice(0, 100) || null;
  const token = newOpaqueToken();
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscribers)
      .values({ pageId: block.pageId, itemId, email: address.data, name, state: ctx.mail ? 'pending' : 'unconfirmed', tokenHash: hashToken(token) })
      .onConflictDoNothing()
      .returning();
    if (row && block.userId) await enqueueWebhookEvent(tx, block.userId, subscriberEvent('subscriber.created', row));
    return row;
  });
  let mailToken = created ? token : null;
  if (!created && ctx.mail) {
    // Asked again before confirming: a new link replaces the old one.
    const [again] = await ctx.db
      .update(subscribers)
      .set({ tokenHash: hashToken(token) })
      .where(and(eq(subscribers.pageId, block.pageId), eq(subscribers.email, address.data), eq(subscribers.state, 'pending')))
      .returning({ id: subscribers.id });
    if (again) mailToken = token;
  }
  if (created) ctx.stats?.recordSignup(block.pageId, itemId);
  if (ctx.mail && mailToken) {
    const mail = confirmationMail(address.data, block.title, subscriberLinks(ctx.mail.origin, mailToken));
    await ctx.mail.send(mail).catch((error: unknown) => ctx.log.warn({ err: error }, 'could not send a subscription confirmation'));
  }
  return answer(done);
}
