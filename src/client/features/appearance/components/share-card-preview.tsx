import { ImageIcon } from 'lucide-react';
import { isHttpUrl } from '@shared/href';

interface ShareCardPreviewProps {
  title: string;
  description: string;
  image: string | null;
  address: string;
}

/** Roughly how a chat or a social network shows the shared link: image, site, title and description. */
export function ShareCardPreview({ title, description, image, address }: ShareCardPreviewProps) {
  const src = isHttpUrl(image) ? image : null;
  return (
    <figure className="grid gap-1.5" data-testid="share-card-preview">
      <figcaption className="text-sm font-medium">Así se verá al compartir</figcaption>
      <div className="w-full max-w-sm overflow-hidden rounded-lg border bg-muted/40 shadow-xs">
        <div className="flex aspect-[1.91/1] w-full items-center justify-center overflow-hidden bg-muted">
          {src ? (
            <img src={src} alt="" className="size-full object-cover" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
              <ImageIcon className="size-6" aria-hidden="true" />
              Sin imagen
            </span>
          )}
        </div>
        <div className="grid gap-0.5 border-t px-3 py-2">
          <span className="truncate text-xs text-muted-foreground uppercase">{address}</span>
          <span className="line-clamp-2 text-sm font-semibold break-words" data-testid="share-card-title">
            {title}
          </span>
          {description && (
            <span className="line-clamp-2 text-xs break-words text-muted-foreground" data-testid="share-card-description">
              {description}
            </span>
          )}
        </div>
      </div>
    </figure>
  );
}
