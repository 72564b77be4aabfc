import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Largest gateway callback body read. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

/**
 * A scope whose routes get the body as the raw string (any content type): a
 * gateway or a game vendor signs the exact bytes it sent, for the route to
 * verify and parse. Bodies over `bodyLimit` bytes are refused.
 * Only the other request parts go through the schema.
 */
export async function withRawBody(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
  bodyLimit: number = CALLBACK_BODY_LIMIT,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    const rawBody: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });
    scope.setValidatorCompiler((route) =>
      route.httpPart === 'body' ? rawBody(route) : validatorCompiler(route as never),
    );
    register(scope);
  });
}

/** The raw body a `withRawBody` route received ('' when none). */
export const rawBodyOf = (request: { body: unknown }): string =>
  typeof request.body === 'string' ? request.body : '';
