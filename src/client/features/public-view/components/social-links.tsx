import { Globe, Mail } from 'lucide-react';
import { useContext } from 'react';
import { socialGoHref, socialGoTarget } from '@shared/go-links';
import type { SocialLink } from '@shared/social-networks';
import { socialLabel } from '@shared/social-networks';
import { SOCIAL_BRAND } from '@shared/brand-hosts';
import { BrandSvg } from '@/blocks/lib/brand-svg';
import { useBrandIcon } from '@/blocks/lib/look';
import { ExternalLink } from '@/blocks/lib/external-link';
import { CountClicksContext } from '@/blocks/lib/go-link';

const ICON = 'size-6';

function NetworkIcon({ network }: { network: SocialLink['network'] }) {
  const brand = useBrandIcon(SOCIAL_BRAND[network] ?? null);
  if (network === 'email') return <Mail aria-hidden="true" className={ICON} />;
  return brand ? <BrandSvg icon={brand} className={ICON} /> : <Globe aria-hidden="true" className={ICON} />;
}

/**
 * The row of social icons (issue 18): one link per profile, in the owner's order, named by its
 * network for screen readers; plain links, so it works without JavaScript.
 */
export function SocialLinks({ links, color, className = '', pageId }: { links: readonly SocialLink[]; color: string; className?: string; pageId?: number }) {
  // On the public page an http(s) profile goes through /go/page/{id}/social/{n} (n: its place in the
  // stored list), so the server counts the click (issue 15); mailto: and the previews link directly.
  const counted = useContext(CountClicksContext) && pageId !== undefined && pageId > 0;
  const hrefOf = (index: number) => (counted && socialGoTarget(links, index) ? socialGoHref(pageId, index) : links[index]?.url ?? '');
  const shown = links.map((link, index) => ({ ...link, index })).filter((link) => /^(https?:|mailto:)/i.test(link.url));
  if (shown.length === 0) return null;
  return (
    <nav aria-label="Redes sociales" className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {shown.map((link) => {
          const label = socialLabel(link.network);
          const className = 'grid size-11 place-items-center rounded-full transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-1 motion-reduce:transition-none motion-reduce:hover:scale-100';
          const style = { color, outlineColor: color };
          return (
            <li key={`${link.index}-${link.network}`}>
              {link.url.startsWith('mailto:') ? (
                <a href={link.url} rel="me" aria-label={label} className={className} style={style}>
                  <NetworkIcon network={link.network} />
                </a>
              ) : (
                <ExternalLink href={hrefOf(link.index)} me aria-label={label} className={className} style={style}>
                  <NetworkIcon network={link.network} />
                </ExternalLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
