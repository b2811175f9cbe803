import { GuestOnly, LoginForm, TwoStepForm, useAuth } from '@/features/auth';

export function LoginRoute() {
  // After the password, an account with two-step verification is asked for its code (decision 920).
  const { secondStep } = useAuth();
  return (
    <GuestOnly>
      <title>{secondStep ? 'Verificación en dos pasos | LinkHub' : 'Iniciar Sesión | LinkHub'}</title>
      <main id="main" className="flex flex-1 flex-col">
        {secondStep ? <TwoStepForm /> : <LoginForm />}
      </main>
    </GuestOnly>
  );
}
