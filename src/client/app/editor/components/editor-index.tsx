import { Download, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { usePagesList } from '@/api/pages/get-pages';
import { ImportDialog } from '@/features/import/components/import-dialog';

/** '/': opens the first page (replacing history), or offers to create the first one. */
export function EditorIndex() {
  const pages = usePagesList();
  const [importOpen, setImportOpen] = useState(false);

  if (pages.isPending) return <LoadingScreen label="Cargando editor..." className="min-h-[60vh]" />;

  if (pages.isError) {
    return (
      <EmptyState
        title="No se pudo cargar la lista de páginas"
        action={
          <Button variant="outline" onClick={() => void pages.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }

  const first = pages.data.find((page) => page.parentPageId === null) ?? pages.data[0];
  if (first) return <Navigate to={`/edit/${first.id}`} replace />;

  // The first run: the spec's words, with one sentence of welcome (issue 32, decision 543).
  return (
    <EmptyState
      title="No se encontró ninguna página para editar."
      description={WELCOME}
      action={
        <div className="flex flex-col items-center gap-3">
          <Button asChild size="lg">
            <Link to="/create-page">
              <FilePlus2 aria-hidden="true" />
              Crear primera página
            </Link>
          </Button>
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <Download aria-hidden="true" />
            Importar tu página de Linktree u otra
          </Button>
          <ImportDialog open={importOpen} onOpenChange={setImportOpen} pageId={null} />
        </div>
      }
    />
  );
}

const WELCOME = 'Te damos la bienvenida: crea tu primera página y reúne en ella tus enlaces, textos, imágenes y vídeos.';

function EmptyState({ title, description, action }: { title: string; description?: string; action: React.ReactNode }) {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
      <title>Editor | LinkHub</title>
      <div className="flex max-w-md flex-col items-center gap-5 rounded-2xl border bg-card px-8 py-12 text-center shadow-sm">
        <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <FilePlus2 className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        {action}
      </div>
    </main>
  );
}
