import { ArrowLeft } from 'lucide-react';
import { FOCUS } from '@/blocks/lib/card';

/**
 * 'Volver' on a page opened by id: a floating pill, so showing it moves nothing. A link to the parent
 * page when the page has one (the page's script opens it in place, src/client/page-scripts); else
 * a button back through history, hidden until the script shows it in a tab with a page to go back to.
 */
export function BackButton({ href, contained }: { href: string | null; contained: boolean }) {
  const className = `${contained ? 'absolute' : 'fixed'} left-3 top-3 z-20 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-gray-900 shadow-md ${FOCUS}`;
  const content = (
    <>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver
    </>
  );
  if (href) {
    return (
      <a href={href} data-part="subpage" data-back="" className={className}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" data-back="" hidden className={className}>
      {content}
    </button>
  );
}
