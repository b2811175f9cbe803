import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { type BlockType, parseBlockContent } from '@shared/blocks/read';
import type { Item } from '@shared/schemas/item';
import { Toaster } from '@/components/ui/toaster';
import type { QuickEditPanel } from '../lib/quick-edit';

// jsdom has no ResizeObserver; Radix's switch and slider measure themselves with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export interface PanelCalls {
  /** Every onChange: the patch and whether it was sent at once. */
  onChange: ReturnType<typeof vi.fn<(patch: Record<string, unknown>, immediate: boolean) => void>>;
  onCommit: ReturnType<typeof vi.fn<() => void>>;
  /** The content as the item card holds it after the changes. */
  content(): Record<string, unknown>;
}

/**
 * Renders a panel the way an item card does: content kept locally and merged with each patch, and
 * handed to the panel read for its type.
 */
export function renderPanel<T extends BlockType>(
  Panel: QuickEditPanel<T>,
  type: T,
  initial: Record<string, unknown>,
  options: { disabled?: boolean } = {},
): PanelCalls {
  const onChange = vi.fn<(patch: Record<string, unknown>, immediate: boolean) => void>();
  const onCommit = vi.fn<() => void>();
  let latest = initial;
  function Card() {
    const [content, setContent] = useState(initial);
    useEffect(() => {
      latest = content;
    }, [content]);
    const item: Item = {
      id: 7,
      pageId: 3,
      type,
      order: 0,
      content,
      linkUrl: null,
      locked: false,
      sensitive: null,
      isSticky: false,
      isVisible: true,
      visibleFrom: null,
      visibleUntil: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    return (
      <Panel
        item={item}
        content={parseBlockContent(type, content)!}
        disabled={options.disabled}
        onChange={(patch, opts) => {
          onChange(patch, opts?.immediate === true);
          setContent((current) => ({ ...current, ...patch }));
        }}
        onCommit={onCommit}
      />
    );
  }
  // Uploads are mutations (their busy state is `isPending`), as under the app's provider.
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/edit/3']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Card />
                <Where />
              </>
            }
          />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onChange, onCommit, content: () => latest };
}

/** Where the panel navigated: the path in `data-testid="where"`, the state as JSON in its title. */
function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" title={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** A real 1x1 PNG (its bytes, as a camera or an editor would save them). */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export function pngFile(name = 'foto.png'): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

/**
 * Stubs only the network: /api/config is unreachable (no token, as signed out) and
 * POST `path` (/api/upload/image by default) answers what `answer` gives. Returns the uploads received.
 */
export function stubUploadNetwork(answer: () => Promise<Response> | Response, path = '/api/upload/image') {
  const uploads: FormData[] = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname === path && init?.method === 'POST') {
      uploads.push(init.body as FormData);
      return answer();
    }
    return new Response('', { status: 404, statusText: 'Not Found' });
  });
  return uploads;
}

export function json(body: unknown, status = 201): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A small real PDF (its header and trailer), as a person would pick one. */
export function pdfFile(name = 'Carta.pdf', size = 0): File {
  const text = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const bytes = new TextEncoder().encode(text.padEnd(Math.max(size, text.length), ' '));
  return new File([bytes], name, { type: 'application/pdf' });
}
