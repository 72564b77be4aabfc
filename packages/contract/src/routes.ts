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
    /** Messages the SMS/e-mail outbox holds; development and tests only. */
    outbox: route({ method: 'GET', path: '/wps/admin/outbox', auth: 'admin' }),
  },
  auth: {
    captcha: route({ method: 'GET', path: '/wps/auth/captcha', auth: 'public' }),
    login: route({ method: 'POST', path: '/wps/auth/login', auth: 'public' }),
    trial: route({ method: 'POST', path: '/wps/auth/trial', auth: 'public' }),
    register: route({ method: 'PUT', path: '/wps/auth/register', auth: 'public' }),
    registerSettings: route({ method: 'GET', path: '/wps/auth/register/settings', auth: 'public' }),
    affiliateCheck: route({ method: 'GET', path: '/wps/auth/affiliate/check', auth: 'public' }),
    smsCode: route({ method: 'POST', path: '/wps/auth/sms-code', auth: 'public' }),
    setPasswordByPhone: route({ method: 'POST', path: '/wps/auth/password/phone', auth: 'public' }),
    forgotPasswordByEmail: route({
      method: 'POST',
      path: '/wps/auth/password/email',
      auth: 'public',
    }),
    logout: route({ method: 'DELETE', path: '/wps/auth/session', auth: 'member' }),
  },
  member: {
    info: route({ method: 'GET', path: '/wps/member/info', auth: 'member' }),
  },
  wallet: {
    balance: route({ method: 'GET', path: '/wps/wallet/balance', auth: 'member' }),
  },
  security: {
    changePassword: route({
      method: 'POST',
      path: '/wps/security/password',
      auth: 'realMember',
    }),
  },
  games: {
    vendorConfig: route({ method: 'GET', path: '/wps/games/vendors', auth: 'public' }),
    list: route({ method: 'GET', path: '/wps/games/list', auth: 'public' }),
    hot: route({ method: 'GET', path: '/wps/games/hot', auth: 'public' }),
    lotteries: route({ method: 'GET', path: '/wps/games/lotteries', auth: 'public' }),
    /** Opens a game: a one-time launch URL; adds the game to recents. */
    launch: route({ method: 'POST', path: '/wps/games/launch', auth: 'member' }),
  },
  favourites: {
    add: route({ method: 'POST', path: '/wps/games/favourites', auth: 'member' }),
    remove: route({ method: 'DELETE', path: '/wps/games/favourites/:nodeId', auth: 'member' }),
    list: route({ method: 'GET', path: '/wps/games/favourites', auth: 'member' }),
    ids: route({ method: 'GET', path: '/wps/games/favourites/ids', auth: 'member' }),
  },
  recents: {
    add: route({ method: 'POST', path: '/wps/games/recents', auth: 'member' }),
    list: route({ method: 'GET', path: '/wps/games/recents', auth: 'member' }),
  },
} as const;

export type RouteGroup = keyof typeof routes;
