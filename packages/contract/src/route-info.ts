import type { FlagName } from './constants.ts';
import type { Permission } from './operator-roles.ts';

/**
 * The types of a route: a leaf module (it imports only the flag names), so the
 * route groups, the route table and the endpoint helpers depend on it and not on
 * each other.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. Enforced by one server hook, never in handlers.
 * - public: anyone
 * - optional: anyone; a session is read when present
 * - member: a valid member session (cookie or bearer token)
 * - realMember: a member session that is not a trial (free-play) account; a trial
 *   session is refused with 403 `auth.trial_restricted`
 * - member and realMember calls of a member who must change the password (an
 *   operator reset it) answer 403 `auth.password_change_required`, except those
 *   of `PASSWORD_CHANGE_OPEN_ROUTES` (`password-change.ts`)
 * - admin: a signed-in back-office operator whose role has the route's
 *   `permission` (403 `admin.forbidden` otherwise), or the automation token
 *   (`KALARO_ADMIN_TOKEN`, acts as the owner)
 * - vendor: a game vendor's seamless-wallet call, signed with the vendor's secret
 *   (HMAC-SHA256 of the timestamp and raw body, see `vendor-wallet.ts`); checked
 *   by the vendor module, which alone has the raw body and the secret
 */
export type AuthRequirement = 'public' | 'optional' | 'member' | 'realMember' | 'admin' | 'vendor';

/**
 * Where each call lives and who may make it: plain data, no schema library, so
 * the web app can import it at run time without shipping the schemas. The
 * schemas are attached in `endpoints/<group>.ts`; the web app imports those as
 * types only.
 */
export interface RouteInfo {
  readonly method: HttpMethod;
  /** Path as Fastify declares it, e.g. `/wps/member/info` or `/wps/games/:id`. */
  readonly path: string;
  readonly auth: AuthRequirement;
  /** What an `admin` call needs of the operator's role (`operator-roles.ts`); admin calls only. */
  readonly permission?: Permission;
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
  /**
   * 'blocked': a call that puts money into play (a deposit, a bet, a game launch,
   * a bonus claim, a transfer) is refused with 403 `protection.excluded` while
   * the member's time-out or self-exclusion runs. Withdrawing the
   * balance and reading stay open. 'play': blocked as well, and a stake (a
   * bet, a spin, a game launch) is refused once the member's own loss limit is
   * reached, the wager limit used or the session time of the day spent.
   */
  readonly protection?: 'blocked' | 'play';
}

/**
 * One group's calls, each group in its own module (`routes/<group>.ts`): the web
 * app imports the groups it calls from there, so a bundle carries only those.
 */
export type RouteTable = Readonly<Record<string, RouteInfo>>;
