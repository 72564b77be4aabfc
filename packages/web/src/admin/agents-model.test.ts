import { describe, expect, it } from 'vitest';
import {
  agentRangeError,
  agentRangeOf,
  offerRateError,
  pathText,
  payoutFilterOf,
  payoutFilterParams,
} from './agents-model';

describe('agents: pure rules of the screens', () => {
  it('checks an offer rate against the highest rate that may be offered', () => {
    expect(offerRateError('0.5', '1.00')).toBeNull();
    expect(offerRateError(' 1.00 ', '1.00')).toBeNull();
    expect(offerRateError('1.01', '1.00')).toBe('agents_offer_rate_above');
    expect(offerRateError('0.01', '0.00')).toBe('agents_offer_rate_above');
    expect(offerRateError('0', '0.00')).toBeNull();
    for (const bad of ['', 'abc', '0.123', '-1', '100.01', '1e2']) {
      expect(offerRateError(bad, '100.00'), bad).toBe('agents_offer_rate_invalid');
    }
  });

  it('reads the agent page range from the address, else the last week', () => {
    const now = Date.parse('2026-11-28T20:00:00Z');
    expect(agentRangeOf(new URLSearchParams(), now, 480)).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      utcOffset: 480,
    });
    expect(agentRangeOf(new URLSearchParams('from=2026-10-01&to=2026-10-31'), now, 0)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      utcOffset: 0,
    });
    const range = (startDate: string, endDate: string) =>
      agentRangeError({ startDate, endDate, utcOffset: 0 });
    expect(range('2026-10-01', '2026-10-31')).toBeNull();
    expect(range('2026-10-31', '2026-10-01')).toBe('reports_range_order');
    expect(range('2026-01-01', '2026-12-31')).toBe('agents_range_too_long');
    expect(range('2026-02-30', '2026-03-01')).toBe('reports_range_invalid');
  });

  it('keeps the payout filter in the address: pending at first, unknown values left out', () => {
    expect(payoutFilterOf(new URLSearchParams())).toEqual({
      status: 'pending',
      kind: '',
      userName: '',
      from: '',
      to: '',
      page: 1,
    });
    const filter = payoutFilterOf(
      new URLSearchParams('status=all&kind=dividend&agent= tm001 &from=2026-10-01&to=bad&page=3'),
    );
    expect(filter).toEqual({
      status: '',
      kind: 'dividend',
      userName: 'tm001',
      from: '2026-10-01',
      to: '',
      page: 3,
    });
    expect(payoutFilterParams(filter)).toEqual({
      status: 'all',
      kind: 'dividend',
      agent: 'tm001',
      from: '2026-10-01',
      page: '3',
    });
    expect(payoutFilterOf(new URLSearchParams(payoutFilterParams(filter)))).toEqual(filter);
    expect(payoutFilterParams(payoutFilterOf(new URLSearchParams('status=paid')))).toEqual({
      status: 'paid',
    });
  });

  it('shows where an agent sits as one line, top-level first', () => {
    expect(pathText([{ username: 'agent' }, { username: 'tm001' }])).toBe('agent › tm001');
    expect(pathText([])).toBe('');
  });
});
