import { type InputProblem, inputProblem } from './text-hygiene';

export type ContentValue = { ok: true; value: unknown } | { ok: false; problem: 'invalid-json' | InputProblem };

/**
 * Item content may arrive as a JSON string or an object (spec section 3). A string is parsed here,
 * the one place where its escapes ("\u0000", a lone "\ud800") become characters, so the parsed
 * value is checked here too: no NUL, no lone surrogate, no deep nesting (decision 861).
 */
export function parseContentValue(raw: unknown): ContentValue {
  if (typeof raw !== 'string') return { ok: true, value: raw };
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return { ok: false, problem: 'invalid-json' };
  }
  const problem = inputProblem(value);
  return problem ? { ok: false, problem } : { ok: true, value };
}

/** Item content as an object (it may be stored as a JSON string), or null when it is none. */
export function contentObject(raw: unknown): Record<string, unknown> | null {
  const parsed = parseContentValue(raw);
  if (!parsed.ok) return null;
  const { value } = parsed;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
