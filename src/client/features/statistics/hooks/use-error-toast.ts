import { useEffect } from 'react';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';

/** One toast when a query starts failing (not one per refetch while it keeps failing). */
export function useErrorToast(error: unknown, title: string) {
  const failing = error !== null && error !== undefined;
  useEffect(() => {
    if (failing) toast({ variant: 'destructive', title, description: messageOf(error, title) });
    // Only the change from working to failing shows a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failing, title]);
}
