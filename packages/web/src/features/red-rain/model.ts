import type { RedRainValue } from '@kalaro/contract/red-rain';

/** Pure rules of the red-envelope rain screen (/m/redRain). */

export type RainPhase = 'none' | 'upcoming' | 'live' | 'ended';

type Rain = NonNullable<RedRainValue['rain']>;

/** Where the rain stands at `serverNow` (the phone's clock corrected to the server's). */
export function rainPhase(rain: Rain | null, serverNow: number): RainPhase {
  if (!rain) return 'none';
  if (serverNow < Date.parse(rain.startsAt)) return 'upcoming';
  if (serverNow < Date.parse(rain.endsAt)) return 'live';
  return 'ended';
}

/** How far the server's clock is ahead of the phone's, from one answer (ms). */
export const clockSkew = (serverTime: string, receivedAt: number): number =>
  Date.parse(serverTime) - receivedAt;

/** A countdown as shown: "1:05:09", "4:59", "0:07" (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** How many envelopes the member may still open. */
export const envelopesLeft = (rain: Rain): number =>
  rain.exhausted ? 0 : Math.max(0, rain.claimsPerMember - rain.myClaims);

/** Envelopes on screen at once, and the lane (0–1 across) and delay of each: spread, not random. */
export const ENVELOPES_ON_SCREEN = 8;
export const envelopeLane = (index: number) => ({
  left: ((index * 37) % 100) / 100,
  delaySeconds: (index * 0.7) % 4,
});
