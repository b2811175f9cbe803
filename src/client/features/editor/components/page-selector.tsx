import { useNavigate } from 'react-router';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePagesList } from '@/features/pages/api/get-pages';

/** The owner's pages as 'title - id'; choosing another one opens it. */
export function PageSelector({ pageId, labelledBy }: { pageId: number | null; labelledBy: string }) {
  const navigate = useNavigate();
  const { data: pages, isPending, isError } = usePagesList();
  const placeholder = isPending
    ? 'Cargando...'
    : isError
      ? 'No se pudo cargar la lista de páginas'
      : pages.length === 0
        ? 'No hay páginas disponibles'
        : 'Selecciona una página';
  const current = pages?.some((page) => page.id === pageId) ? String(pageId) : '';

  return (
    <Select
      value={current}
      disabled={isPending || isError || pages.length === 0}
      onValueChange={(value) => {
        const id = Number(value);
        if (id !== pageId) void navigate(`/edit/${id}`);
      }}
    >
      <SelectTrigger aria-labelledby={labelledBy} className="w-full min-w-0 flex-1 [&>span]:truncate">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className="max-h-80">
        {pages?.map((page) => (
          <SelectItem key={page.id} value={String(page.id)}>
            {`${page.title} - ${page.id}`}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
