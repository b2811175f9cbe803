import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** A centred spinner with its text, announced politely. */
export function LoadingScreen({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-1 items-center justify-center gap-2 p-10 text-sm text-muted-foreground', className)}>
      <Spinner className="size-5" />
      <span>{label}</span>
    </div>
  );
}
