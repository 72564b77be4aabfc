import type { RouteInfo } from '@kalaro/contract/route-info';
import type { routes } from '@kalaro/contract/routes';
import type { Endpoints } from '@kalaro/contract/endpoints';
import type {
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointSchemas,
  EndpointValue,
} from '@kalaro/contract/endpoint';
import { ApiError, CLIENT_ERROR } from '@/shared/http/api-error';
import { clearSession } from '@/shared/session/session';
import { sessionLimitReached } from '@/shared/session/session-limit';

/**
 * The one typed client: paths come from the contract's route tables (plain data,
 * loaded at run time: each call names its group's table, so a bundle carries only
 * the groups its code calls), types from the endpoint table (type-only import, so
 * no schema library reaches the bundle).
 */
type Tables = typeof routes;
export type Group = keyof Endpoints;
export type Name<G extends Group> = keyof Endpoints[G] & keyof Tables[G];
/** The group whose route table `T` is, e.g. 'member' for `memberRoutes`. */
export type GroupOf<T> = {
  [G in Group]: [Tables[G]] extends [T] ? ([T] extends [Tables[G]] ? G : never) : never;
}[Group];
type Def<G extends Group, N extends Name<G>> = Endpoints[G][N] extends EndpointSchemas
  ? Endpoints[G][N]
  : never;

export type CallValue<G extends Group, N extends Name<G>> = EndpointValue<Def<G, N>>;

type Optional<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : { [P in K]: T };

export type CallOptions<G extends Group, N extends Name<G>> = Optional<
  'query',
  EndpointQuery<Def<G, N>>
> &
  Optional<'body', EndpointBody<Def<G, N>>> &
  Optional<'params', EndpointParams<Def<G, N>>> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** Sends the body as application/x-www-form-urlencoded instead of JSON. */
    form?: boolean;
    /** A multipart/form-data body (file uploads); the browser sets its boundary. */
    formData?: FormData;
  };

type Primitive = string | number | boolean | null | undefined;

export const buildPath = (template: string, params?: Record<string, Primitive>): string =>
  template.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${key}"`);
    return encodeURIComponent(String(value));
  });

export const buildQuery = (query?: Record<string, Primitive | readonly Primitive[]>): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as Primitive[]) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * How long a call waits for its whole answer before it gives up with
 * `network.timeout`: on mobile data a request can hang for minutes with no error.
 * Reads are retried by the query layer; writes are not (money calls carry an
 * idempotency key, so the player's own retry is safe); uploads get longer.
 */
export const CALL_TIMEOUT_MS = { read: 15_000, write: 30_000, upload: 60_000 } as const;

/** Errors that mean the session cookie is missing or no longer valid. */
const SESSION_LOST = new Set(['auth.session_expired', 'auth.required']);
const SESSION_LIMIT = 'protection.session_limit';

/** A flat object as application/x-www-form-urlencoded text (undefined and null are left out). */
export const formEncode = (body: unknown): string => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, Primitive>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form.toString();
};

interface RawEnvelope {
  success?: unknown;
  value?: unknown;
  errorCode?: unknown;
  message?: unknown;
}

/**
 * Calls an endpoint: `call(memberRoutes, 'info')`. Options (query, body, path
 * params) are typed from the endpoint's schemas; the answer is its value.
 */
export async function call<T extends Tables[Group], N extends Name<GroupOf<T>>>(
  table: T,
  name: N,
  ...[options]: keyof CallOptions<GroupOf<T>, N> extends never
    ? [CallOptions<GroupOf<T>, N>?]
    : object extends CallOptions<GroupOf<T>, N>
      ? [CallOptions<GroupOf<T>, N>?]
      : [CallOptions<GroupOf<T>, N>]
): Promise<CallValue<GroupOf<T>, N>> {
  const route = (table as Readonly<Record<string, RouteInfo>>)[name as string] as RouteInfo;
  const opts = (options ?? {}) as {
    query?: Record<string, Primitive>;
    body?: unknown;
    params?: Record<string, Primitive>;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    form?: boolean;
    formData?: FormData;
  };
  const url = buildPath(route.path, opts.params) + buildQuery(opts.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: string | FormData | undefined = opts.formData;
  if (opts.body !== undefined) {
    headers['Content-Type'] = opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
    body = opts.form ? formEncode(opts.body) : JSON.stringify(opts.body);
  }

  // The caller's signal (a screen left) or the call's time, whichever ends first.
  const limit = opts.formData
    ? CALL_TIMEOUT_MS.upload
    : route.method === 'GET'
      ? CALL_TIMEOUT_MS.read
      : CALL_TIMEOUT_MS.write;
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, limit);
  const leave = () => abort.abort();
  if (opts.signal?.aborted) leave();
  opts.signal?.addEventListener('abort', leave, { once: true });
  const failed = (error: unknown, status: number, otherwise: string) => {
    if (timedOut) return new ApiError(0, CLIENT_ERROR.TIMEOUT);
    if (opts.signal?.aborted) return error;
    return new ApiError(status, otherwise);
  };

  let response: Response;
  let envelope: RawEnvelope;
  try {
    try {
      response = await fetch(url, {
        method: route.method,
        credentials: 'same-origin',
        headers,
        body,
        signal: abort.signal,
      });
    } catch (error) {
      throw failed(error, 0, CLIENT_ERROR.NETWORK);
    }
    try {
      // The body can stall too: the time covers it.
      envelope = (await response.json()) as RawEnvelope;
    } catch (error) {
      throw failed(
        error,
        response.status,
        response.ok ? CLIENT_ERROR.BAD_RESPONSE : 'server.error',
      );
    }
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', leave);
  }
  if (typeof envelope !== 'object' || envelope === null) {
    throw new ApiError(response.status, CLIENT_ERROR.BAD_RESPONSE);
  }
  if (!response.ok || envelope.success !== true) {
    const errorCode = typeof envelope.errorCode === 'string' ? envelope.errorCode : 'server.error';
    // The server no longer knows this session: forget the local session info too.
    if (response.status === 401 && SESSION_LOST.has(errorCode)) clearSession();
    // The player's own session-time limit: the server has ended every session.
    if (errorCode === SESSION_LIMIT) {
      clearSession();
      sessionLimitReached();
    }
    throw new ApiError(
      response.status,
      errorCode,
      typeof envelope.message === 'string' ? envelope.message : undefined,
      envelope.value,
    );
  }
  return envelope.value as CallValue<GroupOf<T>, N>;
}
