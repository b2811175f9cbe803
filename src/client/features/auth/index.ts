export { AuthProvider, useAuth, type AuthContextValue } from '@/lib/auth/auth-provider';
export { GuestOnly, RequireAuth } from './components/require-auth';
export { LoginForm } from './components/login-form';
export { TwoStepForm } from './components/two-step-form';
export { RegisterForm } from './components/register-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { providerErrorMessage } from '@/lib/auth/messages';
export { FORM_OPTIONS } from '@/lib/auth/validate';
