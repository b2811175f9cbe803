import { GuestOnly, LoginForm } from '@/features/auth';

export function LoginRoute() {
  return (
    <GuestOnly>
      <title>Iniciar Sesión | LinkHub</title>
      <main id="main" className="flex flex-1 flex-col">
        <LoginForm />
      </main>
    </GuestOnly>
  );
}
