import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import {
  forgetOperatorConfig,
  getOperatorConfig,
  replaceOperatorConfig,
} from '../operator/service.ts';

/** The top-level settings whose values differ, as `before` and `after` for the audit log. */
function changedSettings(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: before ? Object.fromEntries(keys.map((key) => [key, before[key]])) : undefined,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Operator administration. Guarded by the admin token through the contract's `auth: 'admin'`. */
export default async function adminRoutes(app: FastifyInstance) {
  // A change on any instance: this one reads the configuration again.
  app.shared.onInvalidate('operator', () => forgetOperatorConfig(app.db));

  registerEndpoint(app, endpoints.admin.getOperatorConfig, () => getOperatorConfig(app.db));

  registerEndpoint(app, endpoints.admin.putOperatorConfig, async ({ body, query }, request) => {
    const { before, after } = await replaceOperatorConfig(app.db, body, query.basedOn);
    app.shared.invalidate('operator');
    noteChange(request, { target: 'operator-config', ...changedSettings(before, after) });
    return after;
  });
}
