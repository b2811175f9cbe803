import { parseContentValue } from '@shared/content-value';

/** An item's content as an object (it may be stored as a JSON string), or null when unreadable. */
export function readContent(raw: unknown): Record<string, unknown> | null {
  const parsed = parseContentValue(raw);
  if (!parsed.ok) return null;
  const value = parsed.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
