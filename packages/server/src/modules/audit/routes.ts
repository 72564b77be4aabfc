import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import type { auditQuery } from '@kalaro/contract/audit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendCsv, wantsCsv } from '../../lib/csv.ts';
import { routeConfigOf } from '../../lib/route.ts';
import { AUDIT_CSV_HEADER, auditCsvRows, listAudit } from './service.ts';

/**
 * The audit log's reading (owner); the writing is `hook.ts`. Registered by hand
 * (not `registerEndpoint`) because its CSV file is no envelope; auth and
 * permission come from the contract's route as on every route.
 */
export default async function auditRoutes(app: FastifyInstance, opts: { now: () => number }) {
  const endpoint = endpoints.audit.list;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: routeConfigOf(endpoint),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.group],
      querystring: endpoint.query,
      response: { 200: envelope(endpoint.value), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    decompress: false,
    handler: async (request, reply) => {
      const query = request.query as z.output<typeof auditQuery>;
      if (!wantsCsv(request, query.format)) {
        return { success: true, value: await listAudit(app.db, query) };
      }
      const day = new Date(opts.now()).toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `kalaro-audit-${day}.csv`,
        AUDIT_CSV_HEADER,
        auditCsvRows(app.db, query),
      );
    },
  });
}
