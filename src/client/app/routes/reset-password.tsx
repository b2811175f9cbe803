import { ResetPasswordForm } from '@/features/auth';

export function ResetPasswordRoute() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <title>Nueva contraseña | LinkHub</title>
      <ResetPasswordForm />
    </main>
  );
}
