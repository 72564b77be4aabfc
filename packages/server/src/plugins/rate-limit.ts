import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RateLimitOptions } from '../config.ts';
import { AppError } from '../lib/errors.ts';

/** Only the API is limited; the app's static files and the health check are not. */
export const isApiRequest = (url: string) => url.startsWith(API_PREFIX);
const API_PREFIX = '/wps/';

/**
 * A per-client-IP ceiling on API calls, counted in Redis when there is one (every
 * instance counts the same hits), else in this process. Stricter per-route
 * limits come with login. Static files are left out: many phones share one
 * carrier-NAT address. A Redis that is away does not stop the API. A refusal
 * (429) carries the limit, the remaining count, the reset and Retry-After.
 */
export default fp<{ rateLimit: RateLimitOptions }>(
  async (app, opts) => {
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimit.max,
      timeWindow: opts.rateLimit.timeWindowMs,
      allowList: (request) => !isApiRequest(request.url),
      ...(app.shared.redis
        ? { redis: app.shared.redis, nameSpace: `${app.shared.prefix}rate:`, skipOnError: true }
        : {}),
      // The counts go out with a refusal (with Retry-After), not on every answer:
      // three headers worked out and validated per call that no client reads.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) =>
        new AppError('rate.limited', `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit', dependencies: ['errors', 'shared'] },
);
