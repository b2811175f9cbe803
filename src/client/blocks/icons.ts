import type { LucideIcon } from 'lucide-react';
import type { BlockType } from '@shared/blocks/read';
import { icon as contactCardIcon } from './contact-card/icon';
import { icon as dividerIcon } from './divider/icon';
import { icon as headingIcon } from './heading/icon';
import { icon as imageIcon } from './image/icon';
import { icon as linkIcon } from './link/icon';
import { icon as pdfIcon } from './pdf/icon';
import { icon as spacerIcon } from './spacer/icon';
import { icon as subpageIcon } from './subpage/icon';
import { icon as textIcon } from './text/icon';
import { icon as youtubeIcon } from './youtube/icon';

/** Each block type's icon in 'Añadir Contenido'. A complete record: a new type needs its `icon.ts`. Editor only. */
export const BLOCK_ICONS: Record<BlockType, LucideIcon> = {
  heading: headingIcon,
  text: textIcon,
  youtube: youtubeIcon,
  link: linkIcon,
  pdf: pdfIcon,
  subpage: subpageIcon,
  image: imageIcon,
  divider: dividerIcon,
  spacer: spacerIcon,
  contactCard: contactCardIcon,
};
