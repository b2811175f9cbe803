import { Eye, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogPortal, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { OpenPublicPage, PreviewScreen, usePreviewSlug } from './preview-screen';

/**
 * Below 1024 px the preview does not sit under the whole editor: a floating 'Vista previa' button
 * opens it as a full-screen sheet (decision 535).
 */
export function PreviewSheet({ pageId }: { pageId: number | null }) {
  const { loaded, slug } = usePreviewSlug(pageId);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="fixed bottom-4 left-4 z-30 h-12 rounded-full bg-card px-5 shadow-lg" data-testid="preview-button">
          <Eye aria-hidden="true" />
          Vista previa
        </Button>
      </DialogTrigger>
      <DialogPortal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex h-dvh w-full flex-col bg-card outline-none data-[state=open]:animate-in"
          data-testid="preview-sheet"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold tracking-tight">Vista previa</DialogTitle>
              <DialogDescription className="sr-only">Así verán tu página los visitantes, con los cambios que aún no has guardado.</DialogDescription>
            </div>
            <div className="flex items-center gap-2">
              <OpenPublicPage slug={slug} />
              <DialogClose asChild>
                <Button variant="ghost" size="icon" aria-label="Cerrar vista previa">
                  <X aria-hidden="true" />
                </Button>
              </DialogClose>
            </div>
          </div>
          <PreviewScreen loaded={loaded} className="min-h-0 flex-1" />
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  );
}
