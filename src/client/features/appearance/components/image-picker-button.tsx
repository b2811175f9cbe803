import { ImageUp } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { IMAGE_ACCEPT } from '../lib/image-file';

interface ImagePickerButtonProps {
  children: ReactNode;
  uploading: boolean;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  onFile: (file: File) => void;
}

/** A button that opens the file picker; it reads 'Subiendo...' while the image is on its way. */
export function ImagePickerButton({ children, uploading, disabled, variant = 'outline', onFile }: ImagePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <HiddenFileInput ref={input} accept={IMAGE_ACCEPT} onFile={onFile} />
      <Button variant={variant} size="sm" disabled={uploading || disabled} onClick={() => input.current?.click()}>
        {uploading ? <Spinner /> : <ImageUp aria-hidden="true" />}
        {uploading ? 'Subiendo...' : children}
      </Button>
    </>
  );
}
