import { defineEndpoint } from '../endpoint.ts';
import { reportParams, reportQuery, reportValue } from '../reports.ts';
import { reportsAdminRoutes } from '../routes/reports-admin.ts';

export const reportsAdminEndpoints = {
  report: defineEndpoint('reportsAdmin', reportsAdminRoutes.report, {
    summary:
      'A report of a range of days (at most 93): daily figures, by vendor and game type, the top members by stakes, or the dashboard (today, the last 7 days, pending reviews). JSON, or a CSV file with `format=csv` or `Accept: text/csv`',
    params: reportParams,
    query: reportQuery,
    value: reportValue,
    errors: ['validation.failed', 'admin.report_range_invalid'],
  }),
} as const;
