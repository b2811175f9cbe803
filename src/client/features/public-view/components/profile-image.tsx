import { PROFILE_IMAGE_ZOOM } from '@shared/constants';
import type { PageView } from '@shared/schemas/page';
import { safeImageSrc } from '@/blocks/lib/image-src';

/** The round profile photo at the page's size (72, 96 or 128 px), zoomed: cover from 100 % up, contain below. */
export function ProfileImage({ page, size }: { page: PageView; size: number }) {
  const src = safeImageSrc(page.profileImage);
  if (!src) return null;
  const zoom = Number.isFinite(page.profileImageZoom) ? page.profileImageZoom : PROFILE_IMAGE_ZOOM.default;
  return (
    <div
      className="mx-auto mb-4 overflow-hidden rounded-full shadow-md ring-2 ring-white/70"
      style={{ width: size, height: size, backgroundColor: page.profileImageBgColor ?? undefined }}
    >
      <img
        src={src}
        alt={`Foto de perfil de ${page.title}`}
        width={size}
        height={size}
        fetchPriority="high"
        className="size-full"
        style={{ objectFit: zoom >= 100 ? 'cover' : 'contain', transform: zoom === 100 ? undefined : `scale(${zoom / 100})` }}
      />
    </div>
  );
}
