import { Download, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { FOCUS } from '@/blocks/lib/card';
import { ExternalLink } from '@/blocks/lib/external-link';
import type { FooterBarState } from '../lib/navigation-state';

/** The footer bar handed over in navigation state: its button downloads or opens a new tab. */
export function FooterBar({ footer, contained }: { footer: FooterBarState; contained: boolean }) {
  const floating = footer.floating
    ? `${contained ? 'absolute' : 'fixed'} inset-x-3 bottom-3 z-20 mx-auto max-w-md shadow-lg`
    : 'mx-auto mb-6 max-w-md';
  const button = `inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-gray-900 px-4 py-2 text-sm font-semibold text-white ${FOCUS}`;
  return (
    <aside aria-label="Barra inferior" data-testid="footer-bar" className={`${floating} flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-gray-900`}>
      {footer.text && <p className="min-w-0 flex-1 text-sm">{footer.text}</p>}
      {footer.buttonUrl && footer.buttonText && (
        footer.buttonDownload ? (
          <a href={footer.buttonUrl} download className={button}>
            <Download aria-hidden="true" className="size-4" />
            {footer.buttonText}
          </a>
        ) : (
          <ExternalLink href={footer.buttonUrl} className={button}>
            {footer.buttonText}
            <ExternalLinkIcon aria-hidden="true" className="size-4" />
          </ExternalLink>
        )
      )}
    </aside>
  );
}
