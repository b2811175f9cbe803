import { ForgotPasswordForm } from '@/features/auth';

export function ForgotPasswordRoute() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <title>Restablecer contraseña | LinkHub</title>
      <ForgotPasswordForm />
    </main>
  );
}
