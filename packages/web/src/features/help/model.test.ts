import { describe, expect, it } from 'vitest';
import { activeHelpIndex } from '@/features/help/model';

describe('activeHelpIndex', () => {
  it.each([
    [null, 5, 0],
    ['0', 5, 0],
    ['2', 5, 2],
    ['4', 5, 4],
    ['5', 5, 0],
    ['99', 5, 0],
    ['-1', 5, 0],
    ['1.5', 5, 0],
    ['abc', 5, 0],
    ['', 5, 0],
    ['2', 0, 0],
  ] as const)('i=%s of %i entries → %i', (raw, count, index) => {
    expect(activeHelpIndex(raw, count)).toBe(index);
  });
});
