import { LIMITS } from './constants';

/**
 * Text the database cannot hold, refused as a class wherever text enters (decisions 857, 861):
 * U+0000 and a surrogate half without its other half. PostgreSQL refuses both, so each answered
 * 500 before.
 */
export const TEXT_MESSAGES = {
  nul: 'Los datos enviados contienen un carácter nulo (U+0000), que no se admite.',
  illFormed: 'Los datos enviados contienen texto mal formado (UTF-16 no válido), que no se admite.',
  tooDeep: (max: number) => `Los datos enviados tienen demasiados niveles anidados (máximo ${max}).`,
} as const;

/** A surrogate half without its other half: not text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = 'nul' | 'ill-formed' | 'too-deep';

/** What is wrong with one string, if anything. */
export function textProblem(value: string): InputProblem | null {
  if (value.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'ill-formed';
  return null;
}

/** The Spanish message for a problem. */
export function problemMessage(problem: InputProblem, maxDepth: number = LIMITS.jsonDepthMax): string {
  if (problem === 'nul') return TEXT_MESSAGES.nul;
  if (problem === 'ill-formed') return TEXT_MESSAGES.illFormed;
  return TEXT_MESSAGES.tooDeep(maxDepth);
}

/**
 * What is wrong with a JSON-like value, if anything: U+0000 or a lone surrogate in any string or
 * key, or objects and arrays nested deeper than `maxDepth` (a deep enough one overflows recursive
 * code). Stops at the first problem and never recurses past `maxDepth`.
 */
export function inputProblem(value: unknown, maxDepth: number = LIMITS.jsonDepthMax, depth = 0): InputProblem | null {
  if (typeof value === 'string') return textProblem(value);
  // Raw upload bodies are bytes, not text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (depth >= maxDepth) return 'too-deep';
  if (Array.isArray(value)) {
    for (const entry of value) {
      const problem = inputProblem(entry, maxDepth, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, entry] of Object.entries(value)) {
    const problem = textProblem(key) ?? inputProblem(entry, maxDepth, depth + 1);
    if (problem) return problem;
  }
  return null;
}
