import { RequireAuth } from '@/features/auth';
import { CreatePageForm } from '@/features/pages';

export function CreatePageRoute() {
  return (
    <RequireAuth>
      <title>Nueva página | LinkHub</title>
      <CreatePageForm />
    </RequireAuth>
  );
}
