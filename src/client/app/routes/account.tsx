import { AccountScreen } from '@/features/account';
import { RequireAuth } from '@/features/auth';

export default function AccountRoute() {
  return (
    <RequireAuth>
      <title>Mi cuenta | LinkHub</title>
      <main id="main" className="flex flex-1 flex-col">
        <AccountScreen />
      </main>
    </RequireAuth>
  );
}
