import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema } from '@shared/schemas/credentials';
import { CREDENTIAL_CASES } from '@shared/testing/credential-cases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_MESSAGES } from './auth-error';

// The forms run the same table (features/auth/credential-parity.test.tsx): what one refuses, the other does.
describe('the server refuses exactly what the shared credential schema refuses (decision 570)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusedCodes = new Set(['validation_failed', 'weak_password']);
  const schemaRefuses = (email: string, password: string, strength: boolean) =>
    !emailSchema(AUTH_MESSAGES).safeParse(email).success || !passwordSchema(AUTH_MESSAGES, { strength }).safeParse(password).success;

  it.each(CREDENTIAL_CASES)('$name', async ({ email, password, signUpRefused, signInRefused }) => {
    expect(schemaRefuses(email, password, true)).toBe(signUpRefused);
    expect(schemaRefuses(email, password, false)).toBe(signInRefused);

    // A fresh address per case for the sign-up, so an earlier case's account never answers instead.
    const unique = email.replace('ana', `ana-${crypto.randomUUID().slice(0, 8)}`);
    const signUp = await t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email: unique, password } });
    const signUpCode = signUp.json<{ error_code?: string }>().error_code;
    expect(refusedCodes.has(signUpCode ?? ''), `sign-up answered ${signUp.statusCode} ${signUpCode}`).toBe(signUpRefused);
    if (signUpRefused) expect([400, 422]).toContain(signUp.statusCode);

    const signIn = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
    const signInCode = signIn.json<{ error_code?: string }>().error_code;
    expect(signInCode === 'validation_failed', `sign-in answered ${signIn.statusCode} ${signInCode}`).toBe(signInRefused);
  });
});
