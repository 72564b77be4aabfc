import type { EndpointDefinition } from '@kalaro/contract/endpoint';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CacheTopic } from '../plugins/shared.ts';
import { ReadCache, sendCachedAnswer } from './read-cache.ts';

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
) => Promise<z.output<E['value']> | PreparedAnswer<E>>;

/**
 * An endpoint's answer serialised ahead, with the same serialiser and schema as
 * the route (checked once, when made): a handler that keeps answers in memory
 * (one caller's, e.g. member info) returns it and its bytes are sent as they are.
 */
export class PreparedAnswer<E extends EndpointDefinition> {
  private constructor(
    /** Whose answer it is (a handler of another endpoint cannot return it). */
    readonly endpoint: E,
    readonly body: Buffer,
  ) {}

  static of<E extends EndpointDefinition>(
    endpoint: E,
    value: z.output<E['value']>,
  ): PreparedAnswer<E> {
    const serialize = serializerCompiler({
      schema: envelope(endpoint.value),
      method: endpoint.method,
      url: endpoint.path,
    });
    return new PreparedAnswer(endpoint, Buffer.from(serialize({ success: true, value })));
  }
}

/**
 * A read whose answer is the same for every caller with the same query (and
 * `key`): served from memory, serialised and compressed once, with an ETag.
 */
export interface CachedRead<E extends EndpointDefinition> {
  /** How long an answer is kept at most, when no write empties the cache first. */
  ttlMs: number;
  /** Writes (on any instance, through `app.shared`) that empty the cache. */
  topics?: CacheTopic[];
  /** The clock of the time to live (tests move it). */
  now?: () => number;
  /** What the answer depends on besides the query and path, e.g. the caller's country. */
  key?: (input: EndpointInput<E>, request: FastifyRequest) => unknown;
}

/**
 * Registers a route from its contract definition: method, path, auth and schemas
 * all come from `@kalaro/contract/endpoints`. The handler returns the value; the
 * answer is `{ success: true, value }`. With `cache` (public reads), answers
 * come from a {@link ReadCache}.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  cache?: CachedRead<E>,
): void {
  const answers = cache ? new ReadCache(cache.ttlMs, undefined, cache.now) : undefined;
  for (const topic of cache?.topics ?? []) app.shared.onInvalidate(topic, () => answers!.forget());
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
      if (answers && cache) {
        // The parsed query: defaults filled in, so equivalent addresses share an answer.
        const key = JSON.stringify([input.query, input.params, await cache.key?.(input, request)]);
        const answer = await answers.get(key, async () => {
          const value = await handler(input, request, reply);
          if (value instanceof PreparedAnswer) return value.body;
          return Buffer.from(reply.serialize({ success: true, value }) as string);
        });
        return sendCachedAnswer(request, reply, answer);
      }
      const value = await handler(input, request, reply);
      if (value instanceof PreparedAnswer) {
        return reply.type('application/json; charset=utf-8').send(value.body);
      }
      return { success: true, value };
    },
  });
}
