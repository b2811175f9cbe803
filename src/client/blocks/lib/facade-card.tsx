import type { BrandIconKey } from '@shared/brand-hosts';
import { BrandSvg } from './brand-svg';
import type { EmbedSpec } from './embed-player';
import { EmbedFacade } from './embed-facade';
import { buttonStyle, INNER_ACTION, useBrandIcon, usePageLook } from './look';

interface FacadeCardProps {
  spec: EmbedSpec;
  /** Where the card leads without JavaScript: the content on the provider, through /go when counted. */
  href: string;
  /** The link's accessible name ('Reproducir en Spotify: …'), and then the player's title. */
  label: string;
  /** The box the card and then the player fill. */
  boxClassName: string;
  /** The provider's mark, when the page shows one. */
  brand: BrandIconKey | null;
  /** The words on the card: the block's title, else the provider's name. */
  title: string;
}

/**
 * The facade card of 'YouTube' and 'Música y video' (decisions 970, 973): drawn by LinkHub in the
 * theme's button (the provider's mark, the title and a play mark), so nothing is asked of the
 * provider until the visitor presses it; without JavaScript it is a counted link to the content.
 */
export function FacadeCard({ spec, href, label, boxClassName, brand, title }: FacadeCardProps) {
  const look = usePageLook();
  const icon = useBrandIcon(brand);
  return (
    <div className="overflow-hidden" style={buttonStyle(look, { tall: true })}>
      <EmbedFacade
        spec={spec}
        href={href}
        label={label}
        boxClassName={boxClassName}
        className="flex flex-col items-center justify-center gap-2 px-4 py-3 text-center"
      >
        {icon && <BrandSvg icon={icon} className="size-8" />}
        <span className="font-semibold break-words">{title}</span>
        {/* The theme's inner action, as on a subpage card: its CSS is on most pages already (e2e/public-view-budget.spec.ts). */}
        {/* A play mark, no words: the link's name ('Reproducir …: title') then holds all it shows (axe's label-content-name-mismatch). */}
        <span className={INNER_ACTION}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" className="size-5">
            <path d="M7 4v16l13-8z" />
          </svg>
        </span>
      </EmbedFacade>
    </div>
  );
}
