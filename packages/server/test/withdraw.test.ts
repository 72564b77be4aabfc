import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import {
  adminWithdrawalsValue,
  bankCard,
  withdrawInfoValue,
  withdrawRecordsValue,
  withdrawRequest,
  type WithdrawRequest,
} from '@kalaro/contract/payments';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { updateMember } from '../src/modules/accounts/repo.ts';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { messagesTable } from '../src/modules/messages/tables.ts';
import { bankCardsTable, withdrawRequestsTable } from '../src/modules/withdraw/tables.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { credit, debit, InsufficientFundsError } from '../src/modules/wallet/service.ts';
import { bearer, startAccountsApp, type AccountsTestApp, startTrial } from './account-helpers.ts';
import { adminHeaders, expectError, injectCall, json, type CallArgs } from './helpers.ts';
import { inhouseGames, insertSettledBet, memberWithBalance, type Headers } from './slot-helpers.ts';

const { withdraw } = endpoints;
const PAY_PASSWORD = '246810';
/** Passes Luhn, 16 digits: the seed's VISA bank. */
const VISA = '4111111111111111';
const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

describe('withdrawals', () => {
  let t: AccountsTestApp;
  const members: string[] = [];

  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  // Whatever a test did, every member's ledger sums to the balance and nothing
  // more is held than the balance.
  afterEach(async () => {
    for (const memberId of members) {
      const entries = await listEntries(t.app.db, memberId);
      const wallet = await findWallet(t.app.db, memberId);
      expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(wallet?.balanceMinor ?? 0);
      expect(wallet!.heldMinor).toBeGreaterThanOrEqual(0);
      expect(wallet!.heldMinor).toBeLessThanOrEqual(wallet!.balanceMinor);
    }
  });

  /** A member with money, a payee name and (unless told) a payment password. */
  const newMember = async (
    balanceMinor: number,
    opts: { paymentPassword?: boolean; payeeName?: string | null } = {},
  ) => {
    const m = await memberWithBalance(t, balanceMinor);
    members.push(m.memberId);
    await updateMember(t.app.db, m.memberId, {
      payeeName: opts.payeeName === undefined ? 'Juan Dela Cruz' : opts.payeeName,
      paymentPasswordHash: opts.paymentPassword === false ? null : await hasher.hash(PAY_PASSWORD),
    });
    return m;
  };

  const inject = (...args: CallArgs) => injectCall(t.app, ...args);
  const info = async (headers: Headers) => {
    const r = await inject('GET', withdraw.info.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(withdrawInfoValue).parse(json(r)).value!;
  };
  const addCard = (headers: Headers, body: Record<string, unknown>) =>
    inject('POST', withdraw.addCard.path, headers, body);
  const addCardOk = async (headers: Headers, body: Record<string, unknown> = {}) => {
    const r = await addCard(headers, { bankCode: 'VISA', cardNumber: VISA, ...body });
    expect(r.statusCode, r.body).toBe(200);
    return envelope(bankCard).parse(json(r)).value!;
  };
  const create = (headers: Headers, body: Record<string, unknown>) =>
    inject('POST', withdraw.create.path, headers, body);
  const createOk = async (headers: Headers, body: Record<string, unknown>) => {
    const r = await create(headers, { paymentPassword: PAY_PASSWORD, ...body });
    expect(r.statusCode, r.body).toBe(200);
    return envelope(withdrawRequest).parse(json(r)).value!;
  };
  const review = (id: string, body: Record<string, unknown>) =>
    inject('PUT', withdraw.adminReview.path.replace(':id', id), adminHeaders, body);
  const rows = async (table: typeof withdrawRequestsTable | typeof bankCardsTable) => {
    const [row] = await t.app.db.select({ n: count() }).from(table);
    return row!.n;
  };
  const wallet = async (memberId: string) => (await findWallet(t.app.db, memberId))!;

  it('binds cards by the bank’s rules, in the security centre’s payee name, masked everywhere', async () => {
    const m = await newMember(0, { payeeName: null });
    expectError(
      await addCard(m.headers, { bankCode: 'NOPE', cardNumber: VISA }),
      400,
      'withdraw.bank_unknown',
    );
    // Luhn where the bank says so, lengths always.
    expectError(
      await addCard(m.headers, {
        bankCode: 'VISA',
        cardNumber: '4111111111111112',
        payeeName: 'Juan',
      }),
      400,
      'withdraw.card_number_invalid',
    );
    expectError(
      await addCard(m.headers, { bankCode: 'BDO', cardNumber: '12345', payeeName: 'Juan' }),
      400,
      'withdraw.card_number_invalid',
    );
    // No payee name yet: the card needs one, and it is then set once.
    expectError(
      await addCard(m.headers, { bankCode: 'VISA', cardNumber: VISA }),
      409,
      'withdraw.payee_name_required',
    );
    expect(await rows(bankCardsTable)).toBe(0);
    const card = await addCardOk(m.headers, {
      cardNumber: '4111 1111 1111 1111',
      payeeName: 'Maria Santos',
    });
    expect(card).toMatchObject({
      bankCode: 'VISA',
      maskedNumber: '**** 1111',
      payeeName: 'M*** S***',
    });
    // A later payee name in the body does not change the one set.
    const bdo = await addCardOk(m.headers, {
      bankCode: 'BDO',
      cardNumber: '0012345678',
      payeeName: 'Other Name',
    });
    expect(bdo.payeeName).toBe('M*** S***');
    expectError(
      await addCard(m.headers, { bankCode: 'VISA', cardNumber: VISA }),
      409,
      'withdraw.card_exists',
    );
    await addCardOk(m.headers, { bankCode: 'GCASH', cardNumber: '09171234567' });
    // The seed allows 3 cards.
    expectError(
      await addCard(m.headers, { bankCode: 'BPI', cardNumber: '1234567890' }),
      409,
      'withdraw.card_limit',
    );
    const seen = await info(m.headers);
    expect(seen.cards.map((c) => c.maskedNumber).sort()).toEqual([
      '**** 1111',
      '**** 4567',
      '**** 5678',
    ]);
    expect(seen.payeeName).toBe('M*** S***');
    expect(JSON.stringify(seen)).not.toContain('0012345678');
  });

  it('holds the amount (available drops, total stays), releases it on rejection with the reason shown', async () => {
    const m = await newMember(100_000);
    const card = await addCardOk(m.headers);
    const request = await createOk(m.headers, { cardId: card.id, amount: '300.50' });
    expect(request).toMatchObject({ status: 'pending', amount: '300.50' });
    expect(request.card.maskedNumber).toBe('**** 1111');
    const held = await info(m.headers);
    expect(held.balance).toEqual({ total: '1000.00', held: '300.50', available: '699.50' });
    expect(held.limits).toMatchObject({ countToday: 1, amountToday: '300.50' });
    const balance = await inject('GET', endpoints.wallet.balance.path, m.headers);
    expect(json<{ value: { sumBalance: string } }>(balance).value.sumBalance).toBe('1000.00');

    const rejected = await review(request.id, { status: 'rejected', note: 'Name does not match' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await info(m.headers)).balance).toEqual({
      total: '1000.00',
      held: '0.00',
      available: '1000.00',
    });
    expectError(await review(request.id, { status: 'approved' }), 409, 'withdraw.already_reviewed');
    expect((await wallet(m.memberId)).balanceMinor).toBe(100_000);

    const records = await inject('GET', withdraw.records.path, m.headers);
    const list = envelope(withdrawRecordsValue).parse(json(records)).value!;
    expect(list.list[0]).toMatchObject({ status: 'rejected', note: 'Name does not match' });
    const byStatus = async (status: string) => {
      const r = await inject('GET', `${withdraw.records.path}?status=${status}`, m.headers);
      return envelope(withdrawRecordsValue).parse(json(r)).value!;
    };
    expect((await byStatus('rejected')).total).toBe(1);
    expect((await byStatus('pending')).total).toBe(0);
    expect(JSON.stringify(list)).not.toContain(VISA);
    // The member is told, in EN and TY.
    const messages = await t.app.db
      .select()
      .from(messagesTable)
      .where(eq(messagesTable.memberId, m.memberId));
    expect(messages.at(-1)?.translations.TY?.content).toContain('Name does not match');
  });

  it('pays an approved withdrawal once: the hold becomes one withdraw ledger row', async () => {
    const m = await newMember(50_000);
    const card = await addCardOk(m.headers);
    const request = await createOk(m.headers, { cardId: card.id, amount: '200' });
    const [a, b] = await Promise.all([
      review(request.id, { status: 'approved' }),
      review(request.id, { status: 'approved' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 30_000, heldMinor: 0 });
    const paid = (await listEntries(t.app.db, m.memberId)).filter((e) => e.type === 'withdraw');
    expect(paid.map((e) => e.amountMinor)).toEqual([-20_000]);
    const queue = await inject('GET', `${withdraw.adminList.path}?status=approved`, adminHeaders);
    const approved = envelope(adminWithdrawalsValue).parse(json(queue)).value!;
    expect(approved.list.find((r) => r.id === request.id)?.card.maskedNumber).toBe('**** 1111');
    expect(queue.body).not.toContain(VISA);
    const records = await inject('GET', `${withdraw.records.path}?status=approved`, m.headers);
    expect(envelope(withdrawRecordsValue).parse(json(records)).value!.totals).toEqual({
      approvedCount: 1,
      approvedAmount: '200.00',
    });
  });

  it('two concurrent withdrawals of 70 % of the balance: exactly one is held', async () => {
    const m = await newMember(100_000);
    const card = await addCardOk(m.headers);
    const results = await Promise.all(
      [1, 2].map(() =>
        create(m.headers, { cardId: card.id, amount: '700', paymentPassword: PAY_PASSWORD }),
      ),
    );
    const codes = results.map((r) =>
      r.statusCode === 200 ? 'ok' : json<{ errorCode: string }>(r).errorCode,
    );
    expect(codes.sort()).toEqual(['ok', 'wallet.insufficient_funds']);
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 70_000 });
  });

  it('held money cannot be bet: a debit is refused beyond the available balance', async () => {
    const m = await newMember(10_000);
    const card = await addCardOk(m.headers);
    await createOk(m.headers, { cardId: card.id, amount: '100' });
    // 100.00 total, all of it held: a bet of 0.01 is refused, nothing moves.
    await expect(
      debit(t.app.db, {
        memberId: m.memberId,
        type: 'bet',
        amountMinor: 1,
        idempotencyKey: `held-${m.memberId}`,
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 10_000, heldMinor: 10_000 });
  });

  it('needs the payment password, with the security centre’s lockout', async () => {
    const none = await newMember(50_000, { paymentPassword: false });
    const noneCard = await addCardOk(none.headers);
    expect((await info(none.headers)).hasPaymentPassword).toBe(false);
    expectError(
      await create(none.headers, { cardId: noneCard.id, amount: '100', paymentPassword: '000000' }),
      409,
      'security.payment_password_unset',
    );
    const m = await newMember(50_000);
    const card = await addCardOk(m.headers);
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await create(m.headers, { cardId: card.id, amount: '100', paymentPassword: '111111' }),
        400,
        'security.payment_password_incorrect',
      );
    }
    // Locked now, even with the right one; and the security centre's own check shares the count.
    expectError(
      await create(m.headers, { cardId: card.id, amount: '100', paymentPassword: PAY_PASSWORD }),
      429,
      'rate.limited',
    );
    expectError(
      await inject('POST', endpoints.security.verifyPaymentPassword.path, m.headers, {
        paymentPassword: PAY_PASSWORD,
      }),
      429,
      'rate.limited',
    );
    expect(await wallet(m.memberId)).toMatchObject({ heldMinor: 0 });
  });

  it('refuses a withdrawal until the turnover since the last deposit is met, naming what is missing', async () => {
    const m = await newMember(0);
    const card = await addCardOk(m.headers);
    // An approved deposit of 500.00 with a 3 % bonus: 515.00 credited, 100 % turnover.
    const approvedAt = new Date(t.clock.now() - 60_000);
    await t.app.db.insert(depositRequestsTable).values({
      memberId: m.memberId,
      channelId: 'BANK_TRANSFER',
      channelName: { EN: 'Bank transfer' },
      provider: 'manual',
      amountMinor: 50_000,
      bonusMinor: 1_500,
      bonusOptIn: true,
      payerName: 'Juan Dela Cruz',
      status: 'approved',
      createdAt: approvedAt,
      reviewedAt: approvedAt,
    });
    await credit(t.app.db, {
      memberId: m.memberId,
      type: 'deposit',
      amountMinor: 51_500,
      idempotencyKey: `dep-${m.memberId}`,
    });
    const [listed] = await inhouseGames(t);
    const game = { nodeId: listed!.nodeId, vendor: 'INHOUSE', gameType: 'INHOUSE' };
    // Bets before the deposit do not count.
    await insertSettledBet(t, m.memberId, game, {
      stakeMinor: 90_000,
      at: new Date(approvedAt.getTime() - 1000),
    });
    await insertSettledBet(t, m.memberId, game, {
      stakeMinor: 20_000,
      at: new Date(t.clock.now()),
    });
    expect((await info(m.headers)).turnover).toEqual({
      percent: 100,
      required: '515.00',
      done: '200.00',
      missing: '315.00',
    });
    const refused = await create(m.headers, {
      cardId: card.id,
      amount: '100',
      paymentPassword: PAY_PASSWORD,
    });
    expectError(refused, 409, 'withdraw.turnover_missing');
    expect(json<{ value: { missing: string }; message: string }>(refused)).toMatchObject({
      value: { missing: '315.00' },
      message: expect.stringContaining('315.00'),
    });
    await insertSettledBet(t, m.memberId, game, {
      stakeMinor: 31_500,
      at: new Date(t.clock.now()),
    });
    await createOk(m.headers, { cardId: card.id, amount: '100' });
  });

  it('keeps to the per-request and 24-hour limits; a retried key answers the first request', async () => {
    const m = await newMember(1_000_000);
    const card = await addCardOk(m.headers);
    expectError(
      await create(m.headers, { cardId: card.id, amount: '99.99', paymentPassword: PAY_PASSWORD }),
      400,
      'withdraw.amount_out_of_range',
    );
    expectError(
      await create(m.headers, {
        cardId: card.id,
        amount: '50000.01',
        paymentPassword: PAY_PASSWORD,
      }),
      400,
      'withdraw.amount_out_of_range',
    );
    const first = await createOk(m.headers, {
      cardId: card.id,
      amount: '100',
      idempotencyKey: 'retry-key-0001',
    });
    const again = await createOk(m.headers, {
      cardId: card.id,
      amount: '100',
      idempotencyKey: 'retry-key-0001',
    });
    expect(again.id).toBe(first.id);
    expectError(
      await create(m.headers, {
        cardId: card.id,
        amount: '200',
        paymentPassword: PAY_PASSWORD,
        idempotencyKey: 'retry-key-0001',
      }),
      409,
      'withdraw.idempotency_conflict',
    );
    for (let i = 0; i < 4; i += 1) await createOk(m.headers, { cardId: card.id, amount: '100' });
    // 5 in 24 hours (the seed's limit): the 6th is refused; a day later it goes.
    expectError(
      await create(m.headers, { cardId: card.id, amount: '100', paymentPassword: PAY_PASSWORD }),
      409,
      'withdraw.daily_count_exceeded',
    );
    t.clock.advance(24 * 3_600_000 + 1000);
    await createOk(m.headers, { cardId: card.id, amount: '100' });
    expect(await wallet(m.memberId)).toMatchObject({ heldMinor: 60_000 });

    // 100,000.00 in 24 hours (the seed's limit): two of 50,000.00, then even 100.00 is too much;
    // a rejected request no longer counts.
    const rich = await newMember(20_000_000);
    const richCard = await addCardOk(rich.headers);
    await createOk(rich.headers, { cardId: richCard.id, amount: '50000' });
    const second = await createOk(rich.headers, { cardId: richCard.id, amount: '50000.00' });
    const over = await create(rich.headers, {
      cardId: richCard.id,
      amount: '100',
      paymentPassword: PAY_PASSWORD,
    });
    expectError(over, 409, 'withdraw.daily_amount_exceeded');
    expect(json<{ message: string }>(over).message).toContain('0.00');
    expect((await info(rich.headers)).limits).toMatchObject({
      countToday: 2,
      amountToday: '100000.00',
    });
    expect(
      (await review(second.id, { status: 'rejected', note: 'Over the daily limit' })).statusCode,
    ).toBe(200);
    await createOk(rich.headers, { cardId: richCard.id, amount: '100' });
    expect(await wallet(rich.memberId)).toMatchObject({ heldMinor: 5_010_000 });
  });

  it('binds at most maxCards even when the first bindings race', async () => {
    const m = await newMember(0, { payeeName: null });
    const numbers = ['1000000001', '1000000002', '1000000003', '1000000004', '1000000005'];
    // No payee name yet: each sends one, the first sets it, the others take it.
    const results = await Promise.all(
      numbers.map((cardNumber, i) =>
        addCard(m.headers, {
          bankCode: 'BPI',
          cardNumber,
          payeeName: `Payee Number${'s'.repeat(i)}`,
        }),
      ),
    );
    const codes = results.map((r) =>
      r.statusCode === 200 ? 'ok' : json<{ errorCode: string }>(r).errorCode,
    );
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'ok')).toEqual(['withdraw.card_limit', 'withdraw.card_limit']);
    const [bound] = await t.app.db
      .select({ n: count() })
      .from(bankCardsTable)
      .where(eq(bankCardsTable.memberId, m.memberId));
    expect(bound!.n).toBe(3);
    const names = await t.app.db
      .selectDistinct({ name: bankCardsTable.payeeName })
      .from(bankCardsTable)
      .where(eq(bankCardsTable.memberId, m.memberId));
    expect(names).toHaveLength(1);
  });

  it('answers bad input with a 4xx errorCode and writes nothing; trial accounts are refused', async () => {
    const m = await newMember(100_000);
    const other = await newMember(100_000);
    const card = await addCardOk(m.headers);
    const othersCard = await addCardOk(other.headers);
    const before = [await rows(withdrawRequestsTable), await rows(bankCardsTable)];
    const base = { cardId: card.id, paymentPassword: PAY_PASSWORD };
    for (const amount of [
      '-100',
      '0',
      '0.00',
      '100.001',
      '1e5',
      'abc',
      '',
      '99999999999',
      '１００',
      100,
    ]) {
      expectError(await create(m.headers, { ...base, amount }), 400, 'validation.failed');
    }
    expectError(
      await create(m.headers, { ...base, amount: '100', extra: true }),
      400,
      'validation.failed',
    );
    expectError(
      await create(m.headers, { ...base, cardId: 'not-a-uuid', amount: '100' }),
      400,
      'validation.failed',
    );
    expectError(
      await create(m.headers, { ...base, cardId: othersCard.id, amount: '100' }),
      404,
      'withdraw.card_not_found',
    );
    expectError(
      await addCard(m.headers, { bankCode: 'VISA', cardNumber: 'x'.repeat(10_000) }),
      400,
      'validation.failed',
    );
    const malformed = await t.app.inject({
      method: 'POST',
      url: withdraw.create.path,
      headers: { ...m.headers, 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorEnvelope.parse(json(malformed)).errorCode).toBeTruthy();
    expect([await rows(withdrawRequestsTable), await rows(bankCardsTable)]).toEqual(before);
    expect(await wallet(m.memberId)).toMatchObject({ heldMinor: 0 });

    const th = bearer(await startTrial(t));
    for (const [method, url, payload] of [
      ['GET', withdraw.info.path, undefined],
      ['POST', withdraw.addCard.path, { bankCode: 'VISA', cardNumber: VISA }],
      ['POST', withdraw.create.path, { ...base, amount: '100' }],
      ['GET', withdraw.records.path, undefined],
    ] as const) {
      expectError(await inject(method, url, th, payload), 403, 'auth.trial_restricted');
    }
  });

  it('never writes a card number to a log line', async () => {
    const lines: string[] = [];
    const logged = await startAccountsApp({
      logLevel: 'trace',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const m = await memberWithBalance(logged, 100_000);
      await updateMember(logged.app.db, m.memberId, {
        payeeName: 'Juan Dela Cruz',
        paymentPasswordHash: await hasher.hash(PAY_PASSWORD),
      });
      const call = (url: string, payload: Record<string, unknown>) =>
        logged.app.inject({ method: 'POST', url, headers: m.headers, payload });
      // Refused (Luhn, length, schema) and accepted bindings, then a withdrawal to the card.
      await call(withdraw.addCard.path, { bankCode: 'VISA', cardNumber: '4111111111111112' });
      await call(withdraw.addCard.path, { bankCode: 'BDO', cardNumber: '98765432101234' });
      await call(withdraw.addCard.path, {
        bankCode: 'VISA',
        cardNumber: `${VISA}${'9'.repeat(40)}`,
      });
      // A database failure on the insert (a 500, logged in full): Drizzle's error names the
      // query's parameters and PostgreSQL's detail the failing row; neither may reach the log.
      await logged.app.db.execute(
        sql`alter table bank_cards add constraint test_refuse_cards check (length(card_number) < 5)`,
      );
      const failed = await call(withdraw.addCard.path, { bankCode: 'VISA', cardNumber: VISA });
      expectError(failed, 500, 'server.error');
      await logged.app.db.execute(sql`alter table bank_cards drop constraint test_refuse_cards`);
      const ok = await call(withdraw.addCard.path, { bankCode: 'VISA', cardNumber: VISA });
      const card = envelope(bankCard).parse(json(ok)).value!;
      const req = await call(withdraw.create.path, {
        cardId: card.id,
        amount: '100',
        paymentPassword: PAY_PASSWORD,
      });
      const id = json<{ value: WithdrawRequest }>(req).value.id;
      await logged.app.inject({
        method: 'PUT',
        url: withdraw.adminReview.path.replace(':id', id),
        headers: adminHeaders,
        payload: { status: 'approved' },
      });
      await logged.app.inject({ method: 'GET', url: withdraw.info.path, headers: m.headers });
      expect(lines.length).toBeGreaterThan(10);
      for (const number of ['4111111111111112', '98765432101234', VISA]) {
        expect(lines.filter((line) => line.includes(number))).toEqual([]);
      }
      // The failed insert was logged, without the number.
      expect(lines.some((line) => line.includes('Could not store the bank card'))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});
