import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { operatorConfig, startupSettings } from './operator.ts';
import { routes } from './routes.ts';

/**
 * Every call of the API with its schemas, grouped like the specification's
 * catalogue. The server registers its routes from this table; the web client
 * takes the paths from `routes.ts` and the types from here (type-only import).
 */
export const endpoints = {
  system: {
    health: defineEndpoint('system', routes.system.health, {
      summary: 'Liveness and database reachability',
      value: z.object({ status: z.literal('ok'), database: z.literal('up') }),
      errors: ['service.unavailable'],
    }),
    startup: defineEndpoint('system', routes.system.startup, {
      summary: 'Start-up settings: operator info, flags, maintenance and region restriction',
      value: startupSettings,
      errors: [],
    }),
  },
  admin: {
    getOperatorConfig: defineEndpoint('admin', routes.admin.getOperatorConfig, {
      summary: 'Read the operator configuration',
      value: operatorConfig,
      errors: ['admin.token_invalid'],
    }),
    putOperatorConfig: defineEndpoint('admin', routes.admin.putOperatorConfig, {
      summary: 'Replace the operator configuration (validated as a whole)',
      body: operatorConfig,
      value: operatorConfig,
      errors: ['admin.token_invalid'],
    }),
  },
} as const satisfies { [G in keyof typeof routes]: { [N in keyof (typeof routes)[G]]: unknown } };

export type Endpoints = typeof endpoints;
