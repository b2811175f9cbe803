/** Item content may arrive as a JSON string or an object (spec section 3). */
export function parseContentValue(raw: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof raw !== 'string') return { ok: true, value: raw };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Item content as an object (it may be stored as a JSON string), or null when it is none. */
export function contentObject(raw: unknown): Record<string, unknown> | null {
  const parsed = parseContentValue(raw);
  if (!parsed.ok) return null;
  const { value } = parsed;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
