import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { gatewayReconciliationValue } from '@kalaro/contract/payment-gateways';
import { createDepositValue, depositRequest } from '@kalaro/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { gatewaySignature, signingString } from '../src/modules/deposit/providers/http-gateway.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, expectError, json, putOperatorConfig } from './helpers.ts';
import { memberWithBalance, type Headers } from './slot-helpers.ts';
import { FakeGateway } from './support/fake-gateway.ts';

type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;

const SECRET = 'acme-gateway-secret-0123456789abcdef-XYZ';
const MERCHANT = 'M-1001';
const { deposit, paymentGateways } = endpoints;

describe('HTTP payment gateway', () => {
  let t: AccountsTestApp;
  let fake: FakeGateway;
  const lines: string[] = [];
  const answers: string[] = [];

  beforeAll(async () => {
    let now = () => Date.now();
    fake = await new FakeGateway({
      merchantId: MERCHANT,
      secret: SECRET,
      now: () => now(),
    }).start();
    t = await startAccountsApp({
      logLevel: 'trace',
      logStream: { write: (line: string) => void lines.push(line) },
      payments: {
        demoGateway: false,
        gateways: [
          {
            id: 'acmepay',
            merchantId: MERCHANT,
            secret: SECRET,
            currency: 'PHP',
            createUrl: `${fake.url}/create`,
            queryUrl: `${fake.url}/query`,
            enabled: true,
          },
        ],
      },
    });
    now = t.clock.now;
    await putOperatorConfig(t, (config) => {
      config.payments.channels.push({
        id: 'ACME_PAY',
        provider: 'acmepay',
        name: { EN: 'Acme Pay', TY: 'Acme Pay' },
        enabled: true,
        minAmount: '50.00',
        maxAmount: '20000.00',
        feePercent: 1,
        bonusPercent: 0,
        quickAmounts: ['100.00'],
        accounts: [],
      });
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const keep = (r: Response) => {
    answers.push(r.body);
    return r;
  };
  const newMember = () => memberWithBalance(t, 0);
  const balanceOf = async (memberId: string) =>
    (await findWallet(t.app.db, memberId))?.balanceMinor ?? 0;
  const depositEntries = async (memberId: string) =>
    (await listEntries(t.app.db, memberId)).filter((e) => e.reference?.startsWith('deposit:'));

  const createOk = async (headers: Headers, amount = '1000.00') => {
    const r = keep(
      await t.app.inject({
        method: 'POST',
        url: deposit.create.path,
        headers,
        payload: { channelId: 'ACME_PAY', amount, payerName: 'Juan Dela Cruz' },
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    return envelope(createDepositValue).parse(json(r)).value!;
  };
  const callback = async (raw: string) =>
    keep(
      await t.app.inject({
        method: 'POST',
        url: deposit.callback.path.replace(':provider', 'acmepay'),
        headers: { 'content-type': 'application/json' },
        payload: raw,
      }),
    );
  const reconcile = async (id: string, headers: Record<string, string> = adminHeaders) =>
    keep(
      await t.app.inject({
        method: 'POST',
        url: paymentGateways.reconcile.path.replace(':id', id),
        headers,
      }),
    );

  it('signs fields sorted by name as name=value joined with &, keyed with the secret', () => {
    expect(signingString({ b: '2', a: 1, sign: 'x', c: 'three' })).toBe('a=1&b=2&c=three');
    // A known answer: HMAC-SHA256('k', 'a=1&b=2') in hex.
    expect(gatewaySignature('k', { b: '2', a: '1', sign: 'ignored' })).toBe(
      'acaa976e196269880b8b3898a5ec2f3881696e4570890e89538ba5a0cbfe2829',
    );
  });

  it('creates the payment at the gateway and a paid callback credits once; a replay credits nothing', async () => {
    const m = await newMember();
    const { request, payUrl } = await createOk(m.headers);
    expect(payUrl).toBe(`${fake.url}/pay/${request.id}`);
    expect(fake.orders.get(request.id)).toMatchObject({ amount: '1000.00', currency: 'PHP' });

    const raw = fake.settle(request.id, 'paid');
    const ok = await callback(raw);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ value: { status: string } }>(ok).value.status).toBe('approved');
    expect(await balanceOf(m.memberId)).toBe(99_000); // 1000.00 less the 1% fee

    expectError(await callback(raw), 409, 'deposit.callback_replayed');
    // A late second event of the same payment (another id) changes nothing either.
    const again = await callback(fake.settle(request.id, 'paid'));
    expect(again.statusCode, again.body).toBe(200);
    expect(await balanceOf(m.memberId)).toBe(99_000);
    expect(await depositEntries(m.memberId)).toHaveLength(1);
  });

  it('refuses a wrong signature, amount, currency, merchant, old or malformed callback and credits nothing', async () => {
    const m = await newMember();
    const { request } = await createOk(m.headers);
    const good = JSON.parse(fake.settle(request.id, 'paid')) as Record<string, unknown>;

    const tampered = JSON.stringify({ ...good, amount: '9000.00' });
    expectError(await callback(tampered), 401, 'deposit.callback_signature_invalid');
    expectError(
      await callback(JSON.stringify({ ...good, sign: 'f'.repeat(64) })),
      401,
      'deposit.callback_signature_invalid',
    );
    expectError(
      await callback(JSON.stringify({ ...good, sign: undefined })),
      401,
      'deposit.callback_signature_invalid',
    );
    expectError(
      await callback(fake.settle(request.id, 'paid', { amount: '999.99' })),
      400,
      'deposit.callback_mismatch',
    );
    expectError(
      await callback(fake.settle(request.id, 'paid', { currency: 'USD' })),
      400,
      'deposit.callback_currency_mismatch',
    );
    expectError(
      await callback(fake.settle(request.id, 'paid', { merchantId: 'M-OTHER' })),
      400,
      'deposit.callback_mismatch',
    );
    expectError(
      await callback(fake.settle(request.id, 'paid', { timestamp: t.clock.now() - 3_600_000 })),
      400,
      'deposit.callback_expired',
    );
    expectError(
      await callback(fake.settle(request.id, 'paid', { timestamp: t.clock.now() + 3_600_000 })),
      400,
      'deposit.callback_expired',
    );
    for (const raw of ['', 'not json', '[]', 'null', '{"sign":1}', '{'.repeat(1000)]) {
      const r = await callback(raw);
      expect(r.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, raw).toBeLessThan(500);
    }
    expect(await balanceOf(m.memberId)).toBe(0);
    expect(await depositEntries(m.memberId)).toHaveLength(0);

    // After all that, the true callback still settles it.
    const ok = await callback(JSON.stringify(good));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(m.memberId)).toBe(99_000);
  });

  it('a status query settles a pending request once; pending stays; a gateway down is a 503', async () => {
    const m = await newMember();
    const { request } = await createOk(m.headers, '500.00');

    const pending = await reconcile(request.id);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(envelope(depositRequest).parse(json(pending)).value!.status).toBe('pending');

    fake.failWith = 500;
    expectError(await reconcile(request.id), 503, 'service.unavailable');
    fake.failWith = null;

    fake.orders.get(request.id)!.status = 'paid';
    const paid = await reconcile(request.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(envelope(depositRequest).parse(json(paid)).value!.status).toBe('approved');
    expect(await balanceOf(m.memberId)).toBe(49_500);
    // Asked again, or the late callback arrives: nothing more is credited.
    expect((await reconcile(request.id)).statusCode).toBe(200);
    const late = await callback(fake.settle(request.id, 'paid'));
    expect(late.statusCode, late.body).toBe(200);
    expect(await balanceOf(m.memberId)).toBe(49_500);
    expect(await depositEntries(m.memberId)).toHaveLength(1);

    // A gateway amount other than the request's settles nothing.
    const other = await createOk(m.headers, '300.00');
    Object.assign(fake.orders.get(other.request.id)!, { status: 'paid', amount: '301.00' });
    expectError(await reconcile(other.request.id), 400, 'deposit.callback_mismatch');
    expect(await balanceOf(m.memberId)).toBe(49_500);
  });

  it('the reconciliation report lists gateway against ledger amounts and the mismatches', async () => {
    const m = await newMember();
    const credited = await createOk(m.headers, '200.00');
    await callback(fake.settle(credited.request.id, 'paid'));
    // Paid at the gateway, never called back: the ledger lacks it.
    const missing = await createOk(m.headers, '400.00');
    fake.orders.get(missing.request.id)!.status = 'paid';

    const day = new Date(t.clock.now()).toISOString().slice(0, 10);
    const query = `provider=acmepay&startDate=${day}&endDate=${day}`;
    const r = keep(
      await t.app.inject({
        method: 'GET',
        url: `${paymentGateways.reconciliation.path}?${query}`,
        headers: adminHeaders,
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const report = envelope(gatewayReconciliationValue).parse(json(r)).value!;
    const row = (id: string) => report.rows.find((x) => x.requestId === id)!;
    expect(row(credited.request.id)).toMatchObject({
      gatewayOutcome: 'paid',
      gatewayAmount: '200.00',
      ledgerAmount: '198.00',
      mismatch: null,
    });
    expect(row(missing.request.id)).toMatchObject({
      gatewayOutcome: 'paid',
      gatewayAmount: '400.00',
      ledgerAmount: '0.00',
      mismatch: 'not_credited',
    });

    expectError(
      await t.app.inject({
        method: 'GET',
        url: `${paymentGateways.reconciliation.path}?provider=manual`,
        headers: adminHeaders,
      }),
      404,
      'deposit.provider_unknown',
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `${paymentGateways.reconciliation.path}?provider=acmepay&startDate=2026-02-30`,
        headers: adminHeaders,
      }),
      400,
      'validation.failed',
    );
  });

  it('PAYMENT_GATEWAYS is read from the environment and refuses a short secret or bad JSON', () => {
    const gateway = {
      id: 'acmepay',
      merchantId: MERCHANT,
      secret: SECRET,
      currency: 'PHP',
      createUrl: 'https://pay.example/create',
      queryUrl: 'https://pay.example/query',
    };
    const config = loadConfig({ PAYMENT_GATEWAYS: JSON.stringify([gateway]) });
    expect(config.payments?.gateways).toEqual([{ ...gateway, enabled: true }]);
    for (const bad of ['not json', JSON.stringify([{ ...gateway, secret: 'short' }])]) {
      let message = '';
      try {
        loadConfig({ PAYMENT_GATEWAYS: bad });
      } catch (error) {
        message = String(error);
      }
      expect(message).toMatch(/PAYMENT_GATEWAYS/);
      expect(message).not.toContain(SECRET);
    }
  });

  it('the secret is in no answer, no log line and nothing sent to the gateway', () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(lines.length).toBeGreaterThan(10);
    expect(fake.received.length).toBeGreaterThan(3);
    for (const text of [...answers, ...lines, ...fake.received]) {
      expect(text).not.toContain(SECRET);
    }
  });
});
