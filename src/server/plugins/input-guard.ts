import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from '../errors';

const MAX_DEPTH = 64;

/** True when a string anywhere in `value` holds U+0000, which PostgreSQL text and jsonb refuse. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((entry) => containsNul(entry, depth + 1));
  return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || containsNul(entry, depth + 1));
}

function refuseNul(request: FastifyRequest, part: unknown) {
  if (containsNul(part)) {
    request.log.info('refused a request carrying U+0000');
    throw new AppError(400, MESSAGES.nulCharacter);
  }
}

/**
 * Refuses U+0000 in path parameters, query strings and JSON bodies with a 400 before anything
 * reaches the database (it answered 500 before; decision 802). Each module's error handler gives
 * the 400 its own shape.
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      refuseNul(request, request.params);
      refuseNul(request, request.query);
    });
    app.addHook('preValidation', async (request) => {
      refuseNul(request, request.body);
    });
  },
  { name: 'input-guard' },
);
