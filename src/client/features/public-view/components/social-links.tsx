import { Globe, Mail } from 'lucide-react';
import type { SocialLink } from '@shared/social-networks';
import { socialLabel } from '@shared/social-networks';
import { SOCIAL_BRAND } from '@shared/brand-hosts';
import { BrandSvg } from '../../blocks/lib/brand-svg';
import { useBrandIcon } from '../../blocks/lib/look';
import { ExternalLink } from '../../blocks/lib/external-link';

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
export function SocialLinks({ links, color, className = '' }: { links: readonly SocialLink[]; color: string; className?: string }) {
  const shown = links.filter((link) => /^(https?:|mailto:)/i.test(link.url));
  if (shown.length === 0) return null;
  return (
    <nav aria-label="Redes sociales" className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {shown.map((link, index) => {
          const label = socialLabel(link.network);
          const className = 'grid size-11 place-items-center rounded-full transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-1 motion-reduce:transition-none motion-reduce:hover:scale-100';
          const style = { color, outlineColor: color };
          return (
            <li key={`${index}-${link.network}`}>
              {link.url.startsWith('mailto:') ? (
                <a href={link.url} aria-label={label} className={className} style={style}>
                  <NetworkIcon network={link.network} />
                </a>
              ) : (
                <ExternalLink href={link.url} aria-label={label} className={className} style={style}>
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
