// Kept free of Zod: the public page's renderer reads it (issue 40, decision 985).

/** What a visitor's sign-up came to, carried by the redirect's query back to the page (PRG). */
const SIGNUP_OUTCOMES = ['pending', 'thanks', 'invalid_email', 'no_consent', 'rate_limited'] as const;
export type SignupOutcome = (typeof SIGNUP_OUTCOMES)[number];

/** The result shown on one 'Suscripción por correo' block of the page drawn after a sign-up. */
export interface SignupNotice {
  itemId: number;
  outcome: SignupOutcome;
}

/** The query parameter of the page after a sign-up: `{itemId}.{outcome}`. */
export const SIGNUP_QUERY = 'suscripcion';

export function readSignupNotice(value: unknown): SignupNotice | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,10})\.([a-z_]{1,20})$/.exec(value);
  const outcome = match?.[2] as SignupOutcome | undefined;
  if (!match || !outcome || !SIGNUP_OUTCOMES.includes(outcome)) return null;
  return { itemId: Number(match[1]), outcome };
}
