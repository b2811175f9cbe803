import { PROFILE_IMAGE_ZOOM, PROFILE_PREVIEW_PX } from '@shared/constants';
import type { PageView } from '@shared/schemas/page';
import { safeImageSrc } from '../../blocks/lib/image-src';

/** The round 128 px profile image, zoomed by profileImageZoom: cover from 100 % up, contain below. */
export function ProfileImage({ page }: { page: PageView }) {
  const src = safeImageSrc(page.profileImage);
  if (!src) return null;
  const zoom = Number.isFinite(page.profileImageZoom) ? page.profileImageZoom : PROFILE_IMAGE_ZOOM.default;
  return (
    <div
      className="mx-auto mb-4 size-32 overflow-hidden rounded-full shadow-md"
      style={{ backgroundColor: page.profileImageBgColor ?? undefined }}
    >
      <img
        src={src}
        alt={`Foto de perfil de ${page.title}`}
        width={PROFILE_PREVIEW_PX}
        height={PROFILE_PREVIEW_PX}
        fetchPriority="high"
        className="size-full"
        style={{ objectFit: zoom >= 100 ? 'cover' : 'contain', transform: zoom === 100 ? undefined : `scale(${zoom / 100})` }}
      />
    </div>
  );
}
