import { describe, expect, it } from 'vitest';
import { isTrialRestricted } from '../src/trial.ts';

describe('isTrialRestricted', () => {
  it('keeps trial accounts out of member pages only', () => {
    expect(isTrialRestricted('/m/mine', 4)).toBe(true);
    expect(isTrialRestricted('/m/member/home', 4)).toBe(true);
    expect(isTrialRestricted('/m/member/benefits', 4)).toBe(true);
    expect(isTrialRestricted('/m/home', 4)).toBe(false);
    expect(isTrialRestricted('/m/memberx', 4)).toBe(false);
    expect(isTrialRestricted('/m/mine', 0)).toBe(false);
    expect(isTrialRestricted('/m/mine', undefined)).toBe(false);
  });
});
