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
      .min(1, { message: 'ID de video de YouTube inválido' })
      .max(LIMITS.urlMax, { message: tooLongMessage(LIMITS.urlMax) })
      .transform((value, ctx) => {
        const id = parseYouTubeId(value);
        if (!id) {
          ctx.addIssue({ code: 'custom', message: 'ID de video de YouTube inválido' });
          return z.NEVER;
        }
        return id;
      }),
    title: shortText.optional(),
  }),
  // The YouTube IFrame API's own sample video, until the owner sets theirs.
  defaults: { videoId: 'M7lc1UVf-VE', title: '' },
});
