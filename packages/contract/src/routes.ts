import type { FlagName } from './constants.ts';
import type { AuthRequirement, HttpMethod } from './endpoint.ts';
import { systemRoutes } from './routes/system.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { memberRoutes } from './routes/member.ts';
import { messagesRoutes } from './routes/messages.ts';
import { helpRoutes } from './routes/help.ts';
import { rewardsRoutes } from './routes/rewards.ts';
import { rebateRoutes } from './routes/rebate.ts';
import { missionsRoutes } from './routes/missions.ts';
import { walletRoutes } from './routes/wallet.ts';
import { reportRoutes } from './routes/report.ts';
import { inhouseRoutes } from './routes/inhouse.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { securityRoutes } from './routes/security.ts';
import { contentRoutes } from './routes/content.ts';
import { gamesRoutes } from './routes/games.ts';
import { favouritesRoutes } from './routes/favourites.ts';
import { recentsRoutes } from './routes/recents.ts';
import { promotionsRoutes } from './routes/promotions.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { uploadsRoutes } from './routes/uploads.ts';
import { depositRoutes } from './routes/deposit.ts';
import { withdrawRoutes } from './routes/withdraw.ts';
import { agentRoutes } from './routes/agent.ts';
import { redRainRoutes } from './routes/red-rain.ts';

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
  /**
   * The whitelabel flag that switches this call's feature on: when the operator
   * switches it off the server answers 403 `feature.disabled` (one hook, as for auth).
   */
  readonly flag?: FlagName;
  /**
   * 'open': answers during maintenance too (start-up settings, health, a payment
   * gateway's callback). Every other player call answers 503 `system.maintenance`;
   * admin calls always answer.
   */
  readonly maintenance?: 'open';
  /**
   * 'blocked': refused with 403 `region.restricted` to a client from a region the
   * operator restricts (login, registration, deposits, bets). Other calls, e.g. a
   * withdrawal of the balance, stay open.
   */
  readonly region?: 'blocked';
}

/**
 * One group's calls, each group in its own module (`routes/<group>.ts`): the web
 * app imports the groups it calls from there, so a bundle carries only those.
 */
export type RouteTable = Readonly<Record<string, RouteInfo>>;

/** Every group, for the server (it registers them all), the endpoint table and tests. */
export const routes = {
  system: systemRoutes,
  admin: adminRoutes,
  auth: authRoutes,
  member: memberRoutes,
  messages: messagesRoutes,
  help: helpRoutes,
  rewards: rewardsRoutes,
  rebate: rebateRoutes,
  missions: missionsRoutes,
  wallet: walletRoutes,
  report: reportRoutes,
  inhouse: inhouseRoutes,
  lottery: lotteryRoutes,
  security: securityRoutes,
  content: contentRoutes,
  games: gamesRoutes,
  favourites: favouritesRoutes,
  recents: recentsRoutes,
  promotions: promotionsRoutes,
  feedback: feedbackRoutes,
  uploads: uploadsRoutes,
  deposit: depositRoutes,
  withdraw: withdrawRoutes,
  agent: agentRoutes,
  redRain: redRainRoutes,
} as const;

export type RouteGroup = keyof typeof routes;
