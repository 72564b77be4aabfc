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
