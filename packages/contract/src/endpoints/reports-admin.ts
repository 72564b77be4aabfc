import { defineEndpoint } from '../endpoint.ts';
import { reportParams, reportQuery, reportValue } from '../reports.ts';
import { reportsAdminRoutes } from '../routes/reports-admin.ts';

export const reportsAdminEndpoints = {
  report: defineEndpoint('reportsAdmin', reportsAdminRoutes.report, {
    summary:
      "A report of a range of days (at most 93): daily figures, by vendor and game type, the top members by stakes, deposits and withdrawals by channel and status, the top-level agents' teams, every settled bet, or the dashboard (today, the last 7 and 30 days, the 30 days day by day, pending reviews). JSON, or a CSV file streamed from the database with `format=csv` or `Accept: text/csv` (the bets report: every bet of the range)",
    params: reportParams,
    query: reportQuery,
    value: reportValue,
    errors: ['validation.failed', 'admin.report_range_invalid'],
  }),
} as const;
