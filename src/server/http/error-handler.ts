import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { toFieldErrors } from '../../domain/http/field-errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_DETAIL,
  SERVER_ERROR_DETAIL,
} from '../../domain/http/server-errors';
import type { DatabaseOutage } from '../db/database-outage';
import { AppError } from './app-error';

/**
 * Every error leaves in DRF's shape; a stack trace never does. A database that cannot be reached answers 503,
 * and only the outage's start and end are logged (`outage`), not each request.
 */
export function installErrorHandler(app: FastifyInstance, outage: DatabaseOutage) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.body);
    if (outage.noteFailure(error, { refused: true })) {
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: DATABASE_UNAVAILABLE_DETAIL });
    }
    if (error instanceof ZodError) return reply.status(400).send(toFieldErrors(error));
    const constraint = databaseConstraintMessage(error);
    if (constraint) return reply.status(400).send({ non_field_errors: [constraint] });
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode === 429) return reply.status(429).send({ detail: error.message });
    if (statusCode >= 400 && statusCode < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported media type.' : error.message;
      return reply.status(statusCode).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: SERVER_ERROR_DETAIL });
  });
}

/**
 * Integrity errors the checks before a write did not catch (two requests racing) are still the client's,
 * and so is an id beyond the integer range of the database.
 */
function databaseConstraintMessage(error: unknown): string | null {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return 'This record already exists.';
    if (current.code === '23503')
      return 'This record is referred to by, or refers to, a record that does not exist.';
    if (current.code === '22003') return 'A number in the request is out of range.';
  }
  return null;
}
