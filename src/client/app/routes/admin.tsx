import { AdminScreen } from '@/features/admin';
import { RequireAuth } from '@/features/auth';
import { NotFoundRoute } from './not-found';

export default function AdminRoute() {
  return (
    <RequireAuth>
      <title>Administración | LinkHub</title>
      <AdminScreen notFound={<NotFoundRoute />} />
    </RequireAuth>
  );
}
