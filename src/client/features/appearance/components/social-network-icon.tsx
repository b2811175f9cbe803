import { Globe, Mail } from 'lucide-react';
import type { SocialNetwork } from '@shared/social';
import { brandIcon } from '@/features/blocks/lib/brand-icons';
import { BrandSvg } from '@/features/blocks/lib/brand-svg';

/** A network's mark, the one the public page's row shows (simple-icons, CC0); e-mail and website are lucide's. */
export function SocialNetworkIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  if (network === 'email') return <Mail className={className} aria-hidden="true" />;
  if (network === 'website') return <Globe className={className} aria-hidden="true" />;
  return <BrandSvg icon={brandIcon(network)} className={className} />;
}
