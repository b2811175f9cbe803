import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCopyParentAppearance } from '../hooks/use-copy-parent-appearance';

/** 'Copiar de pág. padre', only on a subpage whose parent is known. */
export function CopyFromParentButton() {
  const { hasParent, copying, copy } = useCopyParentAppearance();
  if (!hasParent) return null;
  return (
    <Button variant="outline" size="sm" disabled={copying} onClick={() => copy()}>
      {copying ? <Spinner /> : <Copy aria-hidden="true" />}
      {copying ? 'Copiando...' : 'Copiar de pág. padre'}
    </Button>
  );
}
