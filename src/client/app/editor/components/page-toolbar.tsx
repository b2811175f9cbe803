import { CopyIcon, Download, EllipsisVertical, FileArchive, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
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
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { usePagesList } from '@/api/pages/get-pages';
import { useExportPage } from '@/features/import/api/export-page';
import { ImportDialog } from '@/features/import/components/import-dialog';
import { toast } from '@/hooks/use-toast';
import { usePageActions } from '../hooks/use-page-actions';
import { DeletePageDialog } from './delete-page-dialog';
import { PageSelector } from './page-selector';

/** Page selector, 'Refrescar Lista', 'Nueva página' and the current page's menu. */
export function PageToolbar({ pageId }: { pageId: number | null }) {
  const pages = usePagesList();
  const actions = usePageActions();
  const exporting = useExportPage();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const menuTrigger = useRef<HTMLButtonElement>(null);

  async function refresh() {
    const result = await pages.refetch();
    if (result.isError) {
      toast({ variant: 'destructive', title: 'Error', description: 'No se pudo cargar la lista de páginas' });
    } else {
      toast({ title: 'Lista de páginas actualizada' });
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-end">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <span id="page-selector-label" className="text-sm font-medium">
          Página
        </span>
        <div className="flex min-w-0 gap-2">
          <PageSelector pageId={pageId} labelledBy="page-selector-label" />
          <Button variant="outline" onClick={() => void refresh()} disabled={pages.isFetching} className="shrink-0">
            <RefreshCw className={pages.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <span className="hidden md:inline">Refrescar Lista</span>
            <span className="sr-only md:hidden">Refrescar Lista</span>
          </Button>
        </div>
      </div>
      <div className="flex gap-2">
        <Button onClick={() => void actions.createPage()} disabled={actions.busy} className="flex-1 sm:flex-none">
          {actions.creating ? <Spinner /> : <Plus aria-hidden="true" />}
          {actions.creating ? 'Creando...' : 'Nueva página'}
        </Button>
        <Button variant="outline" onClick={() => setImportOpen(true)} disabled={actions.busy} className="flex-1 sm:flex-none">
          <Download aria-hidden="true" />
          Importar
        </Button>
        <DropdownMenu open={menuOpen} onOpenChange={(open) => setMenuOpen(open || actions.duplicating)}>
          <Tooltip>
            <TooltipTrigger asChild>
              <DropdownMenuTrigger asChild>
                <Button ref={menuTrigger} variant="outline" size="icon" aria-label="Acciones de la página" disabled={pageId === null || actions.busy}>
                  {actions.duplicating || actions.deleting ? <Spinner /> : <EllipsisVertical aria-hidden="true" />}
                </Button>
              </DropdownMenuTrigger>
            </TooltipTrigger>
            <TooltipContent>Acciones de la página</TooltipContent>
          </Tooltip>
          <DropdownMenuContent align="end" className="w-52">
            <DropdownMenuLabel className="text-xs text-muted-foreground">Página actual</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              disabled={actions.busy}
              onSelect={(event) => {
                event.preventDefault();
                if (pageId === null) return;
                void actions.duplicatePage(pageId).finally(() => setMenuOpen(false));
              }}
            >
              {actions.duplicating ? <Spinner /> : <CopyIcon aria-hidden="true" />}
              {actions.duplicating ? 'Duplicando...' : 'Duplicar página'}
            </DropdownMenuItem>
            <DropdownMenuItem
              disabled={actions.busy || exporting.isPending}
              onSelect={() => {
                if (pageId === null) return;
                exporting.mutate(pageId, {
                  onSuccess: () => toast({ title: 'Página exportada' }),
                  onError: () => toast({ variant: 'destructive', title: 'Error', description: 'No se pudo exportar la página' }),
                });
              }}
            >
              {exporting.isPending ? <Spinner /> : <FileArchive aria-hidden="true" />}
              Exportar página
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" disabled={actions.busy} onSelect={() => setConfirmOpen(true)}>
              <Trash2 aria-hidden="true" />
              Eliminar página
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} pageId={pageId} />
      <DeletePageDialog
        open={confirmOpen}
        returnFocusTo={menuTrigger}
        pending={actions.deleting}
        onOpenChange={setConfirmOpen}
        onConfirm={() => {
          if (pageId === null) return;
          void actions.deletePage(pageId).finally(() => setConfirmOpen(false));
        }}
      />
    </div>
  );
}
