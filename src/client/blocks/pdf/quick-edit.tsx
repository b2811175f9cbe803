import { FileText, FileUp } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { BLOCKS } from '@shared/blocks';
import { LIMITS } from '@shared/constants';
import { formatFileSize } from '@shared/file-size';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { QuickEditForm, useFieldDisabled } from '../lib/fields/panel';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { fieldValidator } from '../lib/validate-field';
import { PDF_ACCEPT, titleFromFileName, uploadPdfOrToast } from './pdf-file';

const validateTitle = fieldValidator('pdf', 'title');
const DEFAULT_TITLE = BLOCKS.pdf.defaults.title;

/** PDF document: its title, the file's name and size, and a way to replace the file. */
export function PdfQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'pdf'>) {
  const filename = content.filename ?? '';
  const { title } = content;
  const replacing = useMutation({ mutationFn: (file: File) => uploadPdfOrToast(file) });
  const uploading = replacing.isPending;

  async function replace(file: File) {
    const uploaded = await replacing.mutateAsync(file);
    if (!uploaded) return;
    // A title that only repeated the old file's name follows the new file.
    const followsName = title === DEFAULT_TITLE || (filename !== '' && title === titleFromFileName(filename));
    onChange({ ...uploaded, ...(followsName ? { title: titleFromFileName(uploaded.filename) } : {}) }, { immediate: true });
    toast({ title: 'PDF subido' });
  }

  return (
    <QuickEditForm disabled={disabled === true || uploading} label="Edición rápida del documento PDF">
      <TextField
        label="Título"
        value={title}
        maxLength={LIMITS.shortTextMax}
        validate={validateTitle}
        onChange={(next) => onChange({ title: next })}
        onCommit={onCommit}
      />
      <PdfFileField filename={filename} filesize={content.filesize ?? 0} uploading={uploading} onFile={(file) => void replace(file)} />
    </QuickEditForm>
  );
}

function PdfFileField({ filename, filesize, uploading, onFile }: { filename: string; filesize: number; uploading: boolean; onFile(file: File): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const off = useFieldDisabled() || uploading;
  return (
    <div role="group" aria-labelledby={id} className="grid gap-1.5">
      <span id={id} className="text-sm font-medium leading-none">
        Archivo
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md border bg-muted">
          <FileText aria-hidden="true" className="size-5 text-red-700" />
        </span>
        <p className="min-w-40 flex-1 text-sm" data-testid="pdf-file">
          {filename ? (
            <>
              <span className="block font-medium break-all">{filename}</span>
              <span className="block text-xs text-muted-foreground">{formatFileSize(filesize)}</span>
            </>
          ) : (
            <span className="text-muted-foreground">Sin archivo: sube un PDF.</span>
          )}
        </p>
        <HiddenFileInput ref={input} accept={PDF_ACCEPT} onFile={onFile} />
        <Button variant="outline" size="sm" disabled={off} onClick={() => input.current?.click()}>
          {uploading ? <Spinner /> : <FileUp aria-hidden="true" />}
          {uploading ? 'Subiendo...' : filename ? 'Reemplazar archivo' : 'Subir PDF'}
        </Button>
      </div>
    </div>
  );
}
