import { randomUUID } from 'node:crypto';
import { CONTENT_TYPE } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import type { Game } from '@kalaro/contract/games';
import type { LotteryState } from '@kalaro/contract/lottery';
import type { SlotState, SpinValue } from '@kalaro/contract/slot';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { insertBet } from '../src/modules/inhouse/repo.ts';
import { openWallet, postMovement } from '../src/modules/wallet/service.ts';
import { bearer, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, json } from './helpers.ts';

export type Headers = Record<string, string>;

let serial = 0;

/** A new member with `balanceMinor` in the wallet (a ledger row) and a bearer session. */
export async function memberWithBalance(
  t: AccountsTestApp,
  balanceMinor: number,
  createdAt?: Date,
): Promise<{ memberId: string; headers: Headers }> {
  const db = t.app.db;
  const member = await insertMember(db, {
    merchantCode: 'KALARO',
    username: `slot${Date.now().toString(36)}${serial++}`,
  });
  await openWallet(db, member.id);
  if (balanceMinor > 0) {
    await db.transaction((tx) =>
      postMovement(
        tx,
        {
          memberId: member.id,
          type: 'deposit',
          amountMinor: balanceMinor,
          idempotencyKey: `test-deposit:${member.id}`,
          reference: 'Test deposit',
          createdAt: createdAt ?? new Date(t.clock.now()),
        },
        1,
      ),
    );
  }
  const { token } = await createSession(
    db,
    member,
    // Remembered (30 days), so tests may move the clock by days.
    { rememberMe: true, ip: '10.77.0.1' },
    t.clock.now(),
  );
  return { memberId: member.id, headers: bearer(token) };
}

/** The INHOUSE games of the catalogue (every one runs the slot). */
export async function inhouseGames(t: AccountsTestApp): Promise<Game[]> {
  const r = await t.app.inject({
    method: 'GET',
    url: `${endpoints.games.list.path}?vassalage=INHOUSE&pageSize=100`,
  });
  return json<{ value: { games: Game[] } }>(r).value.games;
}

export const statePath = (gameId: string) =>
  endpoints.inhouse.slotState.path.replace(':gameId', gameId);
export const spinPath = (gameId: string) => endpoints.inhouse.spin.path.replace(':gameId', gameId);

export async function slotState(t: AccountsTestApp, headers: Headers, gameId: string) {
  const r = await t.app.inject({ method: 'GET', url: statePath(gameId), headers });
  if (r.statusCode !== 200) throw new Error(`state failed: ${r.body}`);
  return json<{ value: SlotState }>(r).value;
}

export const spinCall = (
  t: AccountsTestApp,
  headers: Headers,
  gameId: string,
  body: { bet: string; idempotencyKey?: string; serverSeedHash?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: spinPath(gameId),
    headers,
    payload: { idempotencyKey: randomUUID(), ...body },
  });

export async function spinOk(
  t: AccountsTestApp,
  headers: Headers,
  gameId: string,
  body: { bet: string; idempotencyKey?: string; serverSeedHash?: string },
): Promise<SpinValue> {
  const r = await spinCall(t, headers, gameId, body);
  if (r.statusCode !== 200) throw new Error(`spin failed: ${r.body}`);
  return json<{ value: SpinValue }>(r).value;
}

/** A quick lottery every test database has. */
export const TEST_LOTTERY = 'QUICK3_1';

/**
 * A lottery bet's body on a draw still open for some seconds: the test clock starts
 * at the real time, so it may first stand in a draw's closing seconds; then it moves
 * past that draw.
 */
export async function lotteryBetBody(
  t: AccountsTestApp,
  headers: Headers,
  amount: string,
  code = TEST_LOTTERY,
) {
  const url = endpoints.lottery.state.path.replace(':code', code);
  for (let i = 0; i < 3; i++) {
    const r = await t.app.inject({ method: 'GET', url, headers });
    if (r.statusCode !== 200) throw new Error(`lottery state failed: ${r.body}`);
    const { current } = json<{ value: LotteryState }>(r).value;
    if (Date.parse(current.closesAt) - t.clock.now() > 10_000)
      return { drawId: current.drawId, selection: 'ODD', amount, idempotencyKey: randomUUID() };
    t.clock.advance(Date.parse(current.drawAt) - t.clock.now() + 1_000);
  }
  throw new Error('no open lottery draw');
}

/** "12.30" → 1230. */
export const minor = (money: string) => Math.round(Number(money) * 100);

let betSerial = 0;

/** A settled bet of `game` at `at`, written as a vendor's settled round would be (no money moves). */
export async function insertSettledBet(
  t: AccountsTestApp,
  memberId: string,
  game: { nodeId: number; vendor: string; gameType: string },
  bet: { stakeMinor: number; winMinor?: number; at: Date },
): Promise<void> {
  const key = `test-bet-${betSerial++}-${randomUUID()}`;
  await insertBet(t.app.db, {
    memberId,
    ...game,
    stakeMinor: bet.stakeMinor,
    winMinor: bet.winMinor ?? 0,
    status: 'settled',
    roundId: key,
    idempotencyKey: key,
    detail: null,
    createdAt: bet.at,
    settledAt: bet.at,
  });
}

/** Ends every running promotion of a kind (REFERRAL, MISSION…) through the admin call. */
export async function endPromotions(t: AccountsTestApp, promotionType: string): Promise<void> {
  const { content, admin } = endpoints;
  const list = await t.app.inject({
    method: 'GET',
    url: `${content.announcements.path}?types=${CONTENT_TYPE.PROMOTION}`,
  });
  const promotions = json<{
    value: { promotions: { id: number; promotionType: string | null }[] };
  }>(list).value.promotions.filter((p) => p.promotionType === promotionType);
  expect(promotions.length).toBeGreaterThan(0);
  for (const p of promotions) {
    const r = await t.app.inject({
      method: 'DELETE',
      url: admin.deleteAnnouncement.path.replace(':id', String(p.id)),
      headers: adminHeaders,
    });
    expect(r.statusCode, r.body).toBe(200);
  }
}

/** A wallet's balance beside the sum of its ledger (minor units, as text). */
export interface WalletBook {
  member_id: string;
  balance: string;
  ledger: string;
}

/** Every wallet with its balance and its ledger's sum, by member id. */
export async function walletBooks(t: Pick<AccountsTestApp, 'app'>): Promise<WalletBook[]> {
  const result = (await t.app.db.execute(sql`
    SELECT w.member_id, w.balance_minor::text AS balance, coalesce(l.total, 0)::text AS ledger
      FROM wallets w
      LEFT JOIN (SELECT member_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY member_id) l
        ON l.member_id = w.member_id
     ORDER BY w.member_id`)) as unknown as { rows: WalletBook[] };
  return result.rows;
}
