import type { RouteOptions } from 'fastify';

type RouteHookName =
  'onRequest' | 'preValidation' | 'preHandler' | 'preSerialization' | 'onSend' | 'onResponse';

/**
 * Adds a hook to one route from an `onRoute` hook, after the route's own (or,
 * with `'first'`, before them and every hook added so far): a
 * plugin gives its per-request work only to the routes that need it (a public
 * cached read runs no session lookup), instead of a global hook that runs on
 * every request to decide it has nothing to do.
 */
export function addRouteHook<H extends RouteHookName>(
  route: RouteOptions,
  name: H,
  hook: NonNullable<RouteOptions[H]> extends infer T
    ? T extends readonly (infer F)[]
      ? F
      : T
    : never,
  position: 'last' | 'first' = 'last',
): void {
  const existing = route[name] as unknown;
  const hooks = Array.isArray(existing) ? existing : existing ? [existing] : [];
  (route as unknown as Record<string, unknown>)[name] =
    position === 'first' ? [hook, ...hooks] : [...hooks, hook];
}
