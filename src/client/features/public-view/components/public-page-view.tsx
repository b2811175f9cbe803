import { memo, useMemo } from 'react';
import type { ItemView } from '@shared/schemas/item';
import type { PageView } from '@shared/schemas/page';
import { BlockView } from '../../blocks';
import { blocksAboveTheFold } from '../lib/above-the-fold';
import { pageTextColor } from '../lib/colors';
import type { FooterBarState } from '../lib/navigation-state';
import { BackButton, type BackTarget } from './back-button';
import { FooterBar } from './footer-bar';
import { backgroundImageOf, PageBackground } from './page-background';
import { ProfileImage } from './profile-image';

export interface PublicPageViewProps {
  page: PageView;
  /** Items in any order; hidden ones are skipped, the rest sorted by order. */
  items: readonly ItemView[];
  /** 'preview' renders inside the editor's sidebar (links do not navigate away from the editor). */
  mode?: 'public' | 'preview';
  /** 'Volver' for a subpage opened by id. */
  back?: BackTarget | null;
  /** The footer bar from navigation state. */
  footer?: FooterBarState | null;
  /** Opens a subpage without a full page load (public page with JavaScript). */
  onOpenPage?: (pageId: number) => void;
}

/**
 * The visible blocks in order. Memoized: 'Volver' and the footer bar come from history state and
 * change after hydration; they must not render every block again.
 */
const BlockList = memo(function BlockList({
  items,
  mode,
  onOpenPage,
}: {
  items: readonly ItemView[];
  mode: 'public' | 'preview';
  onOpenPage: ((pageId: number) => void) | undefined;
}) {
  const visible = useMemo(() => items.filter((item) => item.isVisible !== false).toSorted((a, b) => a.order - b.order), [items]);
  const eagerBlocks = blocksAboveTheFold(visible);
  return (
    <div className="flex flex-col gap-3">
      {visible.map((item, index) => (
        <div key={item.id ?? `${index}-${item.type}`} data-block-type={item.type}>
          <BlockView item={item} mode={mode} eager={index < eagerBlocks} onOpenPage={onOpenPage} />
        </div>
      ))}
    </div>
  );
});

/** A page as visitors see it: background, profile image, title and every visible block in order. */
export function PublicPageView({ page, items, mode = 'public', back, footer, onOpenPage }: PublicPageViewProps) {
  const contained = mode === 'preview';
  const hasImage = backgroundImageOf(page) !== null;
  const text = pageTextColor(page, hasImage);
  // Inside the editor the preview is a region of the editor's own page, not a second main landmark.
  const Column = contained ? 'div' : 'main';
  return (
    <div
      className={`relative isolate ${contained ? 'min-h-full' : 'min-h-dvh'}`}
      style={{ backgroundColor: page.backgroundColor || '#FFFFFF' }}
    >
      <PageBackground page={page} contained={contained} />
      {back && mode === 'public' && <BackButton target={back} contained={contained} />}
      <Column className={`mx-auto w-full max-w-md px-4 ${back ? 'pt-16' : 'pt-10'} ${footer?.floating ? 'pb-28' : 'pb-12'}`}>
        <ProfileImage page={page} />
        {page.showTitle !== false && (
          <h1
            className="mb-6 break-words text-center text-2xl font-bold"
            style={{ color: text.color, textShadow: text.shadow ? '0 1px 3px rgba(0, 0, 0, 0.6)' : undefined }}
          >
            {page.title}
          </h1>
        )}
        <BlockList items={items} mode={mode} onOpenPage={onOpenPage} />
      </Column>
      {footer && <FooterBar footer={footer} contained={contained} />}
    </div>
  );
}
