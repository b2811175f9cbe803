import { isHttpUrl } from '@shared/href';

/** An image address we may render: http(s), or a path on our own server (uploads). */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (isHttpUrl(trimmed)) return trimmed;
  return /^\/(?!\/)[^\s\\]*$/.test(trimmed) ? trimmed : null;
}
