import { defineEndpoint } from '../endpoint.ts';
import { auditQuery, auditValue } from '../audit.ts';
import { auditRoutes } from '../routes/audit.ts';

export const auditEndpoints = {
  list: defineEndpoint('audit', auditRoutes.list, {
    summary:
      'The audit log, newest first: every admin write with its operator, time, address, action, target and the values before and after; filter by operator, action, target and UTC days. With `format=csv` (or `Accept: text/csv`): every matching entry as a CSV file, streamed',
    query: auditQuery,
    value: auditValue,
    errors: ['validation.failed'],
  }),
} as const;
