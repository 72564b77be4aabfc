import { describe, expect, it } from 'vitest';
import { birthDate, registerPayload } from '../src/account.ts';
import { ageOn, isCalendarDate, utcDayOf } from '../src/birth-date-rules.ts';

describe('date of birth', () => {
  it('accepts only days that exist, as YYYY-MM-DD', () => {
    expect(isCalendarDate('2008-02-29')).toBe(true);
    expect(isCalendarDate('2007-02-29')).toBe(false);
    expect(isCalendarDate('2008-04-31')).toBe(false);
    expect(isCalendarDate('2008-4-1')).toBe(false);
    expect(isCalendarDate('01/04/2008')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('counts whole years, the birthday from its day on (29 February from 1 March)', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses a date in the future, before 1900 or not real', () => {
    const tomorrowEverywhere = utcDayOf(Date.now() + 2 * 86_400_000);
    expect(birthDate.safeParse(tomorrowEverywhere).success).toBe(false);
    expect(birthDate.safeParse('1899-12-31').success).toBe(false);
    expect(birthDate.safeParse('2008-02-30').success).toBe(false);
    expect(birthDate.safeParse('2008-02-29').success).toBe(true);
    const base = {
      registerUrl: 'kalaro.example',
      registerMethod: 'H5',
      type: 0,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    expect(registerPayload.safeParse({ ...base, birthDate: '2000-01-01' }).success).toBe(true);
    expect(registerPayload.safeParse({ ...base, birthDate: '2000-13-01' }).success).toBe(false);
    expect(registerPayload.safeParse(base).success).toBe(true);
  });
});
