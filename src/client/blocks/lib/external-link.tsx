import type { AnchorHTMLAttributes } from 'react';

/** A link that opens in a new tab without giving the new page a handle on ours. */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
