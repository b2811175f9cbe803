import { useIsMutating } from '@tanstack/react-query';
import { CONTENT_MUTATION_KEY } from '../lib/content-busy';

/** A content call is on its way: the add menus wait for it. */
export function useContentBusy(): boolean {
  return useIsMutating({ mutationKey: CONTENT_MUTATION_KEY }) > 0;
}
