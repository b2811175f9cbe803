import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { copyText } from '@/lib/copy-text';

export interface CopyFieldTexts {
  copy: string;
  copied: string;
  copyFailed: string;
}

/** A value to hand on (a link, a token): shown whole (selectable) with a copy button. */
export function CopyField({ value, label, texts }: { value: string; label: string; texts: CopyFieldTexts }) {
  const id = useId();
  async function copy() {
    try {
      await copyText(value);
      toast({ title: texts.copied });
    } catch {
      toast({ variant: 'destructive', title: texts.copyFailed });
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} readOnly value={value} className="min-w-0 flex-1 basis-64 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
      <Button type="button" variant="outline" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        {texts.copy}
      </Button>
    </div>
  );
}
