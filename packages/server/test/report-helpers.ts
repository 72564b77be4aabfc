import { endpoints } from '@kalaro/contract/endpoints';
import type { ReportValue } from '@kalaro/contract/reports';
import { expect } from 'vitest';
import type { AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';

/** The address of a back-office report with its query string. */
export const reportPath = (report: string, query: string) =>
  `${endpoints.reportsAdmin.report.path.replace(':report', report)}?${query}`;

/**
 * A test's report calls, once its app and operator are set up (both read at
 * each call): `get` answers as sent (as finance unless told), `report` expects
 * 200 and reads the report's value.
 */
export function reportCalls(
  app: () => AccountsTestApp['app'],
  finance: () => Record<string, string>,
) {
  const get = (report: string, query: string, headers: Record<string, string> = finance()) =>
    app().inject({ method: 'GET', url: reportPath(report, query), headers });

  async function report<K extends ReportValue['report']>(report: K, query: string) {
    const r = await get(report, query);
    expect(r.statusCode, r.body).toBe(200);
    return json<{ value: Extract<ReportValue, { report: K }> }>(r).value;
  }

  return { get, report };
}
