import { BriefcaseBusiness, Globe, Mail } from 'lucide-react';
import { siFacebook, siGithub, siInstagram, siSpotify, siTelegram, siTiktok, siTwitch, siWhatsapp, siX, siYoutube } from 'simple-icons';
import type { SocialNetwork } from '@shared/social';

const BRANDS = {
  instagram: siInstagram,
  tiktok: siTiktok,
  youtube: siYoutube,
  x: siX,
  facebook: siFacebook,
  github: siGithub,
  twitch: siTwitch,
  spotify: siSpotify,
  whatsapp: siWhatsapp,
  telegram: siTelegram,
} as const;

/**
 * A network's mark (simple-icons, CC0, shipped with the app), in the text's colour. LinkedIn is not
 * in simple-icons (its owner asked for its removal), e-mail and website are no brands: lucide's (a briefcase for LinkedIn).
 */
export function SocialNetworkIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  if (network === 'email') return <Mail className={className} aria-hidden="true" />;
  if (network === 'website') return <Globe className={className} aria-hidden="true" />;
  if (network === 'linkedin') return <BriefcaseBusiness className={className} aria-hidden="true" />;
  const icon = BRANDS[network];
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="currentColor">
      <path d={icon.path} />
    </svg>
  );
}
