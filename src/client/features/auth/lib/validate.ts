const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CredentialErrors {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

/** Both fields are required (spec section 5); a malformed address is caught before the provider. */
export function validateCredentials({ email, password }: { email: string; password: string }): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = 'Introduce tu correo electrónico.';
  else if (!EMAIL.test(email.trim())) errors.email = 'Introduce un correo electrónico válido.';
  if (!password) errors.password = 'Introduce tu contraseña.';
  return errors;
}
