import type { BrandIcon } from '@shared/brand-hosts';

/** A brand's mark in the current text colour, decorative (the link names the site). */
export function BrandSvg({ icon, className }: { icon: BrandIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <path d={icon.path} />
    </svg>
  );
}
