import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { EndpointDefinition } from '@kalaro/contract/endpoint';
import type { AuthRequirement } from '@kalaro/contract/route-info';
import { endpoints } from '@kalaro/contract/endpoints';
import { errorCatalogue, type ErrorCode } from '@kalaro/contract/errors';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPERATOR_COOKIE } from '../lib/actor.ts';
import { NO_BODY } from '../lib/route.ts';
import { isApiRequest } from './rate-limit.ts';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PREFIX = '/docs';

type SecurityRequirement = Record<string, string[]>;

const SESSION: SecurityRequirement[] = [{ sessionCookie: [] }, { sessionToken: [] }];

/**
 * The credentials each `auth` of the contract takes. `{}` is none: an optional
 * call reads a session when there is one.
 */
const SECURITY: Record<AuthRequirement, SecurityRequirement[]> = {
  public: [],
  optional: [{}, ...SESSION],
  member: SESSION,
  realMember: SESSION,
  admin: [{ operatorSession: [] }, { adminToken: [] }],
  vendor: [{ vendorSignature: [] }],
};

interface Operation {
  /** `group.name`, as in `endpoints[group][name]`: unique and stable, whatever the path. */
  operationId: string;
  endpoint: EndpointDefinition;
}

/** Every endpoint of the contract, by method and path as Fastify declares them. */
const operations = new Map<string, Operation>(
  Object.entries(endpoints).flatMap(([group, table]) =>
    Object.entries(table).map(([name, endpoint]: [string, EndpointDefinition]) => [
      `${endpoint.method} ${endpoint.path}`,
      { operationId: `${group}.${name}`, endpoint },
    ]),
  ),
);

/** This call's own error codes (the contract's `errors`) of a status range, with their statuses. */
const ownCodes = (endpoint: EndpointDefinition, range: 4 | 5) =>
  endpoint.errors
    .filter((code) => Math.floor(errorCatalogue[code].status / 100) === range)
    .map((code) => `\`${code}\` (${errorCatalogue[code].status})`)
    .join(', ');

/** Refusals of any API call, named in each description of its 4xx answers. */
const GENERIC_REFUSALS: readonly (readonly [ErrorCode, string])[] = [
  ['validation.failed', '(400) for bad input'],
  ['rate.limited', '(429)'],
];

/** What each answer of a call is (swagger writes "Default Response" otherwise). */
function responseDescription(status: string, endpoint: EndpointDefinition): string | undefined {
  if (status === '200') return 'Done: `success` is true and `value` holds the answer.';
  if (status === '4xx') {
    const own = ownCodes(endpoint, 4);
    const generic = GENERIC_REFUSALS.filter(([code]) => !endpoint.errors.includes(code))
      .map(([code, when]) => `\`${code}\` ${when}`)
      .join(', ');
    return [
      'Refused: the error envelope, whose `errorCode` says why:',
      own ? `one of this call's own, ${own}, or` : '',
      `a generic one as the request warrants${generic ? `, e.g. ${generic}` : ''}.`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  if (status === '5xx') {
    const own = ownCodes(endpoint, 5);
    return `Failed: the error envelope, \`server.error\` (500)${own ? ` or ${own}` : ''}.`;
  }
  return undefined;
}

/**
 * Whether the server can refuse the call with a 4xx: every API call is rate
 * limited (429), a call that takes input validates it (400) and a call behind
 * a credential checks it (401/403). A health check can do none of these.
 */
const refusable = (schema: FastifySchema, url: string, auth: AuthRequirement) =>
  isApiRequest(url) ||
  auth !== 'public' ||
  Boolean(schema.params ?? schema.querystring ?? schema.body);

/**
 * The route's schema as the document shows it: its contract endpoint's
 * operationId and security, no body for a call that takes none (lib/route.ts
 * checks it is absent) and no 4xx for a call that cannot be refused.
 */
function documentedSchema(schema: FastifySchema, url: string, operation: Operation): FastifySchema {
  const { operationId, endpoint } = operation;
  const { body, response, ...rest } = schema;
  const responses = { ...(response as Record<string, unknown> | undefined) };
  if (!refusable(schema, url, endpoint.auth)) delete responses['4xx'];
  return {
    ...rest,
    ...(body && body !== NO_BODY ? { body } : {}),
    ...(response ? { response: responses } : {}),
    operationId,
    security: SECURITY[endpoint.auth],
  };
}

/** A description of each answer, unless the route gives its own. */
function describeResponses(schema: FastifySchema, endpoint: EndpointDefinition): FastifySchema {
  const response = schema.response as Record<string, Record<string, unknown>> | undefined;
  if (!response) return schema;
  const described = Object.fromEntries(
    Object.entries(response).map(([status, answer]) => {
      const description = responseDescription(status, endpoint);
      return [
        status,
        description && !('description' in answer)
          ? { ...answer, 'x-response-description': description }
          : answer,
      ];
    }),
  );
  return { ...schema, response: described };
}

/**
 * OpenAPI generated from the contract's zod schemas (every route registered after
 * this plugin is collected), served at /openapi.json and browsable at /docs.
 * Each operation of a contract endpoint carries an operationId and security
 * derived from the endpoint table (`endpoints[group][name]`).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Kalaro API',
          description: 'Every answer is an envelope `{ success, value?, errorCode?, message? }`.',
          version: '0.1.0',
          license: { name: 'Proprietary' },
        },
        // Each operator serves the API on its own domain: the document's own origin.
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: {
            vendorSignature: {
              type: 'apiKey',
              in: 'header',
              name: 'x-kalaro-vendor-signature',
              description:
                "A game vendor's seamless-wallet call: `sha256=<hex HMAC-SHA256(vendor secret, timestamp + '.' + raw body)>`, with the signing time (Unix ms, within 5 minutes) in x-kalaro-vendor-timestamp",
            },
            operatorSession: {
              type: 'apiKey',
              in: 'cookie',
              name: OPERATOR_COOKIE,
              description:
                "A back-office operator's session (HttpOnly, SameSite=Strict, on /wps/admin), set by the sign-in's code step; the call also needs the permission of its route for the operator's role",
            },
            adminToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The automation token (KALARO_ADMIN_TOKEN): acts as the owner.',
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
      transform: (document) => {
        const method = typeof document.route.method === 'string' ? document.route.method : '';
        const operation = operations.get(`${method} ${document.url}`);
        if (!operation || document.schema.hide) return jsonSchemaTransform(document);
        const schema = documentedSchema(document.schema, document.url, operation);
        const transformed = jsonSchemaTransform({ ...document, schema });
        return {
          ...transformed,
          schema: describeResponses(transformed.schema, operation.endpoint),
        };
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
