import { describe, expect, it } from 'vitest';
import {
  daysBefore,
  formatCell,
  rangeEnding,
  rangeError,
  reportHref,
  screenReportOf,
} from './reports-model';

describe('reports: rules of the screen', () => {
  it('checks a range before asking: days, order, at most 93 days', () => {
    expect(rangeError('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeError('2026-01-01', '2026-04-03')).toBeNull();
    expect(rangeError('2026-01-01', '2026-04-04')).toBe('reports_range_too_long');
    expect(rangeError('2026-01-02', '2026-01-01')).toBe('reports_range_order');
    expect(rangeError('', '2026-01-01')).toBe('reports_range_invalid');
    expect(rangeError('2026-02-30', '2026-03-01')).toBe('reports_range_invalid');
  });

  it("starts with the 7 days ending today, in the operator's time zone", () => {
    const now = Date.UTC(2026, 10, 28, 23, 30);
    expect(rangeEnding(now, 0, 7)).toEqual({ from: '2026-11-22', to: '2026-11-28', utcOffset: 0 });
    expect(rangeEnding(now, 60, 7)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      utcOffset: 60,
    });
    expect(rangeEnding(now, -120, 1)).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
      utcOffset: -120,
    });
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
  });

  it('builds the JSON and CSV addresses', () => {
    const range = { from: '2026-11-01', to: '2026-11-07', utcOffset: 480 };
    expect(reportHref('games', range)).toBe(
      '/wps/admin/reports/games?from=2026-11-01&to=2026-11-07&utcOffset=480',
    );
    expect(reportHref('daily', range, 'csv')).toBe(
      '/wps/admin/reports/daily?from=2026-11-01&to=2026-11-07&utcOffset=480&format=csv',
    );
  });

  it('formats money, counts and text', () => {
    expect(formatCell('1234567.50', 'money')).toBe('1,234,567.50');
    expect(formatCell('-10.00', 'money')).toBe('-10.00');
    // A bet's settlement: its UTC day and time.
    expect(formatCell('2026-11-01T08:30:05.123Z', 'text')).toBe('2026-11-01 08:30:05');
    expect(formatCell('2026-11-01', 'text')).toBe('2026-11-01');
    expect(formatCell(12345, 'count')).toBe('12,345');
    expect(formatCell('PG', 'text')).toBe('PG');
    expect(formatCell(undefined, 'text')).toBe('–');
    expect(screenReportOf('members')).toBe('members');
    expect(screenReportOf('dashboard')).toBe('daily');
    expect(screenReportOf(null)).toBe('daily');
  });
});
