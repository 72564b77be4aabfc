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
    /** Create an announcement (banner, notice, pop-up item, promotion). */
    createAnnouncement: route({ method: 'POST', path: '/wps/admin/announcements', auth: 'admin' }),
    /** Replace an announcement. */
    putAnnouncement: route({ method: 'PUT', path: '/wps/admin/announcements/:id', auth: 'admin' }),
    deleteAnnouncement: route({
      method: 'DELETE',
      path: '/wps/admin/announcements/:id',
      auth: 'admin',
    }),
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
  messages: {
    list: route({ method: 'GET', path: '/wps/messages', auth: 'member' }),
    /** The unread count alone (header and menu badges); answers a number. */
    unreadCount: route({ method: 'GET', path: '/wps/messages/unread-count', auth: 'member' }),
    detail: route({ method: 'GET', path: '/wps/messages/:id', auth: 'member' }),
    markRead: route({ method: 'PUT', path: '/wps/messages/:id/read', auth: 'member' }),
    remove: route({ method: 'DELETE', path: '/wps/messages/:id', auth: 'member' }),
  },
  help: {
    list: route({ method: 'GET', path: '/wps/help', auth: 'public' }),
  },
  rewards: {
    list: route({ method: 'GET', path: '/wps/rewards', auth: 'member' }),
    /** Unclaimed rewards in effect; answers a number (the Members red dot). */
    unclaimedCount: route({ method: 'GET', path: '/wps/rewards/unclaimed-count', auth: 'member' }),
    /** Credits the reward through the ledger exactly once. */
    claim: route({ method: 'POST', path: '/wps/rewards/:id/claim', auth: 'realMember' }),
  },
  wallet: {
    balance: route({ method: 'GET', path: '/wps/wallet/balance', auth: 'member' }),
    /** Account record (/m/transaction/record): the member's ledger rows. */
    transactions: route({ method: 'GET', path: '/wps/wallet/transactions', auth: 'member' }),
  },
  report: {
    /** Betting record (/m/gameRecord). */
    bets: route({ method: 'GET', path: '/wps/report/bets', auth: 'member' }),
    /** Profit and loss (/m/profitandloss), per day and per game category. */
    profitAndLoss: route({ method: 'GET', path: '/wps/report/profit-and-loss', auth: 'member' }),
  },
  inhouse: {
    /** The in-house slot: paytable, strips, RTP, bet levels, seeds, balance, session. */
    slotState: route({ method: 'GET', path: '/wps/inhouse/slot/:gameId', auth: 'member' }),
    /** One spin: debits the bet and credits the win atomically. */
    spin: route({ method: 'POST', path: '/wps/inhouse/slot/:gameId/spin', auth: 'member' }),
    /** Choose a client seed; ends (reveals) the server seed in play. */
    setClientSeed: route({ method: 'PUT', path: '/wps/inhouse/seed', auth: 'member' }),
    /** Reveal the server seed in play and commit to a new one. */
    rotateSeed: route({ method: 'POST', path: '/wps/inhouse/seed/rotate', auth: 'member' }),
  },
  security: {
    changePassword: route({
      method: 'POST',
      path: '/wps/security/password',
      auth: 'realMember',
    }),
  },
  content: {
    /** Banners, notices, pop-up items, hot matches and promotions in one answer. */
    announcements: route({ method: 'GET', path: '/wps/content/announcements', auth: 'public' }),
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
