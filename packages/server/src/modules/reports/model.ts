/** Half hours in a day: the rollup's unit (every time zone in use is a whole or half hour from UTC but a few). */
export const HALF_HOURS_PER_DAY = 48;

/** Whether days `utcOffset` minutes east of UTC are made of whole half hours of UTC. */
export const rollupFits = (utcOffset: number) => Number.isInteger(utcOffset / 30);

/** The bits of half hours `lo` (included) to `hi` (excluded) of a day. */
export const halfHourBits = (lo: number, hi: number): bigint =>
  (1n << BigInt(hi)) - (1n << BigInt(lo));

/**
 * Which half hours of a UTC day fall on which day of the operator's time zone
 * (`utcOffset` minutes east, a multiple of 30): the day's bits split in at most
 * two parts, each with its shift in days (-1, 0 or +1) from the UTC day. East
 * of UTC the day's last half hours are already tomorrow; west, its first ones
 * are still yesterday.
 */
export function halfHourParts(utcOffset: number): { bits: bigint; shift: number }[] {
  if (!rollupFits(utcOffset))
    throw new RangeError(`utcOffset ${utcOffset} is not whole half hours`);
  const k = utcOffset / 30;
  const split = k >= 0 ? HALF_HOURS_PER_DAY - k : -k;
  const parts = [
    { bits: halfHourBits(0, split), shift: k >= 0 ? 0 : -1 },
    { bits: halfHourBits(split, HALF_HOURS_PER_DAY), shift: k >= 0 ? 1 : 0 },
  ];
  return parts.filter((part) => part.bits !== 0n);
}
