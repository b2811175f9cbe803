import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { copyText } from '@/lib/copy-text';
import { ADMIN_MESSAGES as M } from '../lib/messages';

/** A link to hand to someone: shown whole (selectable) with a copy button. */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const id = useId();
  async function copy() {
    try {
      await copyText(link);
      toast({ title: M.copied });
    } catch {
      toast({ variant: 'destructive', title: M.copyFailed });
    }
  }
  return (
    <div className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} readOnly value={link} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
      <Button type="button" variant="outline" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        {M.copy}
      </Button>
    </div>
  );
}
