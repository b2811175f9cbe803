// Kept free of Zod so the public page's bundle can use it without pulling the schemas in.
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function protocolOf(value: string): string | null {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && WEB_PROTOCOLS.has(protocolOf(value) ?? '');
}

/**
 * The href a renderer may put in a link: only http(s), mailto and tel. Anything else (javascript:,
 * data:, relative junk stored before validation existed) gives null and must not become a link.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return LINK_PROTOCOLS.has(protocolOf(trimmed) ?? '') ? trimmed : null;
}
