import { Lock } from 'lucide-react';
import { blockAccessHref, guardedTitle, SENSITIVE_LABELS } from '@shared/access';
import type { ItemView } from '@shared/schemas/item';
import { BUTTON_CARD } from './card';
import { buttonStyle, usePageLook } from './look';
import type { ViewMode } from './types';

/** The block is behind a code or a 'Contenido sensible' gate (issue 36). */
export function isGuarded(item: ItemView): boolean {
  return Boolean(item.locked) || Boolean(item.sensitive);
}

/**
 * A locked or sensitive block as visitors see it (decision 965): its title with a lock and what the
 * owner marked, leading to the block's own screen, where the code is asked or the gate shown. The
 * server sends nothing else of it; the editor's preview draws the same card.
 */
export function GuardedBlock({ item, mode }: { item: ItemView; mode: ViewMode }) {
  const look = usePageLook();
  const title = guardedTitle(item.type, item.content);
  const body = (
    <span className="flex min-h-14 items-center justify-center gap-2 px-5 py-3 text-center">
      {item.locked && <Lock aria-hidden="true" className="size-5 shrink-0" />}
      <span className="min-w-0 break-words font-semibold leading-snug">{title}</span>
      {item.sensitive && (
        <span className="shrink-0 rounded-full border border-current px-2 text-xs font-semibold">{SENSITIVE_LABELS[item.sensitive]}</span>
      )}
      {item.locked && <span className="sr-only">(bloqueado con código)</span>}
    </span>
  );
  if (mode === 'preview' || item.id === undefined) {
    return (
      <div className={BUTTON_CARD} style={buttonStyle(look)}>
        {body}
      </div>
    );
  }
  return (
    <a href={blockAccessHref(item.id)} rel="nofollow" className={BUTTON_CARD} style={buttonStyle(look)}>
      {body}
    </a>
  );
}
