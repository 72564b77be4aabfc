import type { RebateCategory } from '@kalaro/contract/rebate';
import { toMinor } from '@/shared/format/money';

/**
 * Display rules of the manual rebate and its report. The figures themselves
 * (turnover, rates, amounts, totals) come computed from the server; nothing
 * here does rebate arithmetic.
 */

/** The days a report asks for, in the member's time zone (the contract's query). */
export interface ReportRange {
  startDate: string;
  endDate: string;
  utcOffset: number;
}

/** A category without turnover in the period: listed with its rate, shown muted. */
export const isIdle = (category: Pick<RebateCategory, 'turnover'>): boolean =>
  !(toMinor(category.turnover) > 0);

/** Categories with turnover first (the server's order kept within each group). */
export const orderCategories = <C extends Pick<RebateCategory, 'turnover'>>(
  categories: readonly C[],
): C[] => [...categories.filter((c) => !isIdle(c)), ...categories.filter(isIdle)];

/** The next page of the report, or undefined after the last. */
export const nextPage = (last: { pageNum: number; totalPages: number }): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/** A claim's date and time in the reader's language. */
export const formatDateTime = (iso: string, locale: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};
