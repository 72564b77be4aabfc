import type { MemberBenefitsValue, VipLevel } from '@kalaro/contract/member-pages';
import { toMinor } from '@/shared/format/money';

export type RequirementKind = 'turnover' | 'deposit';

export interface RequirementProgress {
  kind: RequirementKind;
  /** Minor units reached and needed. */
  have: number;
  need: number;
  /** What is still missing (0 when met), minor units. */
  remaining: number;
  /** 0…1. */
  ratio: number;
}

export interface VipProgress {
  current: VipLevel | undefined;
  /** The level after the member's, or null at the top. */
  next: VipLevel | null;
  requirements: RequirementProgress[];
  /** 0…1: the least-advanced requirement (a level needs them all); 1 at the top. */
  ratio: number;
}

const requirement = (kind: RequirementKind, have: number, need: number): RequirementProgress => {
  const reached = Math.max(0, have);
  return {
    kind,
    have: reached,
    need,
    remaining: Math.max(0, need - reached),
    ratio: need <= 0 ? 1 : Math.min(1, reached / need),
  };
};

/**
 * Progress to the next member-club level: each requirement (turnover, deposits)
 * of the next level against what the member has; a level is reached only when
 * every one is met, so the overall progress is the smallest of them.
 */
export const vipProgress = ({ levels, member }: MemberBenefitsValue): VipProgress => {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const current = sorted.find((l) => l.level === member.level);
  const next = sorted.find((l) => l.level > member.level) ?? null;
  if (!next) return { current, next: null, requirements: [], ratio: 1 };
  const requirements = [
    requirement('turnover', toMinor(member.turnover), toMinor(next.minTurnover)),
    requirement('deposit', toMinor(member.depositTotal), toMinor(next.minDeposit)),
  ];
  return {
    current,
    next,
    requirements,
    ratio: Math.min(...requirements.map((r) => r.ratio)),
  };
};

/** A ratio as a whole percent, rounded down so 99.9% never shows as 100%. */
export const percentOf = (ratio: number): number =>
  Math.floor(Math.max(0, Math.min(1, ratio)) * 100);
