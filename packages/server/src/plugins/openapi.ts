import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { NO_BODY } from '../lib/route.ts';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PREFIX = '/docs';

/**
 * OpenAPI generated from the contract's zod schemas (every route registered after
 * this plugin is collected), served at /openapi.json and browsable at /docs.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Kalaro API',
          description: 'Every answer is an envelope `{ success, value?, errorCode?, message? }`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            adminToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The operator admin token (KALARO_ADMIN_TOKEN).',
            },
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: 'kalaro_session',
              description: 'The HttpOnly session cookie set by login, register and trial.',
            },
            sessionToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The same session token (value.token of login), for other clients.',
            },
          },
        },
      },
      transform: (route) => {
        const document = jsonSchemaTransform(route);
        // A call without a body is checked for one it does not take (lib/route.ts)
        // but documents none.
        if (route.schema.body !== NO_BODY) return document;
        const schema = { ...document.schema };
        delete schema.body;
        return { ...document, schema };
      },
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());

    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The UI needs its own inline script/style hashes: swagger-ui computes them and
      // replaces our strict policy on its pages only.
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'openapi', dependencies: ['security'] },
);
