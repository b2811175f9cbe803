import { ClipboardPaste, Plus } from 'lucide-react';
import { BLOCKS, BLOCK_TYPES } from '@shared/blocks';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useEditorStore } from '@/features/editor/stores/editor-store';
import { useAddItem } from '../hooks/use-add-item';
import { useContentBusy } from '../hooks/use-content-busy';
import { usePasteItem } from '../hooks/use-paste-item';
import { BLOCK_ICONS } from '../lib/block-icons';

/** 'Agregar contenido': one entry per block type, and the copied block when there is one. */
export function AddContentMenu({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  const pageId = useEditorStore((state) => state.currentPageId);
  const copied = useEditorStore((state) => state.copiedItem !== null);
  const busy = useContentBusy();
  const { add } = useAddItem();
  const { paste } = usePasteItem();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} disabled={pageId === null || busy}>
          <Plus aria-hidden="true" />
          Agregar contenido
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Añadir Contenido</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {copied && (
          <>
            <DropdownMenuItem onSelect={paste}>
              <ClipboardPaste aria-hidden="true" />
              Pegar elemento copiado
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        {BLOCK_TYPES.map((type) => {
          const Icon = BLOCK_ICONS[type];
          return (
            <DropdownMenuItem key={type} onSelect={() => add(type)}>
              <Icon aria-hidden="true" />
              {BLOCKS[type].menuLabel}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
