import type { MouseEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { FOCUS } from '@/blocks/lib/card';

export interface BackTarget {
  /** Where the link goes without JavaScript: the parent page, when the server knows it. */
  href: string | null;
  onClick?: (() => void) | undefined;
}

/** 'Volver': a floating button, so showing it after hydration moves nothing. */
export function BackButton({ target, contained }: { target: BackTarget; contained: boolean }) {
  const className = `${contained ? 'absolute' : 'fixed'} left-3 top-3 z-20 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-gray-900 shadow-md ${FOCUS}`;
  const content = (
    <>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver
    </>
  );
  const onClick = (event: MouseEvent) => {
    if (!target.onClick || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    target.onClick();
  };
  if (target.href) {
    return (
      <a href={target.href} onClick={onClick} className={className}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={onClick} className={className}>
      {content}
    </button>
  );
}
