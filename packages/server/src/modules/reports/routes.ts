import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import type { z } from 'zod';
import type { reportParams, reportQuery } from '@kalaro/contract/reports';
import type { FastifyInstance } from 'fastify';
import { sendCsv, wantsCsv } from '../../lib/csv.ts';
import { routeConfigOf } from '../../lib/route.ts';
import { BetRollupFolds } from './rollup.ts';
import { reportCsv, runReport } from './service.ts';

/**
 * The back office's reports: the envelope as every call answers, or
 * a CSV file streamed to the client. Registered by hand (not `registerEndpoint`)
 * because a CSV answer is no envelope; auth, permission and the audit come from
 * the contract's route as on every route.
 */
export default async function reportRoutes(
  app: FastifyInstance,
  opts: { now: () => number; rollup: boolean },
) {
  if (opts.rollup) {
    const job = new BetRollupFolds(
      app.db,
      { scheduler: true, holdLease: app.shared.holdLease },
      app.log,
    );
    app.addHook('onReady', () => job.start());
    app.addHook('onClose', () => job.stop());
  }
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
      if (!wantsCsv(request, query.format)) {
        return { success: true, value: await runReport(app.db, report, query, opts.now()) };
      }
      const file = await reportCsv(app.db, report, query, opts.now());
      return sendCsv(reply, `kalaro-${report}-${file.from}-${file.to}.csv`, file.header, file.rows);
    },
  });
}
