import { ArrowLeft, Layers } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useEditorStore } from '@/stores/editor-store';

/** Shown while editing a subpage: back to the parent's editor (or / when the parent is unknown). */
export function SubpageBar({ parentPageId }: { parentPageId: number | null }) {
  const navigate = useNavigate();
  const title = useEditorStore((state) => state.pageSettings.title);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-primary/20 bg-accent px-3 py-2 sm:flex-row sm:items-center sm:gap-4">
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-accent-foreground hover:bg-primary/10"
        onClick={() => void navigate(parentPageId !== null ? `/edit/${parentPageId}` : '/')}
      >
        <ArrowLeft aria-hidden="true" />
        Volver a página padre
      </Button>
      <p className="flex min-w-0 items-center gap-2 text-sm text-accent-foreground">
        <Layers className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">
          Editando Subpágina: <strong className="font-semibold">{title}</strong>
        </span>
      </p>
    </div>
  );
}
