import { useIsMutating } from '@tanstack/react-query';
import { ClipboardPaste, Plus } from 'lucide-react';
import { useRef } from 'react';
import { BLOCKS, BLOCK_TYPES } from '@shared/blocks';
import { PDF_ACCEPT } from '@/blocks/pdf/pdf-file';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { useEditorStore } from '@/stores/editor-store';
import { cn } from '@/lib/utils';
import { ADD_PDF_MUTATION_KEY, useAddPdf } from '../hooks/use-add-pdf';
import { useAddItem } from '../hooks/use-add-item';
import { useContentBusy } from '../hooks/use-content-busy';
import { usePasteItem } from '../hooks/use-paste-item';
import { BLOCK_PARTS } from '@/blocks/registry';

type Variant = 'default' | 'outline' | 'floating';

/**
 * 'Agregar contenido': one entry per block type, and the copied block when there is one.
 * 'Documento PDF' asks for the file first (decision 531). `floating`: the phone's button that
 * stays at the bottom of the screen (decision 535).
 */
export function AddContentMenu({ variant = 'default' }: { variant?: Variant }) {
  const pageId = useEditorStore((state) => state.currentPageId);
  const copied = useEditorStore((state) => state.copiedItem !== null);
  const busy = useContentBusy();
  const uploading = useIsMutating({ mutationKey: ADD_PDF_MUTATION_KEY }) > 0;
  const { add } = useAddItem();
  const { paste } = usePasteItem();
  const { addPdf } = useAddPdf();
  const pdfInput = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const floating = variant === 'floating';

  return (
    <>
      <HiddenFileInput ref={pdfInput} accept={PDF_ACCEPT} onFile={addPdf} />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant={floating ? 'default' : variant}
            disabled={pageId === null || busy}
            className={cn(floating && 'h-12 rounded-full px-5 shadow-lg disabled:opacity-80')}
            data-floating={floating || undefined}
            data-add-content=""
          >
            {uploading ? <Spinner /> : <Plus aria-hidden="true" />}
            {uploading ? 'Subiendo...' : 'Agregar contenido'}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          side={floating ? 'top' : 'bottom'}
          className="w-56"
          onCloseAutoFocus={(event) => {
            // Back on the button without scrolling to it: the new block is being scrolled into view.
            event.preventDefault();
            trigger.current?.focus({ preventScroll: true });
          }}
        >
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
            const Icon = BLOCK_PARTS[type].icon;
            return (
              <DropdownMenuItem key={type} onSelect={() => (type === 'pdf' ? pdfInput.current?.click() : add(type))}>
                <Icon aria-hidden="true" />
                {BLOCKS[type].menuLabel}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
