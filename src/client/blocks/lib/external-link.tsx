import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that opens in a new tab without giving the new page a handle on ours. `me`: it names
 * another profile of the page's owner (rel="me", decision 982).
 */
export function ExternalLink({ href, me = false, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; me?: boolean }) {
  return (
    <a {...rest} href={href} target="_blank" rel={me ? 'me noopener noreferrer' : 'noopener noreferrer'}>
      {children}
    </a>
  );
}
