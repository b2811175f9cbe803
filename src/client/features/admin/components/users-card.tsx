import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { AccountSection } from '@/components/account-section';
import { TextField } from '@/components/text-field';
import { useAdminUsers } from '../api/admin-api';
import { ADMIN_MESSAGES as M } from '../lib/messages';
import { UserRow } from './user-row';

/** The accounts, newest first, with a search by e-mail. */
export function UsersCard({ selfId }: { selfId: string }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const users = useAdminUsers(deferred, true);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;

  return (
    <AccountSection title={M.usersTitle} description={M.usersDescription}>
      <TextField label={M.search} type="search" placeholder={M.searchPlaceholder} value={search} onChange={(event) => setSearch(event.target.value)} />
      {users.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {rows.length === 0 ? M.noUsers : M.usersCount(rows.length, total)}
          </p>
          <ul className="grid gap-3">
            {rows.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
            ))}
          </ul>
          {users.hasNextPage && (
            <Button variant="outline" className="justify-self-start" disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
              {users.isFetchingNextPage && <Spinner />}
              {M.more}
            </Button>
          )}
        </>
      )}
    </AccountSection>
  );
}
