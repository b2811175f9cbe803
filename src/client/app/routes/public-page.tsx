import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { PublicItem } from '@shared/schemas/item';
import type { PublicPage } from '@shared/schemas/page';
import { LoadingScreen } from '@/components/loading-screen';
import { PublicPageView } from '@/features/public-view';
import { apiRequest } from '@/lib/api';

async function loadPublicPage(params: { slug?: string; pageId?: string }) {
  const page = params.pageId
    ? await apiRequest<PublicPage>('GET', `/api/pages/id/${encodeURIComponent(params.pageId)}`)
    : await apiRequest<PublicPage>('GET', `/api/pages/${encodeURIComponent(params.slug ?? '')}`);
  const items = (await apiRequest<PublicItem[]>('GET', `/api/pages/${page.id}/items`)) ?? [];
  return { page, items };
}

/**
 * Client-side navigation to /view/... and /preview/... (the server renders these addresses on a full
 * load). Lazy, so its code stays out of the editor's bundle.
 */
function PublicPageRoute() {
  const params = useParams();
  const query = useQuery({
    queryKey: ['publicPage', params.slug ?? null, params.pageId ?? null],
    queryFn: () => loadPublicPage(params),
  });

  if (query.isPending) return <LoadingScreen label="Cargando..." className="min-h-dvh" />;
  if (query.isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-2 px-4 text-center">
        <title>Página no encontrada | LinkHub</title>
        <h1 className="text-2xl font-bold">Página no encontrada</h1>
        <p className="text-muted-foreground">La página que estás buscando no existe o no se pudo cargar.</p>
      </main>
    );
  }
  return (
    <main className="min-h-dvh">
      <title>{`${query.data.page.title} | LinkHub`}</title>
      <PublicPageView page={query.data.page} items={query.data.items} mode="public" />
    </main>
  );
}

export default PublicPageRoute;
