import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's Algorithm.Argon2id, a const enum) with OWASP's settings: 19 MiB, 2 passes.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail) it still does the work
 * against a dummy hash, so the answer time does not tell which e-mails have accounts.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('linkhub-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
