import type { ErrorEnvelope } from '@kalaro/contract/envelope';
import { errorCatalogue, type ErrorCode } from '@kalaro/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/errors.ts';

interface ErrorReply {
  code: ErrorCode;
  message?: string;
  value?: unknown;
}

/** Fastify's own client errors, by their code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_BAD_URL: 'request.malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'validation.failed',
};

/** Any other 4xx, by its status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  403: 'auth.forbidden',
  404: 'route.not_found',
  405: 'method.not_allowed',
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
  429: 'rate.limited',
};

/** Dotted path of a failing value; for an unknown key, the key itself. */
function issuePath(instancePath: string, params: Record<string, unknown>): string {
  const segments = instancePath.split('/').filter(Boolean);
  const keys = params.keys;
  if (Array.isArray(keys) && typeof keys[0] === 'string') segments.push(keys[0]);
  return segments.join('.');
}

/** Decides what the caller sees; anything not recognised is a 500 without detail. */
export function describeError(error: unknown): ErrorReply {
  if (isAppError(error))
    return { code: error.code, message: error.publicMessage, value: error.value };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const issues = error.validation.map((v) => ({
      path: issuePath(v.instancePath, v.params),
      code: v.keyword,
      message: v.message ?? 'invalid',
    }));
    const first = issues[0]?.path || context;
    return {
      code: 'validation.failed',
      message: `Invalid ${context}: ${first}`,
      value: { field: first, issues },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return { code: known };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return { code: STATUS_CODES[status] ?? 'request.malformed' };
  return { code: 'server.error' };
}

export function sendError(reply: FastifyReply, { code, message, value }: ErrorReply) {
  const body: ErrorEnvelope = { success: false, errorCode: code };
  if (message !== undefined) body.message = message;
  if (value !== undefined) body.value = value;
  return reply.code(errorCatalogue[code].status).type('application/json').send(body);
}

/**
 * Errors the router raises before any route runs (a malformed URL, a path
 * parameter past its length): the same envelope as every other refusal.
 */
export const frameworkErrors = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => sendError(reply, describeError(error));

/** One error handler and one not-found handler for the whole app: every failure is an envelope. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request: FastifyRequest, reply) => {
      const described = describeError(error);
      const status = errorCatalogue[described.code].status;
      // Maintenance is the operator's decision, not a failure: logged as a refusal.
      if (status >= 500 && described.code !== 'system.maintenance') {
        request.log.error({ err: error }, 'request failed');
      }
      // A refusal is the caller's doing (or the operator's): one line, no stack.
      else
        request.log.info(
          {
            errorCode: described.code,
            reason: error instanceof Error ? error.message : String(error),
          },
          'request refused',
        );
      return sendError(reply, described);
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(reply, {
        code: 'route.not_found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      }),
    );
  },
  { name: 'errors' },
);
