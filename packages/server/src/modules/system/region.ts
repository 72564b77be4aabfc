import type { RegionRule } from '@kalaro/contract/operator';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type IpCountry = RegionRule['ipCountries'][number];

const parseAddress = (ip: string): Address | undefined => {
  try {
    // process() turns an IPv4-mapped IPv6 address (::ffff:1.2.3.4) into plain IPv4.
    return ipaddr.process(ip);
  } catch {
    return undefined;
  }
};

const parseRange = (cidr: string): [Address, number] | undefined => {
  try {
    return ipaddr.parseCIDR(cidr);
  } catch {
    return undefined;
  }
};

const inRange = (address: Address, [network, bits]: [Address, number]): boolean => {
  if (address.kind() === network.kind()) return address.match(network, bits);
  // An IPv4 client still falls in an IPv6 range written as ::ffff:a.b.c.d/n.
  if (address instanceof ipaddr.IPv4 && network instanceof ipaddr.IPv6) {
    return address.toIPv4MappedAddress().match(network, bits);
  }
  return false;
};

/** Addresses placed per table, remembered (bounded) so a returning client costs a lookup. */
const PLACED_MAX = 10_000;

/** Each table's ranges, parsed once (the configuration is kept, so its table is too). */
const parsedTables = new WeakMap<
  readonly IpCountry[],
  {
    ranges: { range: [Address, number] | undefined; country: string }[];
    placed: Map<string, string | null>;
  }
>();

const parsedTable = (table: readonly IpCountry[]) => {
  let parsed = parsedTables.get(table);
  if (!parsed) {
    const ranges = table.map(({ cidr, country }) => ({ range: parseRange(cidr), country }));
    parsed = { ranges, placed: new Map() };
    parsedTables.set(table, parsed);
  }
  return parsed;
};

/** Country of an IP from the operator's CIDR table (first match wins), else the fallback. */
export function countryOf(
  ip: string,
  table: readonly IpCountry[],
  fallback: string | null,
): string | null {
  const { ranges, placed } = parsedTable(table);
  const known = placed.get(ip);
  if (known !== undefined) return known ?? fallback;
  const address = parseAddress(ip);
  let country: string | null = null;
  if (address) {
    for (const { range, country: c } of ranges) {
      if (range && inRange(address, range)) {
        country = c;
        break;
      }
    }
  }
  if (placed.size >= PLACED_MAX) placed.clear();
  placed.set(ip, country);
  return country ?? fallback;
}

/** Whether a client from `country` (null = unknown) may not use the app. */
export function isRegionRestricted(
  country: string | null,
  rule: Pick<RegionRule, 'enabled' | 'mode' | 'countries'>,
): boolean {
  if (!rule.enabled) return false;
  if (rule.mode === 'deny') return country !== null && rule.countries.includes(country);
  return country === null || !rule.countries.includes(country);
}

/** Entries of the table whose CIDR does not parse. */
export function findCidrIssues(table: readonly IpCountry[]): { index: number; cidr: string }[] {
  return table.flatMap(({ cidr }, index) => (parseRange(cidr) ? [] : [{ index, cidr }]));
}
