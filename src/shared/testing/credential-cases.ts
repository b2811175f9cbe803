/**
 * E-mails and passwords the forms and the auth server must judge alike (decision 570): each case
 * says whether a sign-up and a sign-in refuse it before any account is looked at. The server test
 * (`modules/auth/credential-parity.test.ts`) and the form test (`features/auth/credential-parity.test.tsx`)
 * run the same table through the shared schema and through their side.
 */
export interface CredentialCase {
  name: string;
  email: string;
  password: string;
  /** The sign-up refuses it (validation_failed or weak_password). */
  signUpRefused: boolean;
  /** The sign-in refuses it (validation_failed); a well-formed unknown account is a different error. */
  signInRefused: boolean;
}

const ok = 'secreto1';
export const CREDENTIAL_CASES: CredentialCase[] = [
  { name: 'a plain address', email: 'ana@example.com', password: ok, signUpRefused: false, signInRefused: false },
  { name: 'spaces and capitals around the address', email: '  Ana.Perez@Example.COM ', password: ok, signUpRefused: false, signInRefused: false },
  { name: 'a plus address', email: 'ana+links@example.com', password: ok, signUpRefused: false, signInRefused: false },
  { name: 'an empty address', email: '', password: ok, signUpRefused: true, signInRefused: true },
  { name: 'only spaces', email: '   ', password: ok, signUpRefused: true, signInRefused: true },
  { name: 'no @', email: 'ana.example.com', password: ok, signUpRefused: true, signInRefused: true },
  { name: 'no domain dot', email: 'ana@localhost', password: ok, signUpRefused: true, signInRefused: true },
  // The forms' old regex took these two; the server never did.
  { name: 'two dots in a row', email: 'ana..perez@example.com', password: ok, signUpRefused: true, signInRefused: true },
  { name: 'a comma in the domain', email: 'ana@exa,mple.com', password: ok, signUpRefused: true, signInRefused: true },
  { name: 'an address over 255 characters', email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, password: ok, signUpRefused: true, signInRefused: true },
  { name: 'an empty password', email: 'ana@example.com', password: '', signUpRefused: true, signInRefused: true },
  // The forms only hinted at the minimum; the server refused it as weak_password.
  { name: 'a 5-character password', email: 'ana@example.com', password: 'abcde', signUpRefused: true, signInRefused: false },
  { name: 'a 6-character password', email: 'ana@example.com', password: 'abcdef', signUpRefused: false, signInRefused: false },
  { name: 'six characters, nine bytes', email: 'ana@example.com', password: 'ñandúñ', signUpRefused: false, signInRefused: false },
  { name: 'a 72-byte password', email: 'ana@example.com', password: 'x'.repeat(72), signUpRefused: false, signInRefused: false },
  // The forms sent these; the server answered validation_failed.
  { name: 'a 73-byte password', email: 'ana@example.com', password: 'x'.repeat(73), signUpRefused: true, signInRefused: true },
  { name: '40 characters, 80 bytes', email: 'ana@example.com', password: 'ñ'.repeat(40), signUpRefused: true, signInRefused: true },
];
