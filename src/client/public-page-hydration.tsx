import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PUBLIC_DATA_ELEMENT_ID, type PublicViewData } from '@shared/public-view';
import { PublicApp } from './features/public-view';

/** Hydrates the server-rendered public page (loaded by entry-public-client.tsx once it has painted). */
export function hydratePublicPage(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const data = JSON.parse(document.getElementById(PUBLIC_DATA_ELEMENT_ID)?.textContent ?? 'null') as PublicViewData | null;
  // In a transition React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page.
  startTransition(() => {
    hydrateRoot(root, <PublicApp initial={data} />);
  });
}
