import type { EndpointDefinition } from '@kalaro/contract/endpoint';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives, already validated against the contract's schemas. */
export interface EndpointInput<E extends EndpointDefinition> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.output<E['value']>>;

/**
 * Registers a route from its contract definition: method, path, auth and schemas
 * all come from `@kalaro/contract/endpoints`. The handler returns the value; the
 * answer is `{ success: true, value }`.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { auth: endpoint.auth },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.group],
      ...(endpoint.auth === 'admin' ? { security: [{ adminToken: [] }] } : {}),
      ...(endpoint.auth === 'member' || endpoint.auth === 'realMember'
        ? { security: [{ sessionCookie: [] }, { sessionToken: [] }] }
        : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        200: envelope(endpoint.value),
        '4xx': errorEnvelope,
        '5xx': errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      // The validator compiler has parsed these with the endpoint's schemas.
      const input = {
        body: request.body,
        query: request.query,
        params: request.params,
      } as EndpointInput<E>;
      const value = await handler(input, request, reply);
      return { success: true, value };
    },
  });
}
