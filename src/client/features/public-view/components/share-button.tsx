import { useEffect, useState } from 'react';
import { Check, Share2 } from 'lucide-react';
import { FOCUS } from '@/blocks/lib/card';

/**
 * 'Compartir' (issue 18): the Web Share API where the browser has it, else the page's address is
 * copied and the button says so. It floats in the top right corner, so it moves nothing, and it is
 * hidden until the script has taken over (`data-hydrated` on the document, public.css): without
 * JavaScript it could do nothing. Showing it re-renders nothing.
 */
export function ShareButton({ title, contained }: { title: string; contained: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt('Copia el enlace de la página:', url);
    }
  };

  return (
    <div data-needs-script="" className={`${contained ? 'absolute' : 'fixed'} right-3 top-3 z-20 flex flex-col items-end gap-2`}>
      <button
        type="button"
        onClick={() => void share()}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-gray-900 shadow-md ${FOCUS}`}
      >
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Share2 aria-hidden="true" className="size-4" />}
        {copied ? 'Copiado' : 'Compartir'}
      </button>
      <p role="status" aria-live="polite" className={copied ? 'rounded-lg bg-gray-900 px-3 py-1.5 text-xs font-medium text-white shadow' : 'sr-only'}>
        {copied ? 'Enlace copiado al portapapeles' : ''}
      </p>
    </div>
  );
}
