import type { EndpointDefinition } from '@kalaro/contract/endpoint';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '@fastify/compress';
import type { CacheTopic } from './cache-topics.ts';
import { CachedAnswer, ReadCache, sendCachedAnswer } from './read-cache.ts';

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
 * (one caller's, e.g. member info) returns it and its bytes are sent as they are,
 * with an ETag (`private, no-cache`: only that caller's browser keeps it).
 */
export class PreparedAnswer<E extends EndpointDefinition> {
  readonly answer: CachedAnswer;

  private constructor(
    /** Whose answer it is (a handler of another endpoint cannot return it). */
    readonly endpoint: E,
    body: Buffer,
  ) {
    this.answer = new CachedAnswer(body, 'private, no-cache');
  }

  get body(): Buffer {
    return this.answer.body;
  }

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
  /**
   * What the answer depends on besides the query and path, e.g. the caller's
   * country; a promise only when it must be read (kept values are given as they are).
   */
  key?: (input: EndpointInput<E>, request: FastifyRequest) => unknown;
}

/** How many addresses a cached read remembers the key of (see `keyByAddress`). */
const ADDRESSES_MAX = 1_000;

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** The request's body, query and params as the endpoint's schemas parsed them. */
const inputOf = <E extends EndpointDefinition>(request: FastifyRequest) =>
  ({ body: request.body, query: request.query, params: request.params }) as EndpointInput<E>;

/**
 * The body of a call whose contract declares none: nothing at all, or an empty
 * JSON object (what generic HTTP clients send for "no data"). Anything else — an
 * array, a string, a number, any field — is a body the call does not take and is
 * refused with `validation.failed`, as every call refuses bad input. (Fastify
 * hands a validator `null` for an absent body, so a JSON `null` reads as nothing
 * too.) The handler gets `undefined` either way, as its type says. The OpenAPI
 * document leaves it out (plugins/openapi.ts): such a call documents no body.
 */
export const NO_BODY = z
  .strictObject({})
  .nullish()
  .transform(() => undefined);

/**
 * The schema of an endpoint's body: the contract's, or for a call that declares
 * none, {@link NO_BODY}, except in a scope that parses multipart uploads
 * (modules/uploads/multipart.ts): there a call without a schema reads its body
 * itself, as an upload, and refuses anything else with 415. GET has no body
 * (Fastify never reads one).
 */
function bodySchemaOf(app: FastifyInstance, endpoint: EndpointDefinition): z.ZodType | undefined {
  if (endpoint.body) return endpoint.body;
  const uploads = app.hasContentTypeParser('multipart/form-data');
  return endpoint.method === 'GET' || uploads ? undefined : NO_BODY;
}

/** `<group>.<name>` of each endpoint of the contract: what the audit log calls a write. */
const actions = new Map<EndpointDefinition, string>(
  Object.entries(endpoints).flatMap(([group, calls]) =>
    Object.entries(calls).map(
      ([name, e]) => [e as EndpointDefinition, `${group}.${name}`] as const,
    ),
  ),
);

/** The contract's name of an endpoint, `<group>.<name>` (a test's own endpoint: its path). */
export const actionOf = (endpoint: EndpointDefinition): string =>
  actions.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;

/**
 * What the hooks read of a route's contract (auth, permission, the operator's
 * switches, the audit's action): every route from the contract carries it, also
 * one registered by hand.
 */
export const routeConfigOf = (endpoint: EndpointDefinition) => ({
  auth: endpoint.auth,
  permission: endpoint.permission,
  action: actionOf(endpoint),
  flag: endpoint.flag,
  maintenance: endpoint.maintenance,
  region: endpoint.region,
  protection: endpoint.protection,
});

/** Method, path, auth and schemas of an endpoint's route, from its contract definition. */
function routeOptionsOf(
  app: FastifyInstance,
  endpoint: EndpointDefinition,
): Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema' | 'decompress'> {
  const body = bodySchemaOf(app, endpoint);
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: routeConfigOf(endpoint),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.group],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(body ? { body } : {}),
      response: {
        200: envelope(endpoint.value),
        '4xx': errorEnvelope,
        '5xx': errorEnvelope,
      },
    },
    // Without a body there is nothing to decompress: no hook for it.
    ...(endpoint.body ? {} : { decompress: false }),
  };
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
  /**
   * The cache key each address (path and query string as sent) was answered
   * under, for a public read whose key is the query alone: an address seen before
   * is answered before validation (its query passed it then, and gives the same
   * key again). Checked against the cache on each use, so an answer emptied by a
   * write or out of time is never sent from here.
   */
  const keyByAddress =
    answers && !cache?.key && endpoint.auth === 'public' ? new Map<string, string>() : undefined;

  /** The answer to `request` from `readCache` (`extra`: what `cache.key` gave), loaded on a miss. */
  function answerFromCache(
    readCache: ReadCache,
    extra: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> | undefined {
    // The validator compiler has parsed these with the endpoint's schemas.
    const input = inputOf<E>(request);
    // The parsed query: defaults filled in, so equivalent addresses share an answer.
    const key = JSON.stringify([input.query, input.params, extra]);
    if (keyByAddress && keyByAddress.get(request.url) !== key) {
      // Addresses are the caller's to choose: a bounded map, emptied when full.
      if (keyByAddress.size >= ADDRESSES_MAX) keyByAddress.clear();
      keyByAddress.set(request.url, key);
    }
    const ready = readCache.peek(key);
    if (ready) {
      sendCachedAnswer(request, reply, ready);
      return undefined;
    }
    return readCache
      .get(key, async () => {
        const value = await handler(input, request, reply);
        if (value instanceof PreparedAnswer) return value.body;
        return Buffer.from(reply.serialize({ success: true, value }) as string);
      })
      .then((answer) => sendCachedAnswer(request, reply, answer));
  }
  for (const topic of cache?.topics ?? []) app.shared.onInvalidate(topic, () => answers!.forget());
  app.route({
    ...routeOptionsOf(app, endpoint),
    // Cached answers are compressed once, ahead (read-cache.ts).
    ...(answers ? { compress: false as const } : {}),
    ...(keyByAddress && answers
      ? {
          // An address answered before: sent from memory without validating its
          // query again or working out its key. Not earlier than preValidation:
          // every onRequest hook (the rate limit, the operator's guards, added to
          // the route after its own) runs first.
          preValidation: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
            const key = keyByAddress.get(request.url);
            const ready = key === undefined ? undefined : answers.peek(key);
            if (ready) sendCachedAnswer(request, reply, ready);
            else done();
          },
        }
      : {}),
    handler:
      answers && cache
        ? (request, reply) => {
            const extra = cache.key?.(inputOf<E>(request), request);
            // Kept (most calls): answered without a promise.
            return isPromise(extra)
              ? extra.then((kept) => answerFromCache(answers, kept, request, reply))
              : answerFromCache(answers, extra, request, reply);
          }
        : async (request, reply) => {
            const value = await handler(inputOf<E>(request), request, reply);
            if (value instanceof PreparedAnswer)
              return sendCachedAnswer(request, reply, value.answer);
            return { success: true, value };
          },
  });
}

/**
 * Registers a route whose handler answers with a {@link PreparedAnswer} (kept
 * in memory, e.g. member info): sent as it is, compressed once and with its
 * ETag, without a promise when the handler has it at hand.
 */
export function registerPreparedEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    input: EndpointInput<E>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => PreparedAnswer<E> | Promise<PreparedAnswer<E>>,
): void {
  app.route({
    ...routeOptionsOf(app, endpoint),
    // Compressed ahead, once per answer (read-cache.ts).
    compress: false,
    handler: (request, reply) => {
      const prepared = handler(inputOf<E>(request), request, reply);
      if (!isPromise(prepared)) {
        sendCachedAnswer(request, reply, prepared.answer);
        return undefined;
      }
      return prepared.then((answer) => sendCachedAnswer(request, reply, answer.answer));
    },
  });
}
