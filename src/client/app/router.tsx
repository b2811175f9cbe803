import { type RouteObject, createBrowserRouter } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { AppLayout } from './layouts/app-layout';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RegisterRoute } from './routes/register';
import { ResetPasswordRoute } from './routes/reset-password';

const editor = async () => ({ Component: (await import('./routes/editor')).default });
const account = async () => ({ Component: (await import('./routes/account')).default });
const admin = async () => ({ Component: (await import('./routes/admin')).default });
const createPage = async () => ({ Component: (await import('./routes/create-page')).CreatePageRoute });
const sharedStats = async () => ({ Component: (await import('./routes/shared-stats')).default });
const hydrateFallback = () => <LoadingScreen label="Cargando..." className="min-h-dvh" />;

/**
 * The route table of spec section 2. The sign-in screens are in the entry; every signed-in screen
 * (the editor above all) is its own chunk, loaded when its route is opened, so /login and
 * /register load none of their code (issue 13). /view/... and /preview/... are not here: the server
 * renders them on every load (issue 35), and the app links to them only with plain links.
 */
export const appRoutes: RouteObject[] = [
  // A shared statistics address (issue 42): anyone's who holds it, without the app's header.
  { path: '/estadisticas/:token', lazy: sharedStats, HydrateFallback: hydrateFallback },
  {
    Component: AppLayout,
    HydrateFallback: hydrateFallback,
    children: [
      { path: '/login', Component: LoginRoute },
      { path: '/register', Component: RegisterRoute },
      { path: ACCOUNT_PATHS.forgotPassword, Component: ForgotPasswordRoute },
      { path: ACCOUNT_PATHS.resetPassword, Component: ResetPasswordRoute },
      { path: ACCOUNT_PATHS.account, lazy: account },
      { path: ACCOUNT_PATHS.admin, lazy: admin },
      { path: '/create-page', lazy: createPage },
      { path: '/', lazy: editor },
      { path: '/edit/:pageId', lazy: editor },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

/**
 * The app's router in the browser. The server renders /login and /register with the same routes
 * (`entry-auth-server.tsx`, decision 405), which the browser then hydrates.
 */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
