import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  gatewayReconciliationValue,
  paymentGatewaysValue,
} from '@kalaro/contract/payment-gateways';
import {
  adminWithdrawalsValue,
  bankCard,
  payoutCallbackValue,
  withdrawRequest,
} from '@kalaro/contract/payments';
import { eq } from 'drizzle-orm';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, TEST_PASSWORD_HASHING, type PaymentOptions } from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { updateMember } from '../src/modules/accounts/repo.ts';
import { createPaymentProviders } from '../src/modules/deposit/providers/registry.ts';
import { PAYOUT_SEND_SETTLE_MS, WithdrawPayouts } from '../src/modules/withdraw/payout.ts';
import { WithdrawPayoutChecks } from '../src/modules/withdraw/payout-checks.ts';
import { messagesTable } from '../src/modules/messages/tables.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import {
  adminHeaders,
  demoOperatorHeaders,
  expectError,
  injectCall,
  json,
  type CallArgs,
} from './helpers.ts';
import { memberWithBalance } from './slot-helpers.ts';
import { FakeGateway } from './support/fake-gateway.ts';

const SECRET = 'acme-gateway-secret-0123456789abcdef-XYZ';
const MERCHANT = 'M-1001';
const PAY_PASSWORD = '246810';
const VISA = '4111111111111111';
const { withdraw } = endpoints;
const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

describe('withdrawals paid out through a gateway', () => {
  let t: AccountsTestApp;
  let fake: FakeGateway;
  let payments: Partial<PaymentOptions>;
  const members: string[] = [];

  beforeAll(async () => {
    let now = () => Date.now();
    fake = await new FakeGateway({
      merchantId: MERCHANT,
      secret: SECRET,
      now: () => now(),
    }).start();
    const gateway = {
      merchantId: MERCHANT,
      secret: SECRET,
      currency: 'PHP',
      createUrl: `${fake.url}/create`,
      queryUrl: `${fake.url}/query`,
      enabled: true,
    };
    // A port nothing listens on: its connections are refused before anything is sent.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const deadPort = (probe.address() as AddressInfo).port;
    probe.close();
    await once(probe, 'close');
    const dead = `http://127.0.0.1:${deadPort}`;
    payments = {
      demoGateway: false,
      gateways: [
        { id: 'acmepay', ...gateway, payoutUrl: `${fake.url}/payout` },
        {
          id: 'deadpay',
          ...gateway,
          createUrl: `${dead}/create`,
          queryUrl: `${dead}/query`,
          payoutUrl: `${dead}/payout`,
        },
        // Takes payments only: never offered for payouts.
        { id: 'payinonly', ...gateway },
      ],
    };
    t = await startAccountsApp({ payments });
    now = t.clock.now;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(async () => {
    fake.failWith = null;
    fake.payoutAnswer = 'pending';
    fake.payoutSecret = null;
    fake.queryFailWith.clear();
    fake.queryGate = null;
    fake.onQuery = null;
    // Whatever a test did, every ledger sums to the balance and no more is held than the balance.
    for (const memberId of members) {
      const entries = await listEntries(t.app.db, memberId);
      const wallet = (await findWallet(t.app.db, memberId))!;
      expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(wallet.balanceMinor);
      expect(wallet.heldMinor).toBeGreaterThanOrEqual(0);
      expect(wallet.heldMinor).toBeLessThanOrEqual(wallet.balanceMinor);
    }
  });

  /** A member with 1,000.00, a card and a pending withdrawal of `amount`. */
  const pendingWithdrawal = async (amount = '300.00') => {
    const m = await memberWithBalance(t, 100_000);
    members.push(m.memberId);
    await updateMember(t.app.db, m.memberId, {
      payeeName: 'Juan Dela Cruz',
      paymentPasswordHash: await hasher.hash(PAY_PASSWORD),
    });
    const card = await call('POST', withdraw.addCard.path, m.headers, {
      bankCode: 'VISA',
      cardNumber: VISA,
    });
    expect(card.statusCode, card.body).toBe(200);
    const r = await call('POST', withdraw.create.path, m.headers, {
      cardId: envelope(bankCard).parse(json(card)).value!.id,
      amount,
      paymentPassword: PAY_PASSWORD,
    });
    expect(r.statusCode, r.body).toBe(200);
    return { ...m, request: envelope(withdrawRequest).parse(json(r)).value! };
  };
  const call = (...args: CallArgs) => injectCall(t.app, ...args);
  const approve = (id: string, payoutProvider?: string) =>
    call('PUT', withdraw.adminReview.path.replace(':id', id), adminHeaders, {
      status: 'approved',
      ...(payoutProvider ? { payoutProvider } : {}),
    });
  const approveOk = async (id: string, payoutProvider = 'acmepay') => {
    const r = await approve(id, payoutProvider);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(withdrawRequest).parse(json(r)).value!;
  };
  const callback = (raw: string, provider = 'acmepay') =>
    t.app.inject({
      method: 'POST',
      url: withdraw.payoutCallback.path.replace(':provider', provider),
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
  const callbackOk = async (raw: string) => {
    const r = await callback(raw);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(payoutCallbackValue).parse(json(r)).value!;
  };
  const queue = async () => {
    const r = await call('GET', `${withdraw.adminList.path}?pageSize=100`, adminHeaders);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(adminWithdrawalsValue).parse(json(r)).value!;
  };
  const inQueue = async (id: string) => (await queue()).list.find((w) => w.id === id)!;
  const wallet = async (memberId: string) => (await findWallet(t.app.db, memberId))!;
  const inbox = async (memberId: string) =>
    (await t.app.db.select().from(messagesTable).where(eq(messagesTable.memberId, memberId))).map(
      (message) => message.translations.EN?.title,
    );
  const entries = async (memberId: string) =>
    (await listEntries(t.app.db, memberId)).filter((e) => e.reference?.startsWith('withdraw:'));

  it('offers only the gateways that pay out', async () => {
    expect((await queue()).payoutGateways).toEqual(['acmepay', 'deadpay']);
    const m = await pendingWithdrawal();
    expectError(await approve(m.request.id, 'payinonly'), 400, 'withdraw.payout_unavailable');
    expectError(await approve(m.request.id, 'nosuch'), 400, 'withdraw.payout_unavailable');
    expect((await inQueue(m.request.id)).status).toBe('pending');
    expect(fake.payoutCalls).toBe(0);
  });

  it('sends the payout and stays paying until the signed callback says paid: then paid, debited once', async () => {
    const m = await pendingWithdrawal('300.00');
    const paying = await approveOk(m.request.id);
    expect(paying.status).toBe('paying');
    expect(fake.payouts.get(m.request.id)).toMatchObject({ amount: '300.00', currency: 'PHP' });
    // The full card number goes to the gateway only; the queue shows the payout.
    expect(await inQueue(m.request.id)).toMatchObject({
      status: 'paying',
      payout: { provider: 'acmepay', reference: expect.stringMatching(/^PO-/) },
      card: { maskedNumber: '**** 1111' },
    });
    // The money left: the hold became the withdraw row.
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 70_000, heldMinor: 0 });

    const raw = fake.settlePayout(m.request.id, 'paid');
    expect(await callbackOk(raw)).toEqual({ requestId: m.request.id, status: 'approved' });
    expect((await inQueue(m.request.id)).status).toBe('approved');

    // A replay is refused; a second event (another id) changes nothing either.
    expectError(await callback(raw), 409, 'deposit.callback_replayed');
    expect(await callbackOk(fake.settlePayout(m.request.id, 'failed'))).toMatchObject({
      status: 'approved',
    });
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 70_000, heldMinor: 0 });
    expect((await entries(m.memberId)).map((e) => [e.type, e.amountMinor])).toEqual([
      ['withdraw', -30_000],
    ]);
    // The member is told once it is paid, not when it was sent.
    expect(await inbox(m.memberId)).toEqual(['Withdrawal paid']);
  });

  it('a failed payout gives the amount back once, with a ledger row; replays give nothing more', async () => {
    const m = await pendingWithdrawal('250.00');
    await approveOk(m.request.id);
    const raw = fake.settlePayout(m.request.id, 'failed');
    expect(await callbackOk(raw)).toMatchObject({ status: 'failed' });
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 0 });

    expectError(await callback(raw), 409, 'deposit.callback_replayed');
    expect(await callbackOk(fake.settlePayout(m.request.id, 'failed'))).toMatchObject({
      status: 'failed',
    });
    expect(await callbackOk(fake.settlePayout(m.request.id, 'paid'))).toMatchObject({
      status: 'failed',
    });
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 0 });
    expect((await entries(m.memberId)).map((e) => [e.type, e.amountMinor])).toEqual([
      ['withdraw', -25_000],
      ['refund', 25_000],
    ]);
    expect(await inbox(m.memberId)).toEqual(['Withdrawal not paid']);
    // A failed one is not reviewed again.
    expectError(await approve(m.request.id), 409, 'withdraw.already_reviewed');
  });

  it('two failed events delivered at once give the amount back once', async () => {
    const m = await pendingWithdrawal('150.00');
    await approveOk(m.request.id);
    const results = await Promise.all([
      callback(fake.settlePayout(m.request.id, 'failed')),
      callback(fake.settlePayout(m.request.id, 'failed')),
      callback(fake.settlePayout(m.request.id, 'failed')),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 0 });
    expect((await entries(m.memberId)).map((e) => e.type)).toEqual(['withdraw', 'refund']);
  });

  it('refuses a forged, tampered, wrong-amount, wrong-currency, old or foreign callback and moves no money', async () => {
    const m = await pendingWithdrawal('300.00');
    await approveOk(m.request.id);
    const good = JSON.parse(fake.settlePayout(m.request.id, 'failed')) as Record<string, unknown>;

    expectError(
      await callback(JSON.stringify({ ...good, sign: 'f'.repeat(64) })),
      401,
      'deposit.callback_signature_invalid',
    );
    expectError(
      await callback(JSON.stringify({ ...good, amount: '3000.00' })),
      401,
      'deposit.callback_signature_invalid',
    );
    expectError(
      await callback(fake.settlePayout(m.request.id, 'failed', { amount: '3000.00' })),
      400,
      'deposit.callback_mismatch',
    );
    expectError(
      await callback(fake.settlePayout(m.request.id, 'failed', { currency: 'USD' })),
      400,
      'deposit.callback_currency_mismatch',
    );
    expectError(
      await callback(
        fake.settlePayout(m.request.id, 'failed', { timestamp: t.clock.now() - 3_600_000 }),
      ),
      400,
      'deposit.callback_expired',
    );
    // Signed right, but for a gateway the withdrawal was not sent to.
    expectError(
      await callback(fake.settlePayout(m.request.id, 'failed'), 'payinonly'),
      404,
      'deposit.provider_unknown',
    );
    // A callback for a withdrawal never sent to a gateway.
    const manual = await pendingWithdrawal('100.00');
    fake.payouts.set(manual.request.id, {
      orderId: manual.request.id,
      amount: '100.00',
      currency: 'PHP',
      status: 'pending',
      reference: 'PO-X',
    });
    expectError(
      await callback(fake.settlePayout(manual.request.id, 'paid')),
      400,
      'deposit.callback_mismatch',
    );
    for (const raw of ['', 'not json', '[]', '{"sign":1}']) {
      const r = await callback(raw);
      expect(r.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, raw).toBeLessThan(500);
    }
    expect((await inQueue(m.request.id)).status).toBe('paying');
    expect((await inQueue(manual.request.id)).status).toBe('pending');
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 70_000, heldMinor: 0 });

    // The true callback still settles it.
    expect(await callbackOk(JSON.stringify(good))).toMatchObject({ status: 'failed' });
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000 });
  });

  it('a gateway that cannot be reached or refuses the payout: a clear 503, the withdrawal still pending and held, approvable again', async () => {
    const m = await pendingWithdrawal('300.00');
    expectError(await approve(m.request.id, 'deadpay'), 503, 'service.unavailable');
    expect(await inQueue(m.request.id)).toMatchObject({ status: 'pending', payout: null });
    fake.failWith = 400;
    expectError(await approve(m.request.id, 'acmepay'), 503, 'service.unavailable');
    expect(await inQueue(m.request.id)).toMatchObject({ status: 'pending', payout: null });
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 30_000 });
    expect(await entries(m.memberId)).toEqual([]);

    fake.failWith = null;
    expect((await approveOk(m.request.id)).status).toBe('paying');
  });

  it('a gateway that may have taken the payout (a 5xx) leaves it paying and held; a status query that finds none there puts it back to pending', async () => {
    const m = await pendingWithdrawal('300.00');
    fake.failWith = 502;
    // Not sent again, not paid by hand: it waits for the gateway's word.
    expect((await approveOk(m.request.id)).status).toBe('paying');
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 30_000 });
    expect(await entries(m.memberId)).toEqual([]);
    expectError(await approve(m.request.id, 'acmepay'), 409, 'withdraw.already_reviewed');
    fake.failWith = null;

    // Asked at once, "no such payout" may mean the send is still on its way: it stays paying.
    const soon = await call(
      'POST',
      withdraw.adminPayoutStatus.path.replace(':id', m.request.id),
      adminHeaders,
    );
    expectError(soon, 503, 'service.unavailable');
    expect((await inQueue(m.request.id)).status).toBe('paying');
    expectError(await approve(m.request.id, 'acmepay'), 409, 'withdraw.already_reviewed');

    t.clock.advance(PAYOUT_SEND_SETTLE_MS);
    const query = await call(
      'POST',
      withdraw.adminPayoutStatus.path.replace(':id', m.request.id),
      adminHeaders,
    );
    expect(query.statusCode, query.body).toBe(200);
    expect(envelope(withdrawRequest).parse(json(query)).value!.status).toBe('pending');
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 30_000 });
    expect((await approveOk(m.request.id)).status).toBe('paying');
  });

  it('an answer not signed by the gateway is not believed, but the payout may be under way: it stays paying until the signed callback', async () => {
    const m = await pendingWithdrawal('300.00');
    const before = fake.payoutCalls;
    fake.payoutAnswer = 'paid';
    fake.payoutSecret = 'someone-else-0123456789abcdef-0123456789';
    expect((await approveOk(m.request.id)).status).toBe('paying');
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 30_000 });
    expect(await entries(m.memberId)).toEqual([]);

    expect(await callbackOk(fake.settlePayout(m.request.id, 'paid'))).toMatchObject({
      status: 'approved',
    });
    expect(fake.payoutCalls - before).toBe(1);
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 70_000, heldMinor: 0 });
    expect(await entries(m.memberId)).toHaveLength(1);
  });

  it('two operators approving at once send one payout; the other is told it was reviewed', async () => {
    const m = await pendingWithdrawal('400.00');
    const before = fake.payoutCalls;
    const results = await Promise.all([
      approve(m.request.id, 'acmepay'),
      approve(m.request.id, 'acmepay'),
      approve(m.request.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const won = results.find((r) => r.statusCode === 200)!;
    const status = envelope(withdrawRequest).parse(json(won)).value!.status;
    expect(fake.payoutCalls - before).toBe(status === 'paying' ? 1 : 0);
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 60_000, heldMinor: 0 });
    expect(await entries(m.memberId)).toHaveLength(1);
  });

  it('a status query settles a paying withdrawal by the gateway’s answer; pending stays', async () => {
    const m = await pendingWithdrawal('200.00');
    await approveOk(m.request.id);
    const query = () =>
      call('POST', withdraw.adminPayoutStatus.path.replace(':id', m.request.id), adminHeaders);
    const stillPaying = await query();
    expect(stillPaying.statusCode, stillPaying.body).toBe(200);
    expect(envelope(withdrawRequest).parse(json(stillPaying)).value!.status).toBe('paying');

    fake.failWith = 500;
    expectError(await query(), 503, 'service.unavailable');
    fake.failWith = null;

    fake.payouts.get(m.request.id)!.status = 'paid';
    const paid = await query();
    expect(envelope(withdrawRequest).parse(json(paid)).value!.status).toBe('approved');
    expect(await callbackOk(fake.settlePayout(m.request.id, 'failed'))).toMatchObject({
      status: 'approved',
    });
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 80_000, heldMinor: 0 });
  });

  it('a gateway that answers paid at once completes it; failed at once gives it back', async () => {
    fake.payoutAnswer = 'paid';
    const paid = await pendingWithdrawal('100.00');
    expect((await approveOk(paid.request.id)).status).toBe('approved');
    fake.payoutAnswer = 'failed';
    const failed = await pendingWithdrawal('100.00');
    expect((await approveOk(failed.request.id)).status).toBe('failed');
    expect(await wallet(paid.memberId)).toMatchObject({ balanceMinor: 90_000, heldMinor: 0 });
    expect(await wallet(failed.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 0 });
  });

  // --- the scheduled status check of payouts left paying ------------------------------

  const CHECK_AFTER_MS = 5 * 60_000;
  /** One server instance's scheduled check (a second one is another instance on the same database). */
  const instance = () =>
    new WithdrawPayoutChecks(
      new WithdrawPayouts(t.app.db, createPaymentProviders(payments), t.clock.now),
      { scheduler: false, checkAfterMs: CHECK_AFTER_MS },
    );
  /** A withdrawal sent to acmepay: paying, the gateway's payout pending. */
  const payingWithdrawal = async (amount: string) => {
    const m = await pendingWithdrawal(amount);
    expect((await approveOk(m.request.id)).status).toBe('paying');
    return m;
  };
  /** A withdrawal whose send answered 502 before the gateway recorded it: paying, unknown there. */
  const payingUnknownThere = async (amount: string) => {
    const m = await pendingWithdrawal(amount);
    fake.failWith = 502;
    expect((await approveOk(m.request.id)).status).toBe('paying');
    fake.failWith = null;
    return m;
  };
  const queriesOf = (id: string) => fake.queries.get(id) ?? 0;
  const checkNow = (id: string, headers: Record<string, string> = adminHeaders) =>
    call('POST', withdraw.adminPayoutStatus.path.replace(':id', id), headers);

  it('the scheduled check settles paid ones, gives back failed ones, puts ones the gateway does not know back to pending and leaves unanswered ones paying, asking each once per pass', async () => {
    const paid = await payingWithdrawal('100.00');
    const failed = await payingWithdrawal('120.00');
    const unknown = await payingUnknownThere('130.00');
    const down = await payingWithdrawal('140.00');
    const waiting = await payingWithdrawal('150.00');
    const all = [paid, failed, unknown, down, waiting].map((m) => m.request.id);
    fake.payouts.get(paid.request.id)!.status = 'paid';
    fake.payouts.get(failed.request.id)!.status = 'failed';
    fake.queryFailWith.set(down.request.id, 502);
    const checks = instance();

    // Sent just now: not asked about yet.
    await checks.pass();
    expect(all.map(queriesOf)).toEqual([0, 0, 0, 0, 0]);

    t.clock.advance(CHECK_AFTER_MS);
    const checkedAt = new Date(t.clock.now()).toISOString();
    const tally = await checks.pass();
    expect(tally.paid).toBeGreaterThanOrEqual(1);
    expect(tally.failed).toBeGreaterThanOrEqual(1);
    expect(tally.pending).toBeGreaterThanOrEqual(1);
    expect(tally.error).toBeGreaterThanOrEqual(1);
    expect(all.map(queriesOf)).toEqual([1, 1, 1, 1, 1]);
    expect(await Promise.all(all.map(async (id) => (await inQueue(id)).status))).toEqual([
      'approved',
      'failed',
      'pending',
      'paying',
      'paying',
    ]);
    // Paid: the hold became the withdraw row, once; the member is told.
    expect(await wallet(paid.memberId)).toMatchObject({ balanceMinor: 90_000, heldMinor: 0 });
    expect(await inbox(paid.memberId)).toEqual(['Withdrawal paid']);
    // Failed: the amount is back, once, with a refund row.
    expect(await wallet(failed.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 0 });
    expect((await entries(failed.memberId)).map((e) => [e.type, e.amountMinor])).toEqual([
      ['withdraw', -12_000],
      ['refund', 12_000],
    ]);
    expect(await inbox(failed.memberId)).toEqual(['Withdrawal not paid']);
    // Unknown there: pending again, still held, approvable anew.
    expect(await inQueue(unknown.request.id)).toMatchObject({ status: 'pending', payout: null });
    expect(await wallet(unknown.memberId)).toMatchObject({
      balanceMinor: 100_000,
      heldMinor: 13_000,
    });
    // No answer, or pending: still paying, the check's time shown in the queue.
    expect((await inQueue(down.request.id)).payout).toMatchObject({ checkedAt });
    expect((await inQueue(waiting.request.id)).payout).toMatchObject({ checkedAt });
    expect(await inbox(down.memberId)).toEqual([]);

    // A pass again at once: nothing is due (a dead gateway is not asked twice in a row).
    await checks.pass();
    expect(all.map(queriesOf)).toEqual([1, 1, 1, 1, 1]);

    // The next check: only those still paying are asked; the gateway now answers.
    fake.queryFailWith.delete(down.request.id);
    fake.payouts.get(down.request.id)!.status = 'paid';
    t.clock.advance(CHECK_AFTER_MS);
    await checks.pass();
    expect(all.map(queriesOf)).toEqual([1, 1, 1, 2, 2]);
    expect((await inQueue(down.request.id)).status).toBe('approved');
    expect((await inQueue(waiting.request.id)).status).toBe('paying');
    expect(await wallet(down.memberId)).toMatchObject({ balanceMinor: 86_000, heldMinor: 0 });
    expect(await inbox(down.memberId)).toEqual(['Withdrawal paid']);
    // Settled by the check: a later callback changes nothing.
    expect(await callbackOk(fake.settlePayout(down.request.id, 'failed'))).toMatchObject({
      status: 'approved',
    });
    expect(await wallet(down.memberId)).toMatchObject({ balanceMinor: 86_000, heldMinor: 0 });
  });

  it('the check and the callback at the same moment settle or give back a withdrawal once', async () => {
    const failed = await payingWithdrawal('200.00');
    const paid = await payingWithdrawal('210.00');
    t.clock.advance(CHECK_AFTER_MS);
    // The gateway holds its answers to the check until both callbacks are in.
    let release!: () => void;
    fake.queryGate = new Promise((resolve) => (release = resolve));
    const asked = new Set<string>();
    const bothAsked = new Promise<void>((resolve) => {
      fake.onQuery = (id) => {
        asked.add(id);
        if (asked.has(failed.request.id) && asked.has(paid.request.id)) resolve();
      };
    });
    const pass = instance().pass();
    await bothAsked;
    // The check read both as paying; the callbacks settle them meanwhile.
    expect(await callbackOk(fake.settlePayout(failed.request.id, 'failed'))).toMatchObject({
      status: 'failed',
    });
    expect(await callbackOk(fake.settlePayout(paid.request.id, 'paid'))).toMatchObject({
      status: 'approved',
    });
    release();
    await pass;
    expect(await wallet(failed.memberId)).toMatchObject({ balanceMinor: 100_000, heldMinor: 0 });
    expect((await entries(failed.memberId)).map((e) => e.type)).toEqual(['withdraw', 'refund']);
    expect(await inbox(failed.memberId)).toEqual(['Withdrawal not paid']);
    expect(await wallet(paid.memberId)).toMatchObject({ balanceMinor: 79_000, heldMinor: 0 });
    expect((await entries(paid.memberId)).map((e) => e.type)).toEqual(['withdraw']);
    expect(await inbox(paid.memberId)).toEqual(['Withdrawal paid']);
  });

  it('two instances checking with callbacks and checks now arriving at once: each withdrawal asked once per pass, settled once', async () => {
    const ms = await Promise.all(
      ['101.00', '102.00', '103.00', '104.00'].map((amount) => payingWithdrawal(amount)),
    );
    for (const [i, m] of ms.entries()) {
      fake.payouts.get(m.request.id)!.status = i % 2 ? 'failed' : 'paid';
    }
    t.clock.advance(CHECK_AFTER_MS);
    const before = ms.map((m) => queriesOf(m.request.id));
    const results = await Promise.all([
      instance().pass(),
      instance().pass(),
      ...ms.map((m, i) =>
        callback(fake.settlePayout(m.request.id, i % 2 ? 'failed' : 'paid')).then((r) => {
          expect(r.statusCode, r.body).toBe(200);
        }),
      ),
      ...ms.map((m) => checkNow(m.request.id).then((r) => expect(r.statusCode, r.body).toBe(200))),
    ]);
    expect(results).toHaveLength(2 + 2 * ms.length);
    // The two passes together asked about each at most once (an operator's check may add one).
    for (const [i, m] of ms.entries()) {
      expect(queriesOf(m.request.id) - before[i]!).toBeLessThanOrEqual(2);
    }
    for (const [i, m] of ms.entries()) {
      const amountMinor = [10_100, 10_200, 10_300, 10_400][i]!;
      expect((await inQueue(m.request.id)).status).toBe(i % 2 ? 'failed' : 'approved');
      expect(await wallet(m.memberId)).toMatchObject({
        balanceMinor: i % 2 ? 100_000 : 100_000 - amountMinor,
        heldMinor: 0,
      });
      expect((await entries(m.memberId)).map((e) => e.type)).toEqual(
        i % 2 ? ['withdraw', 'refund'] : ['withdraw'],
      );
      expect(await inbox(m.memberId)).toHaveLength(1);
    }
  });

  it('two instances passing at once ask the gateway about each due withdrawal once', async () => {
    const ms = await Promise.all(
      ['161.00', '162.00', '163.00', '164.00', '165.00'].map((amount) => payingWithdrawal(amount)),
    );
    for (const m of ms) fake.queryFailWith.set(m.request.id, 503);
    t.clock.advance(CHECK_AFTER_MS);
    await Promise.all([instance().pass(), instance().pass()]);
    expect(ms.map((m) => queriesOf(m.request.id))).toEqual([1, 1, 1, 1, 1]);
    for (const m of ms) expect((await inQueue(m.request.id)).status).toBe('paying');
  });

  it('check now (finance): asks the gateway about one paying withdrawal, records the check and is audited; support is refused', async () => {
    const m = await payingWithdrawal('190.00');
    const finance = await demoOperatorHeaders(t, 'finance', 'Finance1234');
    const support = await demoOperatorHeaders(t, 'support', 'Support1234');
    expectError(await checkNow(m.request.id, support), 403, 'admin.forbidden');
    expect(queriesOf(m.request.id)).toBe(0);
    expect((await inQueue(m.request.id)).payout).toMatchObject({ checkedAt: null });

    // The gateway does not answer: 503, still paying, the check recorded.
    fake.queryFailWith.set(m.request.id, 504);
    t.clock.advance(1_000);
    const firstCheck = new Date(t.clock.now()).toISOString();
    expectError(await checkNow(m.request.id, finance), 503, 'service.unavailable');
    expect(await inQueue(m.request.id)).toMatchObject({
      status: 'paying',
      payout: { checkedAt: firstCheck },
    });

    // Pending there: still paying; the check is recorded and audited.
    fake.queryFailWith.delete(m.request.id);
    t.clock.advance(1_000);
    const pendingCheck = await checkNow(m.request.id, finance);
    expect(pendingCheck.statusCode, pendingCheck.body).toBe(200);
    expect(envelope(withdrawRequest).parse(json(pendingCheck)).value!.status).toBe('paying');
    expect((await inQueue(m.request.id)).payout).toMatchObject({
      checkedAt: new Date(t.clock.now()).toISOString(),
    });

    // Paid there: paid, once.
    fake.payouts.get(m.request.id)!.status = 'paid';
    const paidCheck = await checkNow(m.request.id, finance);
    expect(envelope(withdrawRequest).parse(json(paidCheck)).value!.status).toBe('approved');
    expect(await wallet(m.memberId)).toMatchObject({ balanceMinor: 81_000, heldMinor: 0 });
    // Asked again once settled: answered as it is, the gateway not asked.
    const queries = queriesOf(m.request.id);
    const settled = await checkNow(m.request.id, finance);
    expect(envelope(withdrawRequest).parse(json(settled)).value!.status).toBe('approved');
    expect(queriesOf(m.request.id)).toBe(queries);
    expectError(
      await checkNow('00000000-0000-4000-8000-000000000000', finance),
      404,
      'withdraw.not_found',
    );

    const audit = await t.app.inject({
      method: 'GET',
      url: `${endpoints.audit.list.path}?action=withdraw.adminPayoutStatus&target=withdrawal/${m.request.id}`,
      headers: adminHeaders,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const logged = json<{
      value: { entries: { actorName: string; before: unknown; after: unknown }[] };
    }>(audit).value.entries;
    expect(logged.map((e) => [e.actorName, e.before, e.after])).toEqual([
      ['finance', { status: 'approved' }, { status: 'approved', via: 'payout status check' }],
      ['finance', { status: 'paying' }, { status: 'approved', via: 'payout status check' }],
      ['finance', { status: 'paying' }, { status: 'paying', via: 'payout status check' }],
    ]);
  });

  it('reconciles a gateway’s payouts against the ledger: paid both sides agree, a payout paid after it failed here and one the gateway does not know are listed', async () => {
    const settled = await payingWithdrawal('310.00');
    await callbackOk(fake.settlePayout(settled.request.id, 'paid'));
    const sent = await payingWithdrawal('320.00');
    // Failed here (the amount given back), then paid by the gateway after all.
    const paidLate = await payingWithdrawal('330.00');
    await callbackOk(fake.settlePayout(paidLate.request.id, 'failed'));
    fake.payouts.get(paidLate.request.id)!.status = 'paid';
    // Debited here, unknown to the gateway.
    const lost = await payingWithdrawal('340.00');
    fake.payouts.delete(lost.request.id);

    const finance = await demoOperatorHeaders(t, 'finance', 'Finance1234');
    const day = new Date(t.clock.now()).toISOString().slice(0, 10);
    const path = endpoints.paymentGateways.reconciliation.path;
    const query = `provider=acmepay&side=payouts&startDate=${day}&endDate=${day}`;
    const r = await call('GET', `${path}?${query}`, finance);
    expect(r.statusCode, r.body).toBe(200);
    const report = envelope(gatewayReconciliationValue).parse(json(r)).value!;
    expect(report).toMatchObject({ provider: 'acmepay', side: 'payouts' });
    const row = (id: string) => report.rows.find((x) => x.requestId === id);
    expect(row(settled.request.id)).toMatchObject({
      status: 'approved',
      gatewayOutcome: 'paid',
      gatewayAmount: '310.00',
      ledgerAmount: '310.00',
      mismatch: null,
    });
    expect(row(sent.request.id)).toMatchObject({
      status: 'paying',
      gatewayOutcome: 'pending',
      ledgerAmount: '320.00',
      mismatch: null,
    });
    expect(row(paidLate.request.id)).toMatchObject({
      status: 'failed',
      gatewayOutcome: 'paid',
      gatewayAmount: '330.00',
      ledgerAmount: '0.00',
      mismatch: 'not_debited',
    });
    expect(row(lost.request.id)).toMatchObject({
      gatewayOutcome: null,
      gatewayAmount: null,
      ledgerAmount: '340.00',
      mismatch: 'not_paid',
    });
    // Withdrawals paid by hand are not the gateway's.
    const byHand = await pendingWithdrawal('350.00');
    expect((await approve(byHand.request.id)).statusCode).toBe(200);
    const again = envelope(gatewayReconciliationValue).parse(
      json(await call('GET', `${path}?${query}`, finance)),
    ).value!;
    expect(again.rows.some((x) => x.requestId === byHand.request.id)).toBe(false);

    // A gateway that pays nothing out has no payouts to reconcile; support may not look.
    expectError(
      await call('GET', `${path}?provider=payinonly&side=payouts`, finance),
      404,
      'deposit.provider_unknown',
    );
    expectError(
      await call('GET', `${path}?provider=acmepay&side=refunds`, finance),
      400,
      'validation.failed',
    );
    const support = await demoOperatorHeaders(t, 'support', 'Support1234');
    expectError(await call('GET', `${path}?${query}`, support), 403, 'admin.forbidden');
  });

  it('lists the gateways the server runs and what each can do', async () => {
    const r = await call('GET', endpoints.paymentGateways.list.path, adminHeaders);
    expect(r.statusCode, r.body).toBe(200);
    expect(envelope(paymentGatewaysValue).parse(json(r)).value!.gateways).toEqual([
      { id: 'acmepay', currency: 'PHP', statusQuery: true, payouts: true },
      { id: 'deadpay', currency: 'PHP', statusQuery: true, payouts: true },
      { id: 'payinonly', currency: 'PHP', statusQuery: true, payouts: false },
    ]);
  });

  it('the server checks every 2 minutes those last contacted 5 minutes ago by default; both are set in the environment', () => {
    expect(loadConfig({}).payoutChecks).toEqual({
      scheduler: true,
      intervalSeconds: 120,
      checkAfterSeconds: 300,
    });
    expect(
      loadConfig({ PAYOUT_CHECK_SECONDS: '60', PAYOUT_CHECK_AFTER_SECONDS: '600' }).payoutChecks,
    ).toMatchObject({ intervalSeconds: 60, checkAfterSeconds: 600 });
    expect(() => loadConfig({ PAYOUT_CHECK_SECONDS: '1' })).toThrow(/PAYOUT_CHECK_SECONDS/);
  });
});
