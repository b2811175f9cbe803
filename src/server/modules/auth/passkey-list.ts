import { and, asc, eq } from 'drizzle-orm';
import type { Passkey } from '@shared/schemas/passkeys';
import type { Database } from '../../db/client';
import { type PasskeyRow, passkeys } from '../../db/schema';

export const toPasskeyDto = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** GET /api/account/passkeys: the caller's passkeys, oldest first. */
export async function listPasskeys(db: Database, userId: string): Promise<Passkey[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  return rows.map(toPasskeyDto);
}

/** DELETE /api/account/passkeys/:id: false when the caller has no such passkey (another's is a 404 too). */
export async function deletePasskey(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return deleted.length > 0;
}
