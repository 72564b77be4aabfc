import { endpoints } from '@kalaro/contract/endpoints';
import type { OperatorConfig } from '@kalaro/contract/operator';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { largestBonusPercent, offeredChannels } from '../deposit/model.ts';
import type { PaymentProviders } from '../deposit/providers/types.ts';
import { getOperatorConfig, heldOperatorConfig } from '../operator/service.ts';
import { countryOf } from './region.ts';
import { buildStartupSettings, checkReady } from './service.ts';

/** A changed configuration empties the cache at once; this bounds a missed message. */
const STARTUP_CACHE_TTL_MS = 5_000;

export default async function systemRoutes(
  app: FastifyInstance,
  opts: {
    paymentProviders?: PaymentProviders;
    /** Whether SMS and e-mail can be sent (the start-up settings say so; default yes). */
    messaging?: { sms: boolean; email: boolean };
  } = {},
) {
  registerEndpoint(app, endpoints.system.health, async () => ({ status: 'ok' }) as const);
  registerEndpoint(app, endpoints.system.ready, () => checkReady(app.database, app.shared.redis));

  registerEndpoint(
    app,
    endpoints.system.startup,
    async (_input, request) => {
      const config = await getOperatorConfig(app.db);
      return {
        ...buildStartupSettings(
          config,
          request.ip,
          { publicKey: app.encryption.publicKey, scheme: app.encryption.scheme },
          opts.messaging,
        ),
        // The bottom menu's '+3%': the best bonus of the channels this server offers.
        ...(opts.paymentProviders
          ? {
              depositBonusPercent: largestBonusPercent(
                offeredChannels(config.payments, opts.paymentProviders),
              ),
            }
          : {}),
      };
    },
    {
      // The same for every caller of one country (which decides the region block).
      ttlMs: STARTUP_CACHE_TTL_MS,
      topics: ['operator'],
      // No closure made per call: under tsx (how the server runs) each function
      // expression made gets its name set (esbuild's keepNames), a cost per request.
      key: (_input, request) => {
        const held = heldOperatorConfig(app.db);
        return held
          ? countryOfConfig(held, request.ip)
          : getOperatorConfig(app.db).then((config) => countryOfConfig(config, request.ip));
      },
    },
  );
}

/** The country (region block) of a caller at `ip` under the operator's configuration. */
const countryOfConfig = ({ region }: OperatorConfig, ip: string) =>
  countryOf(ip, region.ipCountries, region.fallbackCountry);
