import type { RegionRule } from '@kalaro/contract/operator';
import { describe, expect, it } from 'vitest';
import { countryOf, findCidrIssues, isRegionRestricted } from '../src/modules/system/region.ts';

const table: RegionRule['ipCountries'] = [
  { cidr: '203.0.113.0/24', country: 'SG' },
  { cidr: '203.0.0.0/8', country: 'AU' },
  { cidr: '198.51.100.0/24', country: 'PH' },
  { cidr: '2001:db8::/32', country: 'JP' },
  { cidr: '::ffff:192.0.2.0/120', country: 'US' },
  { cidr: 'not-a-cidr', country: 'ZZ' },
];

describe('countryOf', () => {
  it.each([
    ['203.0.113.9', null, 'SG', 'IPv4 in a /24'],
    ['203.1.2.3', null, 'AU', 'wider range after a narrower one'],
    ['198.51.100.255', null, 'PH', 'last address of a range'],
    ['198.51.101.0', null, null, 'just outside a range'],
    ['::ffff:203.0.113.9', null, 'SG', 'IPv4-mapped IPv6 matches an IPv4 range'],
    ['::FFFF:198.51.100.1', null, 'PH', 'mapped address in upper case'],
    ['2001:db8:1::42', null, 'JP', 'IPv6 in a /32'],
    ['2001:db9::1', 'DE', 'DE', 'IPv6 outside every range takes the fallback'],
    ['192.0.2.10', null, 'US', 'IPv4 in an IPv4-mapped IPv6 range'],
    ['10.0.0.1', 'DE', 'DE', 'unknown IPv4 takes the fallback'],
    ['10.0.0.1', null, null, 'unknown IPv4 without fallback'],
    ['garbage', 'DE', 'DE', 'unparsable IP takes the fallback'],
    ['', null, null, 'empty IP'],
  ])('%s (fallback %s) → %s: %s', (ip, fallback, expected, _why: string) => {
    expect(countryOf(ip, table, fallback)).toBe(expected);
  });

  it('takes the first matching entry', () => {
    expect(
      countryOf(
        '203.0.113.1',
        [
          { cidr: '203.0.113.0/24', country: 'SG' },
          { cidr: '203.0.113.0/24', country: 'MY' },
        ],
        null,
      ),
    ).toBe('SG');
  });
});

describe('isRegionRestricted', () => {
  const rule = (enabled: boolean, mode: 'allow' | 'deny') => ({
    enabled,
    mode,
    countries: ['SG', 'US'],
  });

  it.each([
    [false, 'deny', 'SG', false, 'disabled rule restricts nobody'],
    [false, 'allow', null, false, 'disabled rule, unknown country'],
    [true, 'deny', 'SG', true, 'deny: listed country'],
    [true, 'deny', 'PH', false, 'deny: other country'],
    [true, 'deny', null, false, 'deny: unknown country'],
    [true, 'allow', 'US', false, 'allow: listed country'],
    [true, 'allow', 'PH', true, 'allow: other country'],
    [true, 'allow', null, true, 'allow: unknown country'],
  ] as const)(
    'enabled=%s mode=%s country=%s → %s: %s',
    (enabled, mode, country, expected, _why: string) => {
      expect(isRegionRestricted(country, rule(enabled, mode))).toBe(expected);
    },
  );
});

describe('findCidrIssues', () => {
  it('reports the entries that are not CIDR ranges', () => {
    expect(findCidrIssues(table)).toEqual([{ index: 5, cidr: 'not-a-cidr' }]);
  });
});
