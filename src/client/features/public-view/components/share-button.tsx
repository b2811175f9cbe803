import { Share2 } from 'lucide-react';
import { FOCUS } from '@/blocks/lib/card';

/**
 * 'Compartir' (issue 18): the page's script (src/client/page-scripts/chrome.ts) shares with the Web
 * Share API where the browser has it, else copies the page's address and says so in the status. It
 * floats in the top right corner, so it moves nothing, and it is hidden until the script has taken
 * over (`data-enhanced` on the document, public.css): without JavaScript it could do nothing.
 */
export function ShareButton({ title, contained }: { title: string; contained: boolean }) {
  return (
    <div data-needs-script="" className={`${contained ? 'absolute' : 'fixed'} right-3 top-3 z-20 flex flex-col items-end gap-2`}>
      <button
        type="button"
        data-share={title}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-gray-900 shadow-md ${FOCUS}`}
      >
        <Share2 aria-hidden="true" className="size-4" />
        <span data-share-label="">Compartir</span>
      </button>
      <p role="status" aria-live="polite" className="sr-only" />
    </div>
  );
}
