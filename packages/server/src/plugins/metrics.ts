import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  httpRequestDuration,
  httpRequests,
  metricsRegistry,
  poolSourceIs,
  setPoolSource,
  startDefaultMetrics,
  UNMATCHED_ROUTE,
  type PoolStats,
} from '../lib/metrics.ts';
import { makeAdminTokenCheck } from './auth.ts';
import { sendError } from './errors.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /**
   * Bearer token of `/metrics` (METRICS_TOKEN). Unset: no `/metrics` (404) and no
   * request timing at all.
   */
  token?: string;
}

interface RouteSeries {
  duration: ReturnType<typeof httpRequestDuration.labels>;
  byStatus: Map<number, ReturnType<typeof httpRequests.labels>>;
}

/**
 * Prometheus metrics (lib/metrics.ts) on `GET /metrics`, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Not an API call: outside
 * the contract and the OpenAPI document, like the SPA's pages. Every answer is timed
 * and counted by its route pattern, method and status; the PostgreSQL pool is read
 * at scrape time.
 */
export default fp<MetricsOptions>(
  async (app, opts) => {
    if (!opts.token) return;
    startDefaultMetrics();

    const poolStats = app.database.poolStats;
    if (poolStats) {
      const source = (): PoolStats => poolStats();
      setPoolSource(source);
      app.addHook('onClose', async () => {
        if (poolSourceIs(source)) setPoolSource(undefined);
      });
    }

    // The labelled series of each route and method, looked up once: an answer then
    // costs a map read, an observation and an increment.
    const series = new Map<string, RouteSeries>();
    const seriesOf = (method: string, route: string): RouteSeries => {
      const key = `${method} ${route}`;
      let found = series.get(key);
      if (!found) {
        found = { duration: httpRequestDuration.labels(method, route), byStatus: new Map() };
        series.set(key, found);
      }
      return found;
    };
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern: a URL's ids and queries would make a series each.
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const { duration, byStatus } = seriesOf(request.method, route);
      duration.observe(reply.elapsedTime / 1000);
      const status = reply.statusCode;
      let counter = byStatus.get(status);
      if (!counter) {
        counter = httpRequests.labels(request.method, route, String(status));
        byStatus.set(status, counter);
      }
      counter.inc();
      done();
    });

    const isMetricsToken = makeAdminTokenCheck(opts.token);
    app.get(
      METRICS_PATH,
      { schema: { hide: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (isMetricsToken(request) !== true) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          return sendError(reply, {
            code: 'auth.required',
            message: 'Metrics need the bearer token METRICS_TOKEN',
          });
        }
        const body = await metricsRegistry.metrics();
        return reply
          .header('cache-control', 'no-store')
          .type(metricsRegistry.contentType)
          .send(body);
      },
    );
  },
  { name: 'metrics', dependencies: ['errors', 'db'] },
);
