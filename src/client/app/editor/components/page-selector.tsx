import { CornerDownRight } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePagesList } from '@/api/pages/get-pages';
import { pageTree } from '../lib/page-tree';

/** The owner's pages as 'title - id', each subpage under its parent; choosing another one opens it. */
export function PageSelector({ pageId, labelledBy }: { pageId: number | null; labelledBy: string }) {
  const navigate = useNavigate();
  const listId = useId();
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
        {pageTree(pages ?? []).map(({ page, depth, parentTitle }) => (
          <SelectItem
            key={page.id}
            value={String(page.id)}
            style={depth > 0 ? { paddingLeft: `${0.5 + 1.25 * depth}rem` } : undefined}
            aria-describedby={parentTitle === null ? undefined : `${listId}-parent-${page.id}`}
            prefix={
              parentTitle === null ? undefined : (
                <>
                  <CornerDownRight aria-hidden="true" className="text-muted-foreground" />
                  <span id={`${listId}-parent-${page.id}`} className="sr-only">{`Subpágina de ${parentTitle}`}</span>
                </>
              )
            }
          >
            {`${page.title} - ${page.id}`}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
