import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Subscriber } from '@shared/schemas/subscribers';
import type { Database } from '../../db/client';
import { type SubscriberRow, subscribers } from '../../db/schema';
import { findOwnedPage } from '../pages/find-owned-page';

export function toSubscriberDto(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    state: row.state,
    itemId: row.itemId,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** Escapes LIKE's wildcards so that a search is for the text as typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 'Suscriptores': the page's sign-ups, newest first, optionally those whose address or name holds `search`. */
export async function listSubscribers(db: Database, userId: string, pageId: number, search?: string): Promise<Subscriber[]> {
  await findOwnedPage(db, pageId, userId);
  const text = search?.trim();
  const rows = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.pageId, pageId), text ? or(ilike(subscribers.email, likeText(text)), ilike(subscribers.name, likeText(text))) : undefined))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  return rows.map(toSubscriberDto);
}
