import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { RouteInfo } from './routes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. Enforced by one server hook, never in handlers.
 * - public: anyone
 * - optional: anyone; a session is read when present
 * - member: a valid member session (cookie or bearer token)
 * - realMember: a member session that is not a trial (free-play) account; a trial
 *   session is refused with 403 `auth.trial_restricted`
 * - admin: the operator's admin token (`KALARO_ADMIN_TOKEN`)
 */
export type AuthRequirement = 'public' | 'optional' | 'member' | 'realMember' | 'admin';

export interface EndpointSchemas {
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Schema of the envelope's `value` on success. */
  readonly value: z.ZodType;
  /** Error codes this call may answer besides the generic ones. */
  readonly errors: readonly ErrorCode[];
}

export type EndpointDefinition = RouteInfo & EndpointSchemas & { readonly group: string };

/** The errors the operator's switches on a route answer (the server's guards, from the route table). */
export const guardErrors = (route: RouteInfo): ErrorCode[] => [
  ...(route.auth !== 'admin' && route.maintenance !== 'open'
    ? (['system.maintenance'] as const)
    : []),
  ...(route.region === 'blocked' ? (['region.restricted'] as const) : []),
  ...(route.flag ? (['feature.disabled'] as const) : []),
];

/**
 * Attaches schemas to a route of `routes.ts`. The literal types are kept for
 * inference; the errors of the route's guards are added to the listed ones.
 */
export const defineEndpoint = <
  const R extends RouteInfo,
  const S extends EndpointSchemas,
  const G extends string,
>(
  group: G,
  route: R,
  schemas: S,
): R & S & { readonly group: G } => ({
  ...route,
  ...schemas,
  errors: [...schemas.errors, ...guardErrors(route)],
  group,
});

export type EndpointValue<E extends EndpointSchemas> = z.infer<E['value']>;
export type EndpointQuery<E extends EndpointSchemas> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
export type EndpointBody<E extends EndpointSchemas> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined;
export type EndpointParams<E extends EndpointSchemas> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : undefined;
