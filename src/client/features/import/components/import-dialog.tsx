import { FileUp, Heading, Link as LinkIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { IMPORT_SOURCE_LABELS, type ImportPreview } from '@shared/schemas/import';
import { socialLabel } from '@shared/social';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import type { PageExportSummary } from '@shared/schemas/page-export';
import { type ImportTarget, useImportPage } from '../api/import-page';
import { isPageExportFile, useImportPageExport, usePreviewPageExport } from '../api/import-page-export';
import { type ImportSourceInput, usePreviewImport } from '../api/preview-import';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page open in the editor: the import may go at its end. */
  pageId: number | null;
}

/**
 * 'Importar' (issue 37): an address or a saved page, then a preview of what will be created, where
 * each entry can be unticked, a new page or the end of this one, and 'Importar'.
 */
export function ImportDialog({ open, onOpenChange, pageId }: ImportDialogProps) {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [exported, setExported] = useState<{ file: File; summary: PageExportSummary } | null>(null);
  const navigate = useNavigate();
  const read = usePreviewImport();
  const create = useImportPage();
  const readExport = usePreviewPageExport();
  const createExport = useImportPageExport();

  function close(next: boolean) {
    if (create.isPending || createExport.isPending) return;
    onOpenChange(next);
    if (!next) {
      setPreview(null);
      setExported(null);
      read.reset();
      create.reset();
      readExport.reset();
      createExport.reset();
    }
  }

  function done(page: { id: number }) {
    close(false);
    toast({ title: 'Página importada' });
    void navigate(`/edit/${page.id}`);
  }

  async function readSource(source: ImportSourceInput) {
    read.reset();
    readExport.reset();
    // A LinkHub page export (recognised by its content) is recreated whole; any other source is previewed entry by entry.
    if ('file' in source && (await isPageExportFile(source.file))) {
      readExport.mutate(source.file, { onSuccess: (summary) => setExported({ file: source.file, summary }) });
    } else read.mutate(source, { onSuccess: setPreview });
  }

  const readError = read.error ?? readExport.error;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Importar una página</DialogTitle>
          <DialogDescription>
            {preview ? 'Revisa lo que se va a crear y desmarca lo que no quieras.' : 'Trae tu página de Linktree, Beacons, LittleLink, LinkStack, una exportación de LinkHub o cualquier página de enlaces.'}
          </DialogDescription>
        </DialogHeader>
        {exported ? (
          <ExportStep
            summary={exported.summary}
            pending={createExport.isPending}
            error={createExport.error ? messageOf(createExport.error, 'No se pudo importar.') : null}
            onBack={() => setExported(null)}
            onImport={() => createExport.mutate(exported.file, { onSuccess: done })}
          />
        ) : preview ? (
          <PreviewStep
            preview={preview}
            pageId={pageId}
            pending={create.isPending}
            error={create.error ? messageOf(create.error, 'No se pudo importar.') : null}
            onBack={() => setPreview(null)}
            onImport={(chosen, target) =>
              create.mutate(
                { preview: chosen, target },
                { onSuccess: done },
              )
            }
          />
        ) : (
          <SourceStep pending={read.isPending || readExport.isPending} error={readError ? messageOf(readError, 'No se pudo leer la página.') : null} onRead={(source) => void readSource(source)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SourceStep({ pending, error, onRead }: { pending: boolean; error: string | null; onRead: (source: ImportSourceInput) => void }) {
  const [url, setUrl] = useState('');
  const file = useRef<HTMLInputElement>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (url.trim()) onRead({ url: url.trim() });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField label="Dirección de tu página" type="url" inputMode="url" placeholder="https://linktr.ee/tu-usuario" value={url} onChange={(event) => setUrl(event.target.value)} />
      <StatusLine status={error ? { tone: 'error', text: error } : null} />
      <DialogFooter className="gap-2 sm:justify-between">
        <Button type="button" variant="outline" disabled={pending} onClick={() => file.current?.click()}>
          <FileUp aria-hidden="true" />
          Elegir un archivo (.html, .zip, .json)
        </Button>
        <HiddenFileInput ref={file} accept=".html,.htm,.zip,.json,text/html,application/zip,application/json" onFile={(chosen) => onRead({ file: chosen })} data-testid="import-file" />
        <Button type="submit" disabled={pending || !url.trim()}>
          {pending && <Spinner />}
          {pending ? 'Leyendo...' : 'Ver lo que se importará'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A LinkHub page export: what it holds, then 'Importar' recreates it as a new page. */
function ExportStep({ summary, pending, error, onBack, onImport }: { summary: PageExportSummary; pending: boolean; error: string | null; onBack: () => void; onImport: () => void }) {
  return (
    <div className="grid gap-4">
      <div className="min-w-0">
        <p className="font-semibold break-words">{summary.title}</p>
        <p className="text-sm text-muted-foreground">Desde una exportación de LinkHub</p>
      </div>
      <ul className="list-disc pl-5 text-sm">
        <li>{summary.pages === 1 ? '1 página' : `${summary.pages} páginas (con sus subpáginas)`}</li>
        <li>{summary.blocks === 1 ? '1 bloque' : `${summary.blocks} bloques`}</li>
        {summary.files > 0 && <li>{summary.files === 1 ? '1 archivo (cuenta como subido)' : `${summary.files} archivos (cuentan como subidos)`}</li>}
      </ul>
      <p className="text-sm text-muted-foreground">Se creará como una página nueva. Las estadísticas no se traen.</p>
      <StatusLine status={error ? { tone: 'error', text: error } : null} />
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" disabled={pending} onClick={onBack}>
          Volver
        </Button>
        <Button type="button" disabled={pending} onClick={onImport}>
          {pending && <Spinner />}
          {pending ? 'Importando...' : 'Importar'}
        </Button>
      </DialogFooter>
    </div>
  );
}

interface PreviewStepProps {
  preview: ImportPreview;
  pageId: number | null;
  pending: boolean;
  error: string | null;
  onBack: () => void;
  onImport: (preview: ImportPreview, target: ImportTarget) => void;
}

function PreviewStep({ preview, pageId, pending, error, onBack, onImport }: PreviewStepProps) {
  const [blocks, setBlocks] = useState(() => preview.blocks.map(() => true));
  const [socials, setSocials] = useState(() => preview.socialLinks.map(() => true));
  const [target, setTarget] = useState<'new' | 'append'>('new');
  const [photo, setPhoto] = useState(preview.profileImageUrl !== null);
  const targetName = useId();
  const chosen: ImportPreview = {
    ...preview,
    profileImageUrl: photo ? preview.profileImageUrl : null,
    blocks: preview.blocks.filter((_, index) => blocks[index]),
    socialLinks: preview.socialLinks.filter((_, index) => socials[index]),
  };
  const toggle = (list: boolean[], index: number) => list.map((value, at) => (at === index ? !value : value));

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words">{preview.title}</p>
          <p className="text-sm text-muted-foreground">Desde {IMPORT_SOURCE_LABELS[preview.source]}</p>
        </div>
      </div>
      {preview.bio && <p className="text-sm whitespace-pre-line break-words">{preview.bio}</p>}

      {preview.profileImageUrl && (
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" className="size-5 shrink-0" checked={photo} onChange={() => setPhoto(!photo)} />
          <span className="min-w-0 break-words">Copiar la foto de perfil (cuenta como una imagen subida)</span>
        </label>
      )}

      {preview.socialLinks.length > 0 && (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">Redes sociales</legend>
          {preview.socialLinks.map((link, index) => (
            <label key={link.url} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" className="size-5" checked={socials[index]} onChange={() => setSocials(toggle(socials, index))} />
              <span className="min-w-0 break-words">
                {socialLabel(link.network)} · {link.url}
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Bloques ({chosen.blocks.length} de {preview.blocks.length})</legend>
        {preview.blocks.length === 0 && <p className="text-sm text-muted-foreground">No se encontraron enlaces.</p>}
        {preview.blocks.map((block, index) => (
          <label key={index} className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" className="size-5 shrink-0" checked={blocks[index]} onChange={() => setBlocks(toggle(blocks, index))} />
            {block.type === 'link' ? <LinkIcon className="size-4 shrink-0" aria-label="Enlace" /> : <Heading className="size-4 shrink-0" aria-label="Título" />}
            <span className="min-w-0 break-words">
              {block.type === 'link' ? block.title : block.text}
              {!block.visible && <span className="text-muted-foreground"> (oculto)</span>}
            </span>
          </label>
        ))}
      </fieldset>

      {preview.skipped.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">No se importará</p>
          <ul className="list-disc pl-5 text-muted-foreground">
            {preview.skipped.map((entry, index) => (
              <li key={index} className="break-words">
                {entry.name}: {entry.reason}
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Dónde</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="radio" className="size-5" name={targetName} checked={target === 'new'} onChange={() => setTarget('new')} />
          Nueva página
        </label>
        {pageId !== null && (
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="radio" className="size-5" name={targetName} checked={target === 'append'} onChange={() => setTarget('append')} />
            Añadir al final de esta página (solo los bloques)
          </label>
        )}
      </fieldset>

      <StatusLine status={error ? { tone: 'error', text: error } : null} />
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" disabled={pending} onClick={onBack}>
          Volver
        </Button>
        <Button
          type="button"
          disabled={pending || (chosen.blocks.length === 0 && target === 'append')}
          onClick={() => onImport(chosen, target === 'append' && pageId !== null ? { kind: 'append', pageId } : { kind: 'new' })}
        >
          {pending && <Spinner />}
          {pending ? 'Importando...' : 'Importar'}
        </Button>
      </DialogFooter>
    </div>
  );
}
