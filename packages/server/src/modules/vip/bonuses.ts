import { FLAG, MEMBER_TYPE } from '@kalaro/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { LeasedPass, type LeasedPassOptions } from '../../lib/periodic.ts';
import { findMemberById } from '../accounts/service.ts';
import type { MemberSessions } from '../../plugins/session.ts';
import { findEntryByKey, openWallet, postMovement } from '../wallet/service.ts';
import { isFlagOn } from '../operator/guards.ts';
import { getOperatorConfig } from '../operator/service.ts';
import {
  findMembersDueBirthday,
  findMembersDueUpgrade,
  findVipLevels,
  lockMemberForBonuses,
  raiseMemberLevel,
  sumDepositsMinor,
  sumTurnoverMinor,
  type VipLevelRow,
} from './repo.ts';

/** Ledger idempotency keys: one upgrade bonus per member and level, one birthday bonus a year. */
export const upgradeBonusKey = (memberId: string, level: number) =>
  `vip:upgrade:${memberId}:${level}`;
export const birthdayBonusKey = (memberId: string, year: number | string) =>
  `vip:birthday:${memberId}:${year}`;

/** The calendar day of `now` ("YYYY-MM-DD", UTC): birthdays are counted in UTC days. */
export const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * Whether the birthday ("YYYY-MM-DD") of `today`'s year has come: on the day
 * or after it (29 February counts as passed from 1 March in other years).
 */
export const birthdayCome = (birthDate: string | null, today: string) =>
  birthDate !== null && birthDate.slice(5) <= today.slice(5);

/** The highest level whose turnover and deposit requirements are both met (levels sorted). */
export function qualifiedLevel(
  levels: readonly Pick<VipLevelRow, 'level' | 'minTurnoverMinor' | 'minDepositMinor'>[],
  turnoverMinor: number,
  depositMinor: number,
): number {
  let reached = 0;
  for (const l of levels) {
    if (turnoverMinor >= l.minTurnoverMinor && depositMinor >= l.minDepositMinor) {
      reached = Math.max(reached, l.level);
    }
  }
  return reached;
}

export interface VipStanding {
  levels: VipLevelRow[];
  level: number;
  label: string;
  turnoverMinor: number;
  depositMinor: number;
  /** Bonuses credited by this call. */
  paid: number;
  /** The stored level was raised by this call. */
  raised: boolean;
}

/**
 * Brings a member's club standing up to date: raises the stored level when
 * turnover and deposits qualify (never lowers it) and credits, in the same
 * transaction, the upgrade bonus of each level newly reached (VIP0 → VIP3 pays
 * VIP1, VIP2 and VIP3); then this year's birthday bonus of the member's level
 * once the birthday has come. Everything is paid under a lock of the member's
 * row and a ledger idempotency key, so racing calls and scheduler passes pay once.
 * Undefined for an unknown member.
 */
export async function settleVipStanding(
  db: Db,
  memberId: string,
  now: number,
): Promise<VipStanding | undefined> {
  const member = await findMemberById(db, memberId);
  if (!member) return undefined;
  const [levels, turnoverMinor, depositMinor] = await Promise.all([
    findVipLevels(db),
    sumTurnoverMinor(db, memberId),
    sumDepositsMinor(db, memberId),
  ]);
  const reached = Math.max(member.vipLevel, qualifiedLevel(levels, turnoverMinor, depositMinor));
  const labelOf = (level: number, fallback: string) =>
    levels.find((l) => l.level === level)?.label ?? fallback;
  const standing: VipStanding = {
    levels,
    level: reached,
    label: labelOf(reached, member.vipLabel),
    turnoverMinor,
    depositMinor,
    paid: 0,
    raised: false,
  };
  const eligible = member.side === 'member' && member.type !== MEMBER_TYPE.TRIAL;
  const today = dayOf(now);
  const year = today.slice(0, 4);
  const birthdayBonusOf = (level: number) =>
    levels.find((l) => l.level === level)?.benefits.birthdayBonusMinor ?? 0;
  const birthdayDue =
    eligible &&
    birthdayCome(member.birthDate, today) &&
    birthdayBonusOf(reached) > 0 &&
    !(await findEntryByKey(db, birthdayBonusKey(memberId, year)));
  if (reached <= member.vipLevel && !birthdayDue) return standing;

  if (eligible) await openWallet(db, memberId); // idempotent; accounts from before wallets
  const createdAt = new Date(now);
  await db.transaction(async (tx) => {
    const locked = await lockMemberForBonuses(tx, memberId);
    if (!locked) return;
    if (reached > locked.vipLevel) {
      await raiseMemberLevel(tx, memberId, reached, standing.label);
      standing.raised = true;
      for (const l of levels) {
        const amountMinor = l.benefits.upgradeBonusMinor;
        if (!eligible || l.level <= locked.vipLevel || l.level > reached || amountMinor <= 0) {
          continue;
        }
        const idempotencyKey = upgradeBonusKey(memberId, l.level);
        if (await findEntryByKey(tx, idempotencyKey)) continue;
        await postMovement(
          tx,
          {
            memberId,
            type: 'bonus',
            amountMinor,
            idempotencyKey,
            reference: `${l.label} upgrade bonus`,
            createdAt,
          },
          1,
        );
        standing.paid++;
      }
    }
    const birthdayMinor = birthdayBonusOf(Math.max(reached, locked.vipLevel));
    const idempotencyKey = birthdayBonusKey(memberId, year);
    if (
      eligible &&
      birthdayCome(locked.birthDate, today) &&
      birthdayMinor > 0 &&
      !(await findEntryByKey(tx, idempotencyKey))
    ) {
      await postMovement(
        tx,
        {
          memberId,
          type: 'bonus',
          amountMinor: birthdayMinor,
          idempotencyKey,
          reference: `Birthday bonus ${year}`,
          createdAt,
        },
        1,
      );
      standing.paid++;
    }
  });
  return standing;
}

/** How often the server looks for members owed a club bonus. */
const PASS_INTERVAL_MS = 60_000;
/** Activity looked back on beyond the last pass (bets settled in a transaction begun earlier). */
const OVERLAP_MS = 5 * 60_000;

export interface VipBonusOptions extends Pick<LeasedPassOptions, 'scheduler' | 'holdLease'> {
  now: () => number;
  /**
   * Whether the member's bonuses are held (player protection: a time-out or
   * self-exclusion runs). The pass leaves a held member due: the bonus is paid
   * by the first pass after the measure ends (a birthday within its year).
   */
  onHold?: (memberId: string) => Promise<boolean>;
}

/**
 * Pays club bonuses to members who never open the benefits screen: each pass
 * raises the level of members whose bets or deposits since the last pass
 * qualify them higher (the first pass of a process looks at all history), and
 * pays the birthday bonuses that have come due.
 */
export class VipBonusPayouts extends LeasedPass<number> {
  /** Activity before this was looked at by an earlier pass of this process. */
  private since = new Date(0);

  constructor(
    private readonly db: Db,
    private readonly sessions: Pick<MemberSessions, 'memberChanged'>,
    private readonly options: VipBonusOptions,
    log?: FastifyBaseLogger,
  ) {
    super({ ...options, name: 'vip-bonuses', intervalMs: PASS_INTERVAL_MS, log });
  }

  protected async runPass(): Promise<number> {
    // No member club, no club bonuses (the benefits call is refused too).
    if (!isFlagOn(await getOperatorConfig(this.db), FLAG.VIP_BENEFITS)) return 0;
    const now = this.options.now();
    const [upgrades, birthdays] = await Promise.all([
      findMembersDueUpgrade(this.db, this.since),
      findMembersDueBirthday(this.db, dayOf(now)),
    ]);
    let paid = 0;
    for (const memberId of new Set([...upgrades, ...birthdays])) {
      if (await this.options.onHold?.(memberId)) continue;
      const standing = await settleVipStanding(this.db, memberId, now);
      if (standing?.raised || standing?.paid) this.sessions.memberChanged(memberId);
      paid += standing?.paid ?? 0;
    }
    this.since = new Date(now - OVERLAP_MS);
    return paid;
  }
}
