import { createContext, useContext } from 'react';
import { type GoSuffix, goHref, goTargets } from '@shared/go-links';
import type { ItemView } from '@shared/schemas/item';

/**
 * True on the public page (/view/...): outgoing http(s) links go through /go/{itemId} so that the
 * server counts the click (issue 15). False in the editor's preview and /preview/page/{id}, whose
 * links lead straight to their targets and count nothing.
 */
export const CountClicksContext = createContext(false);

/**
 * The href a renderer puts on a block's outgoing link: /go/{id}[/{suffix}] when clicks are counted
 * and the block names this very address for that target (as the server will check), else `href`.
 */
export function useGoHref<T extends string | null>(item: ItemView, href: T, suffix: GoSuffix = ''): T | string {
  const counted = useContext(CountClicksContext);
  if (!counted || !href || item.id === undefined) return href;
  return goTargets(item)[suffix] === href ? goHref(item.id, suffix) : href;
}
