import { LIMITS } from '../constants';
import { shortText, tooLongMessage } from '../fields';
import { z } from '../zod';
import { parseYouTubeId } from '../youtube-id';
import { defineBlock } from './define';

export { parseYouTubeId } from '../youtube-id';

export const youtube = defineBlock({
  type: 'youtube',
  label: 'Video YouTube',
  menuLabel: 'Video YouTube',
  schema: z.object({
    // An id or any YouTube address; only the 11-character id is stored.
    videoId: z
      .string({ message: 'ID de video de YouTube inválido' })
      .max(LIMITS.urlMax, { message: tooLongMessage(LIMITS.urlMax) })
      .transform((value, ctx) => {
        // Empty until the owner sets it: the block stays off the public page till then (decision 015).
        if (value.trim() === '') return '';
        const id = parseYouTubeId(value);
        if (!id) {
          ctx.addIssue({ code: 'custom', message: 'ID de video de YouTube inválido' });
          return z.NEVER;
        }
        return id;
      }),
    title: shortText.optional(),
  }),
  // No video until the owner sets theirs; the editor shows an example address as the placeholder.
  defaults: { videoId: '', title: '' },
  // The YouTube IFrame API's own sample video.
  placeholders: { videoId: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
});
