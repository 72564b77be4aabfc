import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import type { z } from 'zod';
import type { reportParams, reportQuery } from '@kalaro/contract/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachment, csvStream } from '../../lib/csv.ts';
import { routeConfigOf } from '../../lib/route.ts';
import { reportTable, runReport } from './service.ts';

/** Asked for CSV: `format=csv`, or an Accept header that names text/csv (and `format` not json). */
const wantsCsv = (request: FastifyRequest, format: 'json' | 'csv' | undefined) =>
  format === 'csv' || (format === undefined && /\btext\/csv\b/i.test(request.headers.accept ?? ''));

/**
 * The back office's reports (issue 33): the envelope as every call answers, or
 * a CSV file streamed to the client. Registered by hand (not `registerEndpoint`)
 * because a CSV answer is no envelope; auth, permission and the audit come from
 * the contract's route as on every route.
 */
export default async function reportRoutes(app: FastifyInstance, opts: { now: () => number }) {
  const endpoint = endpoints.reportsAdmin.report;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: routeConfigOf(endpoint),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.group],
      params: endpoint.params,
      querystring: endpoint.query,
      response: { 200: envelope(endpoint.value), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    handler: async (request, reply) => {
      const { report } = request.params as z.output<typeof reportParams>;
      const query = request.query as z.output<typeof reportQuery>;
      const value = await runReport(app.db, report, query, opts.now());
      if (!wantsCsv(request, query.format)) return { success: true, value };
      const { header, rows } = reportTable(value);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`kalaro-${report}-${value.from}-${value.to}.csv`))
        .header('cache-control', 'no-store')
        .send(csvStream(header, rows));
    },
  });
}
