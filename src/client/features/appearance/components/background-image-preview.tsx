import { ImagePlus } from 'lucide-react';
import { isHttpUrl } from '@shared/href';

/** A small picture of the chosen background, or a hint to upload one. */
export function BackgroundImagePreview({ image }: { image: string | null }) {
  const src = isHttpUrl(image) ? image : null;
  return (
    <div className="flex h-24 w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed bg-muted sm:w-40">
      {src ? (
        <img src={src} alt="Imagen de fondo actual" className="size-full object-cover" />
      ) : (
        <span className="flex flex-col items-center gap-1 px-2 text-center text-xs text-muted-foreground">
          <ImagePlus className="size-6" aria-hidden="true" />
          Sin imagen de fondo
        </span>
      )}
    </div>
  );
}
