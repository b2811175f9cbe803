import { memo, useMemo } from 'react';
import { ChevronDown, Pin } from 'lucide-react';
import type { ItemView } from '@shared/schemas/item';
import { inWindow, SCHEDULED_LABEL } from '@shared/schedule';
import type { PageView } from '@shared/schemas/page';
import { BlockView } from '@/blocks';
import { blocksAboveTheFold } from '../lib/above-the-fold';
import { type PlacedBlock, placeBlocks, sectionBlocks } from '../lib/block-order';
import { resolvePageLook } from '@shared/page-look';
import type { BrandIcons } from '@shared/brand-hosts';
import { OwnerNameContext } from '@/blocks/email-signup/context';
import { IconsProvider, LookProvider, themeFont } from '@/blocks/lib/look';
import { BackButton } from './back-button';
import { PageBackground } from './page-background';
import { ProfileImage } from './profile-image';
import { ShareButton } from './share-button';
import { SocialLinks } from './social-links';

export interface PublicPageViewProps {
  page: PageView;
  /** Items in any order; hidden ones are skipped, pinned ones first, each group sorted by order. */
  items: readonly ItemView[];
  /** 'preview' renders inside the editor's sidebar (links do not navigate away from the editor). */
  mode?: 'public' | 'preview';
  /**
   * 'Volver' on a page opened by id: `href` the parent page, or null (back through history, which
   * the page's script offers when the tab has somewhere to go back to).
   */
  back?: { href: string | null } | null;
  /** Opens a subpage in the editor's own preview. */
  onOpenPage?: (pageId: number) => void;
  /** The brand marks of the page's links and social icons (from the page's data; the preview has all). */
  icons?: BrandIcons | undefined;
}

/**
 * The discreet mark of a pinned block: a small pin on its top corner (decision 011). It is the
 * owner's mark, so only the editor's preview shows it; visitors never see it (decision 541).
 */
function PinMark() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute -right-1.5 -top-1.5 z-10 grid size-5 place-items-center rounded-full bg-gray-900/80 text-white shadow-sm ring-2 ring-white/80"
    >
      <Pin className="size-3" />
    </span>
  );
}

/** The editor's preview: a block with a schedule that visitors do not see now (issue 36). */
function ScheduledMark() {
  return (
    <span className="pointer-events-none absolute left-2 top-2 z-10 rounded-full bg-gray-900/85 px-2 py-0.5 text-xs font-medium text-white shadow-sm">
      {SCHEDULED_LABEL}
    </span>
  );
}

function outOfWindow(item: ItemView): boolean {
  return Boolean(item.visibleFrom || item.visibleUntil) && !inWindow(item.visibleFrom, item.visibleUntil, new Date());
}

/**
 * The visible blocks, pinned ones first (decision 011); the first pinned one, when short, sticks
 * to the top of the screen (CSS only, so also without JavaScript). On the public page it sticks
 * below the floating 'Compartir' and 'Volver' (both end 56 px down), never under them (decision 541).
 * Memoized: the editor's preview re-renders the page on every edit of its settings.
 */
const BlockList = memo(function BlockList({
  items,
  mode,
  onOpenPage,
  gap,
}: {
  items: readonly ItemView[];
  mode: 'public' | 'preview';
  onOpenPage: ((pageId: number) => void) | undefined;
  /** Pixels between blocks: the theme's spacing. */
  gap: number;
}) {
  const placed = useMemo(() => placeBlocks(items), [items]);
  const sections = useMemo(() => sectionBlocks(placed), [placed]);
  const eagerBlocks = blocksAboveTheFold(placed.map((block) => block.item));
  const block = ({ item, pinned, sticks }: PlacedBlock) => {
    const index = placed.findIndex((entry) => entry.item === item);
    // In the editor's preview a block outside its 'Programar' window shows dimmed, labelled (issue 36).
    const dimmed = mode === 'preview' && outOfWindow(item);
    const view = <BlockView item={item} mode={mode} eager={index < eagerBlocks} onOpenPage={onOpenPage} />;
    return (
      <div
        key={item.id ?? `${index}-${item.type}`}
        data-block-type={item.type}
        data-pinned={pinned ? (sticks ? 'sticky' : 'true') : undefined}
        // The editor's preview scrolls to the block being edited (decision 542).
        data-preview-item={mode === 'preview' ? item.id : undefined}
        data-scheduled={dimmed ? 'out' : undefined}
        className={pinned ? (sticks ? `sticky z-10 ${mode === 'public' ? 'top-16' : 'top-2'}` : 'relative') : dimmed ? 'relative' : undefined}
      >
        {dimmed ? <div className="opacity-45">{view}</div> : view}
        {pinned && mode === 'preview' && <PinMark />}
        {dimmed && <ScheduledMark />}
      </div>
    );
  };

  return (
    <div className="flex flex-col" style={{ gap }}>
      {sections.map(({ lead, members }) =>
        members ? (
          // A 'Plegable' heading (issue 38): the blocks under it open and close with it, no script.
          <details key={lead.item.id ?? `section-${lead.item.order}`} data-section="" className="group">
            <summary className="flex cursor-pointer list-none items-center gap-1 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1">{block(lead)}</span>
              <ChevronDown aria-hidden="true" className="size-6 shrink-0 transition group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <div className="flex flex-col" style={{ gap, paddingTop: gap }}>
              {members.map(block)}
            </div>
          </details>
        ) : (
          block(lead)
        ),
      )}
    </div>
  );
});

/**
 * A page as visitors see it: background, profile photo, title, bio, social icons and every visible
 * block in order, in the page's look (its theme and the owner's settings, decision 310).
 */
const NO_ICONS: BrandIcons = {};

export function PublicPageView({ page, items, mode = 'public', back, onOpenPage, icons = NO_ICONS }: PublicPageViewProps) {
  const contained = mode === 'preview';
  const look = useMemo(() => resolvePageLook(page), [page]);
  const shadow = look.textShadow ? '0 1px 3px rgba(0, 0, 0, 0.6)' : undefined;
  const bio = page.bio?.trim();
  const social = page.socialLinks?.length ? (
    <SocialLinks
      links={page.socialLinks}
      pageId={page.id}
      color={look.textColor}
      className={look.socialPosition === 'below' ? 'mt-8' : 'mb-6 -mt-2'}
    />
  ) : null;
  // Inside the editor the preview is a region of the editor's own page, not a second main landmark.
  const Column = contained ? 'div' : 'main';
  return (
    <LookProvider value={look}>
      <IconsProvider value={icons}>
      <OwnerNameContext value={page.title}>
      <div
        className={`relative isolate ${contained ? 'min-h-full' : 'min-h-dvh'}`}
        style={{ backgroundColor: look.background.color, color: look.textColor }}
        data-theme={look.theme?.id ?? 'custom'}
      >
        <PageBackground page={page} look={look} contained={contained} />
        {back && mode === 'public' && <BackButton href={back.href} contained={contained} />}
        {mode === 'public' && <ShareButton title={page.title} contained={contained} />}
        <Column className={`mx-auto w-full max-w-md px-4 ${back || mode === 'public' ? 'pt-16' : 'pt-10'} pb-12`}>
          <ProfileImage page={page} size={look.profileImagePx} />
          {page.showTitle !== false && (
            <h1
              className={`break-words text-center text-2xl font-bold leading-tight ${bio ? 'mb-2' : 'mb-6'}`}
              style={{ color: look.textColor, textShadow: shadow, fontFamily: themeFont(look, 'heading') }}
            >
              {page.title}
            </h1>
          )}
          {bio && (
            <p
              className="mb-6 whitespace-pre-line break-words text-center text-base leading-relaxed"
              style={{ color: look.textColor, textShadow: shadow, fontFamily: themeFont(look, 'body') }}
            >
              {bio}
            </p>
          )}
          {look.socialPosition === 'above' && social}
          <BlockList
            items={items}
            mode={mode}
            onOpenPage={onOpenPage}
            gap={look.gap}
          />
          {look.socialPosition === 'below' && social}
        </Column>
      </div>
      </OwnerNameContext>
      </IconsProvider>
    </LookProvider>
  );
}
