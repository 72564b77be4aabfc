import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { systemRoutes } from '../routes/system.ts';
import { startupSettings } from '../operator.ts';

export const systemEndpoints = {
  health: defineEndpoint('system', systemRoutes.health, {
    summary:
      'Liveness: the process answers. Checks nothing behind it, so an orchestrator does not restart every instance while the database is away',
    value: z.object({ status: z.literal('ok') }),
    errors: [],
  }),
  ready: defineEndpoint('system', systemRoutes.ready, {
    summary:
      'Readiness for traffic: the database answers with every migration of this release applied, and Redis answers when the server uses one. 503 service.unavailable otherwise, and while the server shuts down',
    value: z.object({
      status: z.literal('ready'),
      database: z.literal('up'),
      redis: z.enum(['up', 'not-used']),
      migrations: z.number().int(),
    }),
    errors: ['service.unavailable'],
  }),
  startup: defineEndpoint('system', systemRoutes.startup, {
    summary: 'Start-up settings: operator info, flags, maintenance and region restriction',
    value: startupSettings,
    errors: [],
  }),
} as const;
