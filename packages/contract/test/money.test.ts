import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToMinor, minorToAmount } from '../src/money.ts';

const MAX = Number.MAX_SAFE_INTEGER; // 9007199254740991 minor units

describe('amountToMinor', () => {
  it('reads amounts with 0, 1 or 2 decimals', () => {
    expect(amountToMinor('1234.56')).toBe(123_456);
    expect(amountToMinor('12.5')).toBe(1250);
    expect(amountToMinor('7')).toBe(700);
    expect(amountToMinor('0.05')).toBe(5);
    expect(amountToMinor('+3.00')).toBe(300);
    expect(amountToMinor('007.10')).toBe(710);
  });

  it('reads zero as 0, never -0', () => {
    for (const zero of ['0', '0.00', '-0', '-0.00', '+0.0', '000']) {
      expect(Object.is(amountToMinor(zero), 0), zero).toBe(true);
    }
  });

  it('reads negative amounts', () => {
    expect(amountToMinor('-1.50')).toBe(-150);
    expect(amountToMinor('-0.05')).toBe(-5);
    expect(amountToMinor('-0.5')).toBe(-50);
    expect(amountToMinor('-1234567.89')).toBe(-123_456_789);
  });

  it('reads large amounts exactly, up to the largest safe integer of minor units', () => {
    // A float gets these wrong: 1.13 * 100 = 112.99999999999999, 0.29 * 100 = 28.999999999999996.
    expect(amountToMinor('1.13')).toBe(113);
    expect(amountToMinor('0.29')).toBe(29);
    expect(amountToMinor('999999999.99')).toBe(99_999_999_999);
    expect(amountToMinor('90071992547409.91')).toBe(MAX);
    expect(amountToMinor('-90071992547409.91')).toBe(-MAX);
    expect(amountToMinor('90071992547409.92')).toBeUndefined();
    expect(amountToMinor('99999999999999999999.99')).toBeUndefined();
  });

  it('refuses malformed input instead of guessing', () => {
    for (const bad of [
      '',
      ' ',
      '.',
      '-',
      '1.',
      '.5',
      '1.005',
      '0.001',
      ' 1.00',
      '1.00 ',
      '1,000.00',
      '1 000',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '--1',
      '1.2.3',
      '١٢',
      '12abc',
    ]) {
      expect(amountToMinor(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });
});

describe('minorToAmount', () => {
  it('writes two decimals', () => {
    expect(minorToAmount(123_456)).toBe('1234.56');
    expect(minorToAmount(1250)).toBe('12.50');
    expect(minorToAmount(700)).toBe('7.00');
    expect(minorToAmount(5)).toBe('0.05');
    expect(minorToAmount(10)).toBe('0.10');
  });

  it('writes zero as 0.00, -0 included', () => {
    expect(minorToAmount(0)).toBe('0.00');
    expect(minorToAmount(-0)).toBe('0.00');
  });

  it('writes negative amounts with one leading minus', () => {
    // The lottery screen's own copy wrote -150 as "-2.-50" and -5 as "-1.-5".
    expect(minorToAmount(-150)).toBe('-1.50');
    expect(minorToAmount(-5)).toBe('-0.05');
    expect(minorToAmount(-100)).toBe('-1.00');
    expect(minorToAmount(-123_456_789)).toBe('-1234567.89');
  });

  it('writes large amounts exactly', () => {
    expect(minorToAmount(99_999_999_999)).toBe('999999999.99');
    expect(minorToAmount(MAX)).toBe('90071992547409.91');
    expect(minorToAmount(-MAX)).toBe('-90071992547409.91');
  });

  it('refuses what is not a whole number of minor units', () => {
    for (const bad of [0.5, -1.25, Number.NaN, Infinity, -Infinity, MAX + 1, 2 ** 63]) {
      expect(() => minorToAmount(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('amountToMinor and minorToAmount', () => {
  it('round-trip every safe integer of minor units', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (minor) => {
        expect(amountToMinor(minorToAmount(minor))).toBe(minor === 0 ? 0 : minor);
      }),
      { seed: 37 },
    );
  });

  it('agree with exact integer arithmetic on any decimal string (undefined past the safe range)', () => {
    const amount = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.bigInt({ min: 0n, max: 1000n })),
        fc.constantFrom('', '.0', '.00', '.5', '.05', '.99', '.1'),
      )
      .map(([sign, whole, fraction]) => `${sign}${whole}${fraction}`);
    fc.assert(
      fc.property(amount, (text) => {
        const [, sign, whole, fraction = ''] = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text)!;
        const exact = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
        const minor = amountToMinor(text);
        if (exact > BigInt(MAX)) {
          expect(minor, text).toBeUndefined();
          return;
        }
        const negative = sign === '-' && exact !== 0n;
        expect(minor, text).toBe(Number(negative ? -exact : exact));
        const written = `${negative ? '-' : ''}${exact / 100n}.${String(exact % 100n).padStart(2, '0')}`;
        expect(minorToAmount(minor!)).toBe(written);
      }),
      { seed: 37, numRuns: 500 },
    );
  });
});
