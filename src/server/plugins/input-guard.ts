import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '@shared/constants';
import type { ErrorCode } from '@shared/error-codes';
import { type InputProblem, inputProblem, problemMessage } from '@shared/text-hygiene';
import { AppError } from '../errors';

const PROBLEM_CODES: Record<InputProblem, ErrorCode> = { nul: 'nul_character', 'ill-formed': 'ill_formed_text', 'too-deep': 'too_deep' };

function refuse(request: FastifyRequest, part: unknown) {
  const problem = inputProblem(part);
  if (!problem) return;
  request.log.info({ problem }, 'refused hostile input');
  throw new AppError(400, PROBLEM_CODES[problem], problemMessage(problem, LIMITS.jsonDepthMax));
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
