import { UserRound } from 'lucide-react';
import { PROFILE_PREVIEW_PX } from '@shared/constants';
import { isHttpUrl } from '@shared/href';

/** The 128 px circle: the image zoomed as the public page shows it, on the profile background. */
export function ProfilePreview({ image, zoom, bgColor }: { image: string | null; zoom: number; bgColor: string | null }) {
  const src = isHttpUrl(image) ? image : null;
  return (
    <div
      data-testid="profile-preview"
      className="flex shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted shadow-sm"
      style={{ width: PROFILE_PREVIEW_PX, height: PROFILE_PREVIEW_PX, backgroundColor: bgColor ?? undefined }}
    >
      {src ? (
        <img
          src={src}
          alt="Vista previa de la imagen de perfil"
          width={PROFILE_PREVIEW_PX}
          height={PROFILE_PREVIEW_PX}
          className="size-full"
          style={{ objectFit: zoom >= 100 ? 'cover' : 'contain', transform: zoom === 100 ? undefined : `scale(${zoom / 100})` }}
        />
      ) : (
        <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
          <UserRound className="size-10" aria-hidden="true" />
          Sin imagen
        </span>
      )}
    </div>
  );
}
