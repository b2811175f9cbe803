import {
  Contact,
  FileText,
  Heading,
  Image,
  Link,
  type LucideIcon,
  Minus,
  MoveVertical,
  PanelsTopLeft,
  Type,
  SquarePlay,
} from 'lucide-react';
import type { BlockType } from '@shared/blocks';

/** The icon of each entry of 'Añadir Contenido'. */
export const BLOCK_ICONS: Record<BlockType, LucideIcon> = {
  heading: Heading,
  text: Type,
  youtube: SquarePlay,
  link: Link,
  pdf: FileText,
  subpage: PanelsTopLeft,
  image: Image,
  divider: Minus,
  spacer: MoveVertical,
  contactCard: Contact,
};
