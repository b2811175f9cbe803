import { eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/change-bus';
import type { Database, Executor } from '../../db/client';
import { instanceSettings } from '../../db/schema';

const KEY = 'require_mfa';

/** The admin's 'Exigir verificación en dos pasos' (decision 922): off until an admin turns it on. */
export async function getMfaRequired(db: Executor): Promise<boolean> {
  const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, KEY));
  return row?.value === true;
}

/** Stores the switch and tells every instance's cache (`auth/assurance.ts`). */
export async function setMfaRequired(db: Database, changes: ChangeBus, required: boolean): Promise<boolean> {
  await changes.transaction(db, async (tx, announce) => {
    await tx
      .insert(instanceSettings)
      .values({ key: KEY, value: required })
      .onConflictDoUpdate({ target: instanceSettings.key, set: { value: required, updatedAt: new Date() } });
    announce({ type: 'settings', ids: [KEY] });
  });
  return required;
}
