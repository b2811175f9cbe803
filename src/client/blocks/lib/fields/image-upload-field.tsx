import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { safeImageSrc } from '../image-src';
import { shortenName } from '../shorten';
import { useFieldDisabled } from './panel';

export interface ImageUploadFieldProps {
  label: string;
  /** The button's text, e.g. 'Subir imagen'; 'Subiendo...' while `uploading`. */
  buttonText: string;
  imageUrl: string | null;
  accept: string;
  uploading: boolean;
  onFile(file: File): void;
  /** Clears the image; the remove button shows only when there is one. */
  onRemove(): void;
  removeText: string;
  /** The image's file name, shown under the buttons shortened to 30 characters. */
  fileName?: string;
  round?: boolean;
  disabled?: boolean;
}

/** Picks an image file and shows the current one as a thumbnail. */
export function ImageUploadField({ label, buttonText, imageUrl, accept, uploading, onFile, onRemove, removeText, fileName, round, disabled }: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const off = useFieldDisabled(disabled) || uploading;
  const src = safeImageSrc(imageUrl);
  return (
    <div role="group" aria-labelledby={id} className="grid gap-1.5">
      <span id={id} className="text-sm font-medium leading-none">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <span className={`flex size-14 shrink-0 items-center justify-center overflow-hidden border bg-muted ${round ? 'rounded-full' : 'rounded-md'}`}>
          {src ? <img src={src} alt="" className="size-full object-cover" /> : <ImageUp aria-hidden="true" className="size-5 text-muted-foreground" />}
        </span>
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap gap-2">
            <HiddenFileInput ref={input} accept={accept} onFile={onFile} data-testid={`${id}-file`} />
            <Button variant="outline" size="sm" disabled={off} onClick={() => input.current?.click()}>
              {uploading ? <Spinner /> : <ImageUp aria-hidden="true" />}
              {uploading ? 'Subiendo...' : buttonText}
            </Button>
            {src && (
              <Button variant="ghost" size="sm" disabled={off} onClick={onRemove}>
                <Trash2 aria-hidden="true" />
                {removeText}
              </Button>
            )}
          </div>
          {fileName && (
            <p className="text-xs break-all text-muted-foreground" title={fileName} data-testid="image-file-name">
              {shortenName(fileName)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
