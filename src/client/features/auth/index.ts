export { AuthProvider, useAuth,  } from '@/lib/auth/auth-provider';
export { GuestOnly, RequireAuth } from './components/require-auth';
export { LoginForm } from './components/login-form';
export { TwoStepForm } from './components/two-step-form';
export { RegisterForm } from './components/register-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
;
;
