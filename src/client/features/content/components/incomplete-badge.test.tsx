import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { DEFAULT_PAGE_SETTINGS } from '@shared/schemas/page';
import { TooltipProvider } from '@/components/ui/tooltip';
import { itemSyncFor } from '@/lib/saves/item-sync-client';
import { type EditorItem, useEditorStore } from '@/stores/editor-store';
import { useCardExpansion } from '../stores/card-expansion';
import { ContentEditor } from './content-editor';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const PAGE_ID = 5;
const item = (id: number, type: string, content: Record<string, unknown>): EditorItem => ({ id, order: id, type, content, isVisible: true, isSticky: false, pageId: PAGE_ID });

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useEditorStore.getState().reset();
  useEditorStore.getState().loadPage({
    settings: { ...DEFAULT_PAGE_SETTINGS, id: PAGE_ID, title: 'Banco', slug: 'banco' },
    items: [
      item(1, 'link', blockDefaults('link')),
      item(2, 'link', { url: 'https://ana.example', title: 'Mi web' }),
      item(3, 'youtube', blockDefaults('youtube')),
      item(4, 'contactCard', blockDefaults('contactCard')),
      item(5, 'heading', blockDefaults('heading')),
    ],
    parentPageId: null,
  });
  useCardExpansion.setState({ expanded: new Set([1]), revealId: null });
});

afterEach(() => itemSyncFor(queryClient).clear());

describe("'Sin completar' (issue 32, decision 015)", () => {
  it('marks the blocks whose essential field is empty, shows the spec’s defaults as placeholders, and drops the mark once it is set', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <ContentEditor />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    const cards = screen.getAllByTestId('item-card');
    const marked = cards.map((card) => within(card).queryByText('Sin completar') !== null);
    expect(marked).toEqual([true, false, true, true, false]);

    const first = cards[0]!;
    const url = within(first).getByLabelText('URL');
    expect(url).toHaveValue('');
    expect(url).toHaveAttribute('placeholder', 'https://example.com');
    expect(within(first).getByLabelText('Título')).toHaveAttribute('placeholder', 'Nuevo Enlace');
    await user.type(url, 'https://ana.example/blog');
    expect(within(first).queryByText('Sin completar')).not.toBeInTheDocument();
    act(() => useEditorStore.getState().updateItem(1, { content: { url: '', title: '' } }));
    expect(within(screen.getAllByTestId('item-card')[0]!).getByText('Sin completar')).toBeInTheDocument();
  });
});
