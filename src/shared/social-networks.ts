/**
 * The social networks of a page's icons row and their names (issue 18, decision 310): small, for
 * the public page's script. How each network's address is checked is in ./social.ts.
 */

export const SOCIAL_NETWORKS = [
  'instagram',
  'tiktok',
  'youtube',
  'x',
  'facebook',
  'linkedin',
  'github',
  'twitch',
  'spotify',
  'whatsapp',
  'telegram',
  'soundcloud',
  'bandcamp',
  'applemusic',
  'threads',
  'bluesky',
  'mastodon',
  'email',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export const SOCIAL_POSITIONS = ['above', 'below'] as const;
export type SocialPosition = (typeof SOCIAL_POSITIONS)[number];
export const SOCIAL_POSITION_LABELS: Record<SocialPosition, string> = { above: 'Encima de los bloques', below: 'Debajo de los bloques' };

/** At most this many profiles on one page. */
export const SOCIAL_LINKS_MAX = 20;

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X (Twitter)',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitch: 'Twitch',
  spotify: 'Spotify',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  soundcloud: 'SoundCloud',
  bandcamp: 'Bandcamp',
  applemusic: 'Apple Music',
  threads: 'Threads',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  email: 'Correo electrónico',
  website: 'Sitio web',
};

export function socialLabel(network: string): string {
  return (SOCIAL_LABELS as Record<string, string | undefined>)[network] ?? network;
}
