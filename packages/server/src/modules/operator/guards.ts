import type { FlagName } from '@kalaro/contract/constants';
import type { OperatorConfig } from '@kalaro/contract/operator';
import type { RouteInfo } from '@kalaro/contract/route-info';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { addRouteHook } from '../../lib/route-hooks.ts';
import { countryOf, isRegionRestricted } from '../system/region.ts';
import { getOperatorConfig, heldOperatorConfig } from './service.ts';

type Done = (err?: Error) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Copied from the contract by lib/route.ts (see `RouteInfo`). */
    flag?: RouteInfo['flag'];
    maintenance?: RouteInfo['maintenance'];
    region?: RouteInfo['region'];
  }
}

/** Whether the operator switched a whitelabel flag on (absent is off, as the app reads it). */
export const isFlagOn = (config: OperatorConfig, flag: FlagName): boolean =>
  config.whitelabel[flag] === true;

/** Refuses a call (or one kind of a call) whose feature the operator switched off. */
export function assertFlagOn(config: OperatorConfig, flag: FlagName): void {
  if (!isFlagOn(config, flag)) {
    throw new AppError('feature.disabled', `This feature is switched off (${flag})`);
  }
}

/** The 503 every player call answers while the operator runs maintenance. */
export function maintenanceError(config: OperatorConfig): AppError {
  const { message, expectedEnd } = config.maintenanceNotice;
  return new AppError(
    'system.maintenance',
    message.EN ?? Object.values(message)[0] ?? 'The platform is under maintenance',
    { expectedEnd, message },
  );
}

/** Whether a client at `ip` is in a region the operator restricts. */
export function isRestrictedAt(config: OperatorConfig, ip: string): boolean {
  const { region } = config;
  if (!region.enabled) return false;
  return isRegionRestricted(countryOf(ip, region.ipCountries, region.fallbackCountry), region);
}

/**
 * A hook that checks the operator configuration: with it at hand (nearly every
 * call) synchronously, else once it is read.
 */
const configHook =
  (db: Db, check: (config: OperatorConfig, request: FastifyRequest) => void) =>
  (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
    const held = heldOperatorConfig(db);
    if (held) {
      check(held, request);
      done();
      return;
    }
    getOperatorConfig(db).then((config) => {
      try {
        check(config, request);
        done();
      } catch (error) {
        done(error as Error);
      }
    }, done);
  };

/**
 * Enforces what the operator switches, for the routes the contract marks: a
 * whitelabel flag that is off (403 `feature.disabled`), maintenance (503
 * `system.maintenance` on every player call but those marked open) and the
 * region block (403 `region.restricted`). Hiding the screen is the app's part;
 * this is what makes the call itself refuse.
 */
export default fp(
  async (app) => {
    const underMaintenance = configHook(app.db, (config) => {
      if (config.maintenance) throw maintenanceError(config);
    });
    const regionBlocked = configHook(app.db, (config, request) => {
      if (isRestrictedAt(config, request.ip)) {
        throw new AppError('region.restricted', 'This service is not offered in your region');
      }
    });
    const flagHooks = new Map<FlagName, ReturnType<typeof configHook>>();
    const flagHook = (flag: FlagName) => {
      let hook = flagHooks.get(flag);
      if (!hook) {
        hook = configHook(app.db, (config) => assertFlagOn(config, flag));
        flagHooks.set(flag, hook);
      }
      return hook;
    };

    app.addHook('onRoute', (route) => {
      const config = route.config;
      // The contract's calls only (lib/route.ts gives each its auth): the app's
      // pages still load during maintenance, to say so.
      if (!config?.auth) return;
      // Before the route's own hooks (a cached read answers from memory in its own).
      if (config.auth !== 'admin' && config.maintenance !== 'open') {
        addRouteHook(route, 'onRequest', underMaintenance, 'first');
      }
      // After the session checks: a visitor is asked to log in first.
      if (config.region === 'blocked') addRouteHook(route, 'onRequest', regionBlocked);
      if (config.flag) addRouteHook(route, 'onRequest', flagHook(config.flag));
    });
  },
  { name: 'operator-guards', dependencies: ['db', 'auth'] },
);
