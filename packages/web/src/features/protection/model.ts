import { parseAmountMinor } from '@kalaro/contract/payments-rules';
import type { ProtectionMeasure } from '@kalaro/contract/protection';
import {
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  kindOfPeriod,
  mayReplace,
  protectionEnd,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type ProtectionKind,
  type ProtectionPeriod,
} from '@kalaro/contract/protection-rules';

/** The choices of the screen, each kind with its periods, shortest first. */
export const CHOICES: readonly { kind: ProtectionKind; periods: readonly ProtectionPeriod[] }[] = [
  { kind: 'timeOut', periods: TIME_OUT_PERIODS },
  { kind: 'selfExclusion', periods: SELF_EXCLUSION_PERIODS },
];

const endMs = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * Whether a period may be chosen now: always when nothing is in force, else
 * only one that lengthens the measure (the server refuses the others too).
 */
export const mayChoose = (
  period: ProtectionPeriod,
  current: ProtectionMeasure | null,
  now: number,
): boolean =>
  mayReplace(current ? { kind: current.kind, endsAt: endMs(current.endsAt) } : null, {
    kind: kindOfPeriod(period),
    endsAt: protectionEnd(period, now),
  });

/** When a period chosen now would end (null: never), for the confirmation. */
export const endIfTakenNow = (period: ProtectionPeriod, now: number): Date | null => {
  const end = protectionEnd(period, now);
  return end === null ? null : new Date(end);
};

// --- play limits -------------------------------------------------------------------

/** A money limit as the form shows it ("" for none; "50" for "50.00") and back. */
export const playLimitText = (limit: string | null): string =>
  limit === null ? '' : limit.replace(/\.00$/, '');

/** Why a typed money limit is refused (empty: no limit). */
export const playLimitProblem = (text: string): 'format' | null => {
  if (text.trim() === '') return null;
  const minor = parseAmountMinor(text);
  return minor === undefined || minor === 0 ? 'format' : null;
};

/** Why typed session minutes are refused (empty: no limit). */
export const sessionMinutesProblem = (text: string): 'range' | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'range';
  const minutes = Number(trimmed);
  return minutes < SESSION_LIMIT_MIN_MINUTES || minutes > SESSION_LIMIT_MAX_MINUTES
    ? 'range'
    : null;
};

// --- reality check -----------------------------------------------------------------

/** The intervals the screen offers, in minutes (the server takes any 15–120). */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

/** The choices with the interval in force among them (an operator's default may be another). */
export const realityCheckOptions = (current: number | null): number[] => {
  const all = new Set<number>(REALITY_CHECK_CHOICES);
  if (current !== null) all.add(current);
  return [...all].sort((a, b) => a - b);
};

const MINUTE_MS = 60_000;

/**
 * A time of the server's clock on this device's clock: shifted by how far the
 * two differed when the server answered (`serverNow`, received at `receivedAt`).
 */
export const onLocalClock = (serverTime: string, serverNow: string, receivedAt: number): number =>
  Date.parse(serverTime) + (receivedAt - Date.parse(serverNow));

/**
 * Whether the check opens now: it is due, and no game round runs (a spin's
 * animation is never cut; the check waits for its result).
 */
export const shouldOpenRealityCheck = (
  dueAt: number | null,
  now: number,
  roundRunning: boolean,
): boolean => dueAt !== null && now >= dueAt && !roundRunning;

/** Whole minutes from the session's start to `now` (never below 0). */
export const minutesSince = (start: number, now: number): number =>
  Math.max(0, Math.floor((now - start) / MINUTE_MS));

/** Minutes played as hours and minutes, for "1 h 05 min". */
export const playedParts = (minutes: number): { hours: number; minutes: number } => ({
  hours: Math.floor(Math.max(0, minutes) / 60),
  minutes: Math.max(0, minutes) % 60,
});
