export { AuthProvider, useAuth, type AuthContextValue } from './auth-provider';
export { GuestOnly, RequireAuth } from './components/require-auth';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
