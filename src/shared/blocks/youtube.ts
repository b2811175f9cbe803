import { LIMITS } from '../constants';
import { parseYouTubeId } from '../youtube-id';
import { defineBlock } from './define';
import { field } from './field';

export { parseYouTubeId } from '../youtube-id';

export const youtube = defineBlock({
  type: 'youtube',
  label: 'Video YouTube',
  menuLabel: 'Video YouTube',
  fields: {
    // An id or any YouTube address; only the 11-character id is stored. Empty until the owner sets
    // it; the editor shows the YouTube IFrame API's own sample video as the placeholder.
    videoId: field
      .parsed(LIMITS.urlMax, parseYouTubeId, 'ID de video de YouTube inválido')
      .starts('')
      .shows('https://www.youtube.com/watch?v=M7lc1UVf-VE')
      .isEssential(),
    title: field.text(LIMITS.shortTextMax).optional().starts(''),
  },
  // The privacy-enhanced player and the IFrame API that drives it (decision 301); no thumbnail
  // before the tap (decision 973).
  origins: {
    script: ['https://www.youtube.com'],
    frame: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  },
  links: (content) => ({ '': content.videoId ? `https://www.youtube.com/watch?v=${content.videoId}` : null }),
});
