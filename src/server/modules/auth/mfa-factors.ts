import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type MfaFactorRow, mfaFactors } from '../../db/schema';

/** A factor as GoTrue lists it in the user's `factors`. */
export function toFactorDto(factor: MfaFactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
  };
}

export async function listFactors(db: Executor, userId: string): Promise<MfaFactorRow[]> {
  return db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt));
}

export async function hasVerifiedFactor(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'verified')))
    .limit(1);
  return row !== undefined;
}

/** The user's factor `id`, or undefined (another user's factor is not found either). */
export async function findFactor(db: Executor, userId: string, id: string): Promise<MfaFactorRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(mfaFactors).where(and(eq(mfaFactors.id, id), eq(mfaFactors.userId, userId)));
  return row;
}
