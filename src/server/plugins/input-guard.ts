import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '@shared/constants';
import { AppError, MESSAGES } from '../errors';

/** A surrogate half without its other half: not text, and PostgreSQL refuses it (decision 857). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = 'nul' | 'ill-formed' | 'too-deep';

function stringProblem(value: string): InputProblem | null {
  if (value.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'ill-formed';
  return null;
}

/**
 * What is wrong with a request's parameters, query or JSON body, if anything: U+0000 or a lone
 * surrogate in any string or key (both reach PostgreSQL as errors), or objects and arrays nested
 * deeper than `maxDepth` (a deep enough one overflows recursive code). Stops at the first problem
 * and never recurses past `maxDepth`.
 */
export function inputProblem(value: unknown, maxDepth: number = LIMITS.jsonDepthMax, depth = 0): InputProblem | null {
  if (typeof value === 'string') return stringProblem(value);
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
    const problem = stringProblem(key) ?? inputProblem(entry, maxDepth, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function refuse(request: FastifyRequest, part: unknown) {
  const problem = inputProblem(part);
  if (!problem) return;
  request.log.info({ problem }, 'refused hostile input');
  if (problem === 'nul') throw new AppError(400, MESSAGES.nulCharacter);
  if (problem === 'ill-formed') throw new AppError(400, MESSAGES.illFormedText);
  throw new AppError(400, MESSAGES.tooDeep(LIMITS.jsonDepthMax));
}

/**
 * Refuses U+0000, lone surrogates and over-deep nesting in path parameters, query strings and JSON
 * bodies with a 400 before anything reaches a use case or the database (each answered 500 before;
 * decisions 802 and 857). Each module's error handler gives the 400 its own shape.
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      refuse(request, request.params);
      refuse(request, request.query);
    });
    app.addHook('preValidation', async (request) => {
      refuse(request, request.body);
    });
  },
  { name: 'input-guard' },
);
