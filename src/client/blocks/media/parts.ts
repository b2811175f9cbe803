import { Music } from 'lucide-react';
import { mediaPlayerShape, readMediaEmbed } from '@shared/media-embed';
import type { BlockParts } from '../lib/types';
import { MediaQuickEdit } from './quick-edit';
import { MediaRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'media'> = {
  Renderer: MediaRenderer,
  // The facade: a 16:9 box for a video, else a compact card (the player grows on the tap).
  height: (content) => {
    const embed = content.source ? readMediaEmbed(content.source) : null;
    return embed && mediaPlayerShape(embed) === 'video' ? 220 : 130;
  },
  QuickEdit: MediaQuickEdit,
  icon: Music,
};
