import type { AuthRequirement, HttpMethod } from './endpoint.ts';

/**
 * Where each call lives and who may make it: plain data, no schema library, so
 * the web app can import it at run time without shipping the schemas. The
 * schemas are attached in `endpoints.ts`; the web app imports those as types only.
 */
export interface RouteInfo {
  readonly method: HttpMethod;
  /** Path as Fastify declares it, e.g. `/wps/member/info` or `/wps/games/:id`. */
  readonly path: string;
  readonly auth: AuthRequirement;
}

const route = <const R extends RouteInfo>(r: R): R => r;

export const routes = {
  system: {
    health: route({ method: 'GET', path: '/healthz', auth: 'public' }),
    startup: route({ method: 'GET', path: '/wps/system/startup', auth: 'public' }),
  },
  admin: {
    getOperatorConfig: route({ method: 'GET', path: '/wps/admin/operator-config', auth: 'admin' }),
    putOperatorConfig: route({ method: 'PUT', path: '/wps/admin/operator-config', auth: 'admin' }),
  },
} as const;

export type RouteGroup = keyof typeof routes;
