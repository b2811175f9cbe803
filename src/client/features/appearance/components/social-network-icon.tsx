import { Globe, Mail } from 'lucide-react';
import { SOCIAL_BRAND } from '@shared/brand-hosts';
import { BRAND_ICONS } from '@shared/brand-icons';
import type { SocialNetwork } from '@shared/social';
import { BrandSvg } from '@/blocks/lib/brand-svg';

/** A network's mark, the one the public page's row shows (decision 312); e-mail and website are lucide's. */
export function SocialNetworkIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const key = SOCIAL_BRAND[network];
  if (network === 'email') return <Mail className={className} aria-hidden="true" />;
  if (!key) return <Globe className={className} aria-hidden="true" />;
  return <BrandSvg icon={BRAND_ICONS[key]} className={className} />;
}
