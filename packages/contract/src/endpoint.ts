import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { AuthRequirement, RouteInfo } from './route-info.ts';

export interface EndpointSchemas {
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Schema of the envelope's `value` on success. */
  readonly value: z.ZodType;
  /**
   * Error codes this call may answer besides the generic ones and those of its
   * route's auth and guards (`defineEndpoint` adds those).
   */
  readonly errors: readonly ErrorCode[];
}

export type EndpointDefinition = RouteInfo & EndpointSchemas & { readonly group: string };

/** The errors the server's auth hook answers for a route's `auth` (plugins/auth.ts). */
export const authErrors = (auth: AuthRequirement): ErrorCode[] => {
  switch (auth) {
    case 'public':
    case 'optional':
      return [];
    case 'member':
      return ['auth.required', 'auth.session_expired', 'auth.password_change_required'];
    case 'realMember':
      return [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'auth.password_change_required',
      ];
    case 'admin':
      return ['admin.token_invalid', 'admin.forbidden', 'admin.password_change_required'];
    case 'vendor':
      return ['vendor.signature_invalid', 'vendor.timestamp_expired'];
  }
};

/** The errors the operator's switches on a route answer (the server's guards, from the route table). */
export const guardErrors = (route: RouteInfo): ErrorCode[] => [
  ...(route.auth !== 'admin' && route.auth !== 'vendor' && route.maintenance !== 'open'
    ? (['system.maintenance'] as const)
    : []),
  ...(route.region === 'blocked' ? (['region.restricted'] as const) : []),
  ...(route.flag ? (['feature.disabled'] as const) : []),
  ...(route.protection ? (['protection.excluded'] as const) : []),
  ...(route.protection === 'play'
    ? ([
        'protection.loss_limit',
        'protection.wager_limit',
        'protection.session_limit',
        'protection.reality_check_due',
      ] as const)
    : []),
];

/**
 * Attaches schemas to a route of `routes/<group>.ts`. The literal types are kept
 * for inference; the errors of the route's auth and guards are added to the
 * listed ones, so no endpoint writes them by hand.
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
  errors: [...new Set([...authErrors(route.auth), ...schemas.errors, ...guardErrors(route)])],
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
