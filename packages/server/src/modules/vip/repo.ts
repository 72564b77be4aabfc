import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { and, asc, eq, gte, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';
import { betsTable } from '../bets/tables.ts';
import { ledgerEntriesTable } from '../wallet/tables.ts';
import { vipLevelsTable } from './tables.ts';

export type VipLevelRow = typeof vipLevelsTable.$inferSelect;

export async function findVipLevels(db: Db): Promise<VipLevelRow[]> {
  return db.select().from(vipLevelsTable).orderBy(asc(vipLevelsTable.level));
}

/** Adds the levels not there yet (by level); answers how many were added. */
export async function insertVipLevelsIfAbsent(
  db: Db,
  rows: (typeof vipLevelsTable.$inferInsert)[],
) {
  if (rows.length === 0) return 0;
  const added = await db
    .insert(vipLevelsTable)
    .values(rows)
    .onConflictDoNothing()
    .returning({ level: vipLevelsTable.level });
  return added.length;
}

/** Settled stakes of a member: the turnover the levels ask for. */
export async function sumTurnoverMinor(db: Db, memberId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${betsTable.stakeMinor}), 0)` })
    .from(betsTable)
    .where(and(eq(betsTable.memberId, memberId), eq(betsTable.status, 'settled')));
  return Number(rows[0]?.total ?? 0);
}

/** Deposits credited to a member (ledger rows `deposit`). */
export async function sumDepositsMinor(db: Db, memberId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntriesTable.amountMinor}), 0)` })
    .from(ledgerEntriesTable)
    .where(and(eq(ledgerEntriesTable.memberId, memberId), eq(ledgerEntriesTable.type, 'deposit')));
  return Number(rows[0]?.total ?? 0);
}

/** Stores a higher level (shown in the profile block); never lowers it. */
export async function raiseMemberLevel(db: Db, memberId: string, level: number, label: string) {
  await db
    .update(membersTable)
    .set({ vipLevel: level, vipLabel: label, updatedAt: new Date() })
    .where(and(eq(membersTable.id, memberId), sql`${membersTable.vipLevel} < ${level}`));
}

/** The member's level and birth date, locked until the transaction ends (bonuses are paid under it). */
export async function lockMemberForBonuses(tx: Db, memberId: string) {
  const rows = await tx
    .select({
      vipLevel: membersTable.vipLevel,
      birthDate: membersTable.birthDate,
    })
    .from(membersTable)
    .where(eq(membersTable.id, memberId))
    .for('update');
  return rows[0];
}

/** Which of these ledger idempotency keys were applied. */
export async function findAppliedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: ledgerEntriesTable.idempotencyKey })
    .from(ledgerEntriesTable)
    .where(inArray(ledgerEntriesTable.idempotencyKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}

/** Members of the member side (not trial accounts) that a bonus may go to. */
const bonusEligible = sql`${membersTable.side} = 'member' AND ${membersTable.type} <> ${MEMBER_TYPE.TRIAL}`;

/**
 * Members with a settled bet or a deposit since `since` whose turnover and
 * deposits now qualify them for a level above their stored one.
 */
export async function findMembersDueUpgrade(db: Db, since: Date): Promise<string[]> {
  const active = db
    .select({ memberId: betsTable.memberId })
    .from(betsTable)
    .where(and(eq(betsTable.status, 'settled'), gte(betsTable.settledAt, since)))
    .union(
      db
        .select({ memberId: ledgerEntriesTable.memberId })
        .from(ledgerEntriesTable)
        .where(
          and(eq(ledgerEntriesTable.type, 'deposit'), gte(ledgerEntriesTable.createdAt, since)),
        ),
    );
  const turnover = sql`(SELECT coalesce(sum(b.stake_minor), 0) FROM ${betsTable} b
    WHERE b.member_id = ${membersTable.id} AND b.status = 'settled')`;
  const deposits = sql`(SELECT coalesce(sum(e.amount_minor), 0) FROM ${ledgerEntriesTable} e
    WHERE e.member_id = ${membersTable.id} AND e.type = 'deposit')`;
  const rows = await db
    .select({ id: membersTable.id })
    .from(membersTable)
    .where(
      and(
        inArray(membersTable.id, active),
        bonusEligible,
        sql`EXISTS (SELECT 1 FROM ${vipLevelsTable} l WHERE l.level > ${membersTable.vipLevel}
          AND ${turnover} >= l.min_turnover_minor AND ${deposits} >= l.min_deposit_minor)`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Members whose birthday of `today`'s year ("YYYY-MM-DD") has come and whose
 * level gives a birthday bonus not paid this year (key `vip:birthday:<id>:<year>`).
 */
export async function findMembersDueBirthday(db: Db, today: string): Promise<string[]> {
  const year = today.slice(0, 4);
  const rows = await db
    .select({ id: membersTable.id })
    .from(membersTable)
    .innerJoin(vipLevelsTable, eq(vipLevelsTable.level, membersTable.vipLevel))
    .where(
      and(
        isNotNull(membersTable.birthDate),
        bonusEligible,
        sql`to_char(${membersTable.birthDate}, 'MM-DD') <= ${today.slice(5)}::text`,
        sql`(${vipLevelsTable.benefits}->>'birthdayBonusMinor')::bigint > 0`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(ledgerEntriesTable)
            .where(
              eq(
                ledgerEntriesTable.idempotencyKey,
                sql`'vip:birthday:' || ${membersTable.id} || ':' || ${year}::text`,
              ),
            ),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Every level, locked until the transaction ends (the operator replaces them under it). */
export async function lockVipLevels(tx: Db): Promise<VipLevelRow[]> {
  return tx.select().from(vipLevelsTable).orderBy(asc(vipLevelsTable.level)).for('update');
}

/** Replaces a level's label, requirements and benefits. */
export async function replaceVipLevel(tx: Db, row: VipLevelRow): Promise<void> {
  await tx
    .update(vipLevelsTable)
    .set({
      label: row.label,
      minTurnoverMinor: row.minTurnoverMinor,
      minDepositMinor: row.minDepositMinor,
      benefits: row.benefits,
    })
    .where(eq(vipLevelsTable.level, row.level));
}
