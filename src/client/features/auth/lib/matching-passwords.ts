import { AUTH_MESSAGES } from '@/lib/auth/messages';

/**
 * A form's valid submit for a new password typed twice: the earlier message goes, then a mismatch
 * is said (the spec's words) or the values are sent.
 */
export function whenPasswordsMatch<T extends { password: string; confirmPassword: string }>(
  setMessage: (message: { tone: 'error'; text: string } | null) => void,
  send: (values: T) => void,
): (values: T) => void {
  return (values) => {
    setMessage(null);
    if (values.password !== values.confirmPassword) {
      setMessage({ tone: 'error', text: AUTH_MESSAGES.passwordMismatch });
      return;
    }
    send(values);
  };
}
