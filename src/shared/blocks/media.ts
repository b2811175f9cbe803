import { LIMITS } from '../constants';
import { MEDIA_PLAYER_ORIGINS, MEDIA_URL_ERROR, mediaPageUrl, parseMediaReference, readMediaEmbed } from '../media-embed';
import { defineBlock } from './define';
import { field } from './field';

/**
 * 'Música y video' (issue 38, decision 970): a song, album, list, podcast or video from Spotify,
 * Apple Music, SoundCloud, Vimeo or TikTok, shown as a facade until the visitor taps.
 */
export const media = defineBlock({
  type: 'media',
  label: 'Música y video',
  menuLabel: 'Música y video',
  fields: {
    // Any address people paste from an accepted provider; only `provider:kind:id` is stored.
    source: field.parsed(LIMITS.urlMax, parseMediaReference, MEDIA_URL_ERROR).starts('').shows('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy').isEssential(),
    title: field.text(LIMITS.shortTextMax).optional().starts(''),
  },
  // Only the players, framed after the visitor's tap: nothing is loaded from a provider before.
  origins: { frame: Object.values(MEDIA_PLAYER_ORIGINS) },
  links: (content) => {
    const embed = content.source ? readMediaEmbed(content.source) : null;
    return { '': embed ? mediaPageUrl(embed) : null };
  },
});
