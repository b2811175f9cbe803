import { Component, createElement, memo, type ReactNode, Suspense } from 'react';
import type { ItemView } from '@shared/schemas/item';
import { GuardedBlock, isGuarded } from './lib/guarded-block';
import { readBlock } from './lib/item-content';
import type { ViewMode } from './lib/types';
import { rendererFor } from './registry';

const UNPARSEABLE_MESSAGE = 'Error al mostrar contenido';

function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white/90 px-4 py-3 text-center text-sm text-gray-800">{children}</p>;
}

class BlockErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Notice>{UNPARSEABLE_MESSAGE}</Notice> : this.props.children;
  }
}

export interface BlockViewProps {
  item: ItemView;
  mode: ViewMode;
  eager: boolean;
  onOpenPage?: ((pageId: number) => void) | undefined;
}

/**
 * One item as a visitor sees it. Content may be a JSON string or an object, read once per item
 * (lib/item-content.ts) into the type's content; an unknown type or content that is no object shows
 * the spec's notices, and a renderer that throws only loses its own block (on the server the
 * Suspense boundary keeps the rest of the page). Memoized: the editor's preview renders the page
 * again on every keystroke, and only the block whose item changed renders again (issue 13).
 */
export const BlockView = memo(function BlockView({ item, mode, eager, onOpenPage }: BlockViewProps) {
  // The registry's renderers are module-level components, looked up by type.
  const Renderer = rendererFor(item.type);
  if (!Renderer) return <Notice>{`Contenido no reconocido: ${item.type}`}</Notice>;
  // A code or a gate before it (issue 36): its title alone, and the way to its screen.
  if (isGuarded(item)) return <GuardedBlock item={item} mode={mode} />;
  const block = readBlock(item);
  if (!block) return <Notice>{UNPARSEABLE_MESSAGE}</Notice>;
  return (
    <BlockErrorBoundary>
      <Suspense fallback={<Notice>{UNPARSEABLE_MESSAGE}</Notice>}>
        {createElement(Renderer, { content: block.content, item, mode, eager, onOpenPage })}
      </Suspense>
    </BlockErrorBoundary>
  );
});
