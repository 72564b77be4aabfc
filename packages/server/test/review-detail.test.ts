import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  adminDepositDetailValue,
  adminWithdrawalDetailValue,
  REVIEW_HISTORY_SIZE,
} from '@kalaro/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { hold } from '../src/modules/wallet/service.ts';
import { bankCardsTable, withdrawRequestsTable } from '../src/modules/withdraw/tables.ts';
import type { AccountsTestApp } from './account-helpers.ts';
import { startAccountsApp } from './account-helpers.ts';
import { adminHeaders, demoOperatorHeaders, expectError, injectCall, json } from './helpers.ts';
import { inhouseGames, insertSettledBet, memberWithBalance } from './slot-helpers.ts';

const { deposit, withdraw } = endpoints;
const MINUTE = 60_000;
const VISA = '4111111111111111';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Before approving or rejecting a request, finance opens its detail: the
 * member's balance (total, held, available), the turnover still owed before a
 * withdrawal, the withdrawal's bank card and the member's latest deposits and
 * withdrawals.
 */
describe('review queues: a request’s detail', () => {
  let t: AccountsTestApp;
  let memberId: string;
  let userName: string;
  let pendingWithdrawal: string;
  let approvedDeposit: string;
  let otherMembersDeposit: string;
  const depositsNewestFirst: string[] = [];
  const withdrawalsNewestFirst: string[] = [];

  const detailPath = (path: string, id: string) => path.replace(':id', id);
  const get = (path: string, headers: Record<string, string> = adminHeaders) =>
    injectCall(t.app, 'GET', path, headers);

  beforeAll(async () => {
    t = await startAccountsApp({}, { seedDemoAccounts: true });
    const db = t.app.db;
    const now = t.clock.now();
    // 1 000.00 in the wallet.
    const m = await memberWithBalance(t, 100_000);
    memberId = m.memberId;
    const other = await memberWithBalance(t, 0);
    const [card] = await db
      .insert(bankCardsTable)
      .values({ memberId, bankCode: 'VISA', cardNumber: VISA, payeeName: 'Juan Dela Cruz' })
      .returning();

    // Twelve older deposits (only the latest ten are listed), then the approved one:
    // 500.00 with a 15.00 bonus credited 515.00, and the seed asks 100 % turnover of it.
    for (let i = 12; i >= 1; i--) {
      const [row] = await db
        .insert(depositRequestsTable)
        .values({
          memberId,
          channelId: 'BANK_TRANSFER',
          channelName: { EN: 'Bank transfer' },
          provider: 'manual',
          amountMinor: 10_000 + i,
          payerName: 'Juan',
          status: 'rejected',
          createdAt: new Date(now - (60 + i) * MINUTE),
          reviewedAt: new Date(now - (60 + i) * MINUTE),
        })
        .returning();
      depositsNewestFirst.unshift(row!.id);
    }
    const approvedAt = new Date(now - 30 * MINUTE);
    const [approved] = await db
      .insert(depositRequestsTable)
      .values({
        memberId,
        channelId: 'BANK_TRANSFER',
        channelName: { EN: 'Bank transfer' },
        provider: 'manual',
        amountMinor: 50_000,
        bonusMinor: 1_500,
        bonusOptIn: true,
        payerName: 'Juan Dela Cruz',
        status: 'approved',
        createdAt: new Date(now - 40 * MINUTE),
        reviewedAt: approvedAt,
      })
      .returning();
    approvedDeposit = approved!.id;
    depositsNewestFirst.unshift(approvedDeposit);
    const [others] = await db
      .insert(depositRequestsTable)
      .values({
        memberId: other.memberId,
        channelId: 'BANK_TRANSFER',
        channelName: { EN: 'Bank transfer' },
        provider: 'manual',
        amountMinor: 77_700,
        payerName: 'Someone Else',
        createdAt: new Date(now - MINUTE),
      })
      .returning();
    otherMembersDeposit = others!.id;

    // 200.00 bet since the deposit (a bet before it does not count): 315.00 still owed.
    const [listed] = await inhouseGames(t);
    const game = { nodeId: listed!.nodeId, vendor: 'INHOUSE', gameType: 'INHOUSE' };
    await insertSettledBet(t, memberId, game, {
      stakeMinor: 90_000,
      at: new Date(approvedAt.getTime() - MINUTE),
    });
    await insertSettledBet(t, memberId, game, { stakeMinor: 20_000, at: new Date(now) });

    // Eleven older withdrawals, then a pending one of 300.00 whose amount is held.
    for (let i = 11; i >= 1; i--) {
      const [row] = await db
        .insert(withdrawRequestsTable)
        .values({
          memberId,
          cardId: card!.id,
          amountMinor: 20_000 + i,
          status: i % 2 ? 'approved' : 'rejected',
          createdAt: new Date(now - (20 + i) * MINUTE),
          reviewedAt: new Date(now - (20 + i) * MINUTE),
        })
        .returning();
      withdrawalsNewestFirst.unshift(row!.id);
    }
    const [pending] = await db
      .insert(withdrawRequestsTable)
      .values({ memberId, cardId: card!.id, amountMinor: 30_000, createdAt: new Date(now) })
      .returning();
    pendingWithdrawal = pending!.id;
    withdrawalsNewestFirst.unshift(pendingWithdrawal);
    await hold(db, memberId, 30_000);

    const queue = await get(`${withdraw.adminList.path}?status=pending`);
    userName = json<{ value: { list: { id: string; userName: string }[] } }>(queue).value.list.find(
      (row) => row.id === pendingWithdrawal,
    )!.userName;
  }, 120_000);
  afterAll(() => t.close());

  const expectedContext = () => ({
    balance: { total: '1000.00', held: '300.00', available: '700.00' },
    turnover: { percent: 100, required: '515.00', done: '200.00', missing: '315.00' },
  });

  it('shows a withdrawal with its card, the balance held for it, the turnover owed and the latest ten of each', async () => {
    const r = await get(detailPath(withdraw.adminDetail.path, pendingWithdrawal));
    expect(r.statusCode, r.body).toBe(200);
    const detail = envelope(adminWithdrawalDetailValue).parse(json(r)).value!;
    expect(detail).toMatchObject(expectedContext());
    expect(detail.request).toMatchObject({
      id: pendingWithdrawal,
      memberId,
      userName,
      amount: '300.00',
      status: 'pending',
      payout: null,
      card: { bankCode: 'VISA', maskedNumber: '**** 1111' },
    });
    // The card number never leaves the server whole.
    expect(r.body).not.toContain(VISA);

    expect(detail.recentWithdrawals.map((w) => w.id)).toEqual(
      withdrawalsNewestFirst.slice(0, REVIEW_HISTORY_SIZE),
    );
    expect(detail.recentWithdrawals[0]).toMatchObject({ amount: '300.00', status: 'pending' });
    expect(detail.recentWithdrawals[1]).toMatchObject({ amount: '200.01', status: 'approved' });
    expect(detail.recentDeposits.map((d) => d.id)).toEqual(
      depositsNewestFirst.slice(0, REVIEW_HISTORY_SIZE),
    );
    expect(detail.recentDeposits[0]).toMatchObject({
      amount: '500.00',
      status: 'approved',
      channelName: 'Bank transfer',
    });
    // Another member's requests are not this member's history.
    expect(detail.recentDeposits.map((d) => d.id)).not.toContain(otherMembersDeposit);
  });

  it('shows a deposit with the same member context, for the finance role too', async () => {
    const finance = await demoOperatorHeaders(t, 'finance', 'Finance1234');
    const r = await get(detailPath(deposit.adminDetail.path, approvedDeposit), finance);
    expect(r.statusCode, r.body).toBe(200);
    const detail = envelope(adminDepositDetailValue).parse(json(r)).value!;
    expect(detail).toMatchObject(expectedContext());
    expect(detail.request).toMatchObject({
      id: approvedDeposit,
      memberId,
      userName,
      amount: '500.00',
      bonus: '15.00',
      credit: '515.00',
      status: 'approved',
    });
    expect(detail.recentDeposits).toHaveLength(REVIEW_HISTORY_SIZE);
    expect(detail.recentWithdrawals[0]!.id).toBe(pendingWithdrawal);

    // A member with no deposit owes no turnover and has no history to show.
    const other = await get(detailPath(deposit.adminDetail.path, otherMembersDeposit));
    const otherDetail = envelope(adminDepositDetailValue).parse(json(other)).value!;
    expect(otherDetail).toMatchObject({
      balance: { total: '0.00', held: '0.00', available: '0.00' },
      turnover: { required: '0.00', missing: '0.00' },
      recentWithdrawals: [],
    });
    expect(otherDetail.recentDeposits.map((d) => d.id)).toEqual([otherMembersDeposit]);
  });

  it('answers 404 for an unknown request (a deposit id is no withdrawal), 400 for a bad id', async () => {
    expectError(
      await get(detailPath(deposit.adminDetail.path, UNKNOWN_ID)),
      404,
      'deposit.not_found',
    );
    expectError(
      await get(detailPath(withdraw.adminDetail.path, UNKNOWN_ID)),
      404,
      'withdraw.not_found',
    );
    expectError(
      await get(detailPath(withdraw.adminDetail.path, approvedDeposit)),
      404,
      'withdraw.not_found',
    );
    for (const path of [deposit.adminDetail.path, withdraw.adminDetail.path]) {
      expectError(await get(detailPath(path, 'not-a-uuid')), 400, 'validation.failed');
    }
  });

  it('refuses support (no payment review) with 403', async () => {
    const support = await demoOperatorHeaders(t, 'support', 'Support1234');
    expectError(
      await get(detailPath(withdraw.adminDetail.path, pendingWithdrawal), support),
      403,
      'admin.forbidden',
    );
    expectError(
      await get(detailPath(deposit.adminDetail.path, approvedDeposit), support),
      403,
      'admin.forbidden',
    );
  });
});
