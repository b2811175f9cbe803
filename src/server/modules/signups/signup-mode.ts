import { eq } from 'drizzle-orm';
import { type SignupMode, signupModeSchema } from '@shared/schemas/account';
import type { Executor } from '../../db/client';
import { instanceSettings } from '../../db/schema';

const KEY = 'signups';

/**
 * Who may sign up: the admin's choice stored in the database (so every server process agrees), or
 * SIGNUPS until an admin has chosen (decision 115).
 */
export async function getSignupMode(db: Executor, fallback: SignupMode): Promise<SignupMode> {
  const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, KEY));
  const parsed = signupModeSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : fallback;
}

export async function setSignupMode(db: Executor, mode: SignupMode): Promise<SignupMode> {
  await db
    .insert(instanceSettings)
    .values({ key: KEY, value: mode })
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value: mode, updatedAt: new Date() } });
  return mode;
}
