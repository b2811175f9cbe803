import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SETTINGS } from '@shared/schemas/page';
import { TooltipProvider } from '@/components/ui/tooltip';
import { PreviewScreen } from './preview-screen';
import { type EditorItem, useEditorStore } from '@/stores/editor-store';
import type * as blockRegistry from '@/blocks/registry';
import { itemSyncFor } from '@/lib/saves/item-sync-client';
import type * as summaries from '@/features/content/lib/item-summary';
import { useCardExpansion } from '@/features/content/stores/card-expansion';
import { ContentEditor } from '@/features/content/components/content-editor';

/*
 * Render counters (issue 13): each item card calls itemSummary(item) once per render, and each
 * block of a preview (the card's own and the preview sidebar's) looks its renderer up once per
 * render. The spies call the real functions; they only count.
 */
const renders = vi.hoisted(() => ({ cards: [] as number[], blocks: [] as string[] }));
vi.mock('@/features/content/lib/item-summary', async (importOriginal) => {
  const real = await importOriginal<typeof summaries>();
  return {
    ...real,
    itemSummary: (item: Parameters<typeof real.itemSummary>[0]) => {
      renders.cards.push(item.id);
      return real.itemSummary(item);
    },
  };
});
vi.mock('@/blocks/registry', async (importOriginal) => {
  const real = await importOriginal<typeof blockRegistry>();
  return {
    ...real,
    rendererFor: (type: string) => {
      renders.blocks.push(type);
      return real.rendererFor(type);
    },
  };
});

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const PAGE_ID = 5;
const TYPES = ['heading', 'text', 'link', 'divider', 'spacer', 'contactCard'] as const;
const CONTENT: Record<(typeof TYPES)[number], (n: number) => Record<string, unknown>> = {
  heading: (n) => ({ text: `Sección ${n}`, size: 'medium' }),
  text: (n) => ({ text: `Texto ${n}` }),
  link: (n) => ({ url: `https://example.com/${n}`, title: `Enlace ${n}` }),
  divider: () => ({ style: 'solid', thickness: 1, color: '#9CA3AF' }),
  spacer: () => ({ size: 20 }),
  contactCard: (n) => ({ name: `Persona ${n}`, phone: '+34 600 11 22 33' }),
};

function items(count: number): EditorItem[] {
  return Array.from({ length: count }, (_, index) => {
    const type = TYPES[index % TYPES.length]!;
    return { id: 100 + index, order: index, type, content: CONTENT[type](index + 1), isVisible: true, isSticky: false, pageId: PAGE_ID };
  });
}

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useEditorStore.getState().reset();
  useEditorStore.getState().loadPage({ settings: { ...DEFAULT_PAGE_SETTINGS, id: PAGE_ID, title: 'Banco', slug: 'banco' }, items: items(12), parentPageId: null });
  // Two cards open: the one typed in, and another whose fields must not render again.
  useCardExpansion.setState({ expanded: new Set([100, 106]), revealId: null });
});

afterEach(() => {
  // Nothing typed here is sent (there is no server): the waits are dropped.
  itemSyncFor(queryClient).clear();
});

describe('typing in one card (issue 13)', () => {
  it('renders that card and its block in the preview again, and nothing else', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <ContentEditor />
          <PreviewScreen loaded />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    const cards = screen.getAllByTestId('item-card');
    expect(cards).toHaveLength(12);
    const field = within(cards[0]!).getByLabelText('Texto', { exact: true });
    await user.click(field);
    renders.cards.length = 0;
    renders.blocks.length = 0;

    await user.type(field, 'Hola');

    expect(field).toHaveValue('Sección 1Hola');
    // The store and the preview follow every keystroke.
    expect(useEditorStore.getState().items[0]!.content).toMatchObject({ text: 'Sección 1Hola' });
    expect(screen.getByRole('region', { name: 'Vista previa móvil' })).toHaveTextContent('Sección 1Hola');
    // Four keystrokes: the typed card four times, no other card.
    expect(new Set(renders.cards)).toEqual(new Set([100]));
    expect(renders.cards).toHaveLength(4);
    // Four keystrokes: the heading of the card's preview and of the sidebar's preview, nothing else.
    expect(renders.blocks).toEqual(Array(8).fill('heading'));
  });

  it('hiding a block or opening a card renders that card alone', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <ContentEditor />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    renders.cards.length = 0;
    act(() => useEditorStore.getState().updateItem(103, { isVisible: false }));
    expect(screen.getAllByTestId('item-card')[3]).toHaveAttribute('data-hidden', 'true');
    expect(renders.cards).toEqual([103]);

    renders.cards.length = 0;
    await user.click(within(screen.getAllByTestId('item-card')[8]!).getByTestId('item-card-toggle'));
    expect(screen.getAllByTestId('item-card')[8]).toHaveAttribute('data-expanded', 'true');
    expect(renders.cards).toEqual([108]);
  });
});
