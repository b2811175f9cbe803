import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  onFile: (file: File) => void;
  'data-testid'?: string;
}

/**
 * The hidden file input a visible button opens (`ref.current.click()`): hands over the one file
 * picked and empties itself, so that picking the same file again is a change too.
 */
export function HiddenFileInput({ ref, accept, onFile, ...rest }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      aria-hidden="true"
      tabIndex={-1}
      {...rest}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
