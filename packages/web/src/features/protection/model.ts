import type { ProtectionMeasure } from '@kalaro/contract/protection';
import {
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
