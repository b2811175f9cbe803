import { INCOMPLETE_LABEL } from '@shared/blocks/complete';
import { Badge } from '@/components/ui/badge';

/**
 * 'Sin completar': the block's essential field is still empty, so visitors do not see it yet
 * (decision 015). The title says why.
 */
export function IncompleteBadge() {
  return (
    <Badge
      variant="outline"
      className="shrink-0 border-amber-400 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
      title="Los visitantes no lo ven hasta que lo completes"
      data-testid="item-incomplete"
      // Not the type badge: tests and styles that look for the type find it alone.
      data-slot="incomplete-badge"
    >
      {INCOMPLETE_LABEL}
    </Badge>
  );
}
