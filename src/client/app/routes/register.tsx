import { GuestOnly, RegisterForm } from '@/features/auth';

export function RegisterRoute() {
  return (
    <GuestOnly>
      <title>Crear Cuenta | LinkHub</title>
      <main id="main" className="flex flex-1 flex-col">
        <RegisterForm />
      </main>
    </GuestOnly>
  );
}
