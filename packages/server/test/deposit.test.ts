import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import type { StartupSettings } from '@kalaro/contract/operator';
import {
  adminDepositsValue,
  createDepositValue,
  depositChannelsValue,
  depositLimitsValue,
  depositRecordsValue,
  depositRequest,
  gatewayCallbackValue,
  type CreateDepositBody,
  type DepositRequest,
} from '@kalaro/contract/payments';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { messagesTable } from '../src/modules/messages/tables.ts';
import { largestBonusPercent, offeredChannels } from '../src/modules/deposit/model.ts';
import { signDemoCallback } from '../src/modules/deposit/providers/demo.ts';
import { manualProvider } from '../src/modules/deposit/providers/manual.ts';
import {
  createPaymentProviders,
  providerRegistry,
} from '../src/modules/deposit/providers/registry.ts';
import type { PaymentProvider } from '../src/modules/deposit/providers/types.ts';
import {
  depositCallbacksTable,
  depositLimitsTable,
  depositRequestsTable,
} from '../src/modules/deposit/tables.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { bearer, startAccountsApp, type AccountsTestApp, startTrial } from './account-helpers.ts';
import { adminHeaders, expectError, json, seedConfig } from './helpers.ts';
import { memberWithBalance, type Headers } from './slot-helpers.ts';

const SECRET = 'test-demo-gateway-secret-0123456789abcdef';
const HOUR = 3_600_000;
const { deposit } = endpoints;

describe('deposits', () => {
  let t: AccountsTestApp;
  /** Every member a test made: their ledger must sum to their balance after each test. */
  const members: string[] = [];

  beforeAll(async () => {
    t = await startAccountsApp({ payments: { demoGateway: true, demoSecret: SECRET } });
  });
  afterAll(() => t.close());

  afterEach(async () => {
    for (const memberId of members) {
      const entries = await listEntries(t.app.db, memberId);
      const wallet = await findWallet(t.app.db, memberId);
      expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(wallet?.balanceMinor ?? 0);
    }
  });

  const newMember = async (balanceMinor = 0) => {
    const m = await memberWithBalance(t, balanceMinor);
    members.push(m.memberId);
    return m;
  };
  const balanceOf = async (memberId: string) =>
    (await findWallet(t.app.db, memberId))?.balanceMinor ?? 0;
  const entriesOf = async (memberId: string) =>
    (await listEntries(t.app.db, memberId)).filter((e) => e.reference?.startsWith('deposit:'));
  const rowCount = async (table: typeof depositRequestsTable | typeof depositLimitsTable) => {
    const [row] = await t.app.db.select({ n: count() }).from(table);
    return row!.n;
  };

  const create = (headers: Headers, body: Partial<CreateDepositBody> & Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: deposit.create.path, headers, payload: body });
  const bank = (amount: string, extra: Partial<CreateDepositBody> = {}) => ({
    channelId: 'BANK_TRANSFER',
    amount,
    payerName: 'Juan Dela Cruz',
    accountId: 'BDO1',
    ...extra,
  });
  const online = (amount: string, extra: Partial<CreateDepositBody> = {}) => ({
    channelId: 'ONLINE_PAY',
    amount,
    payerName: 'Juan Dela Cruz',
    ...extra,
  });
  const createOk = async (headers: Headers, body: Parameters<typeof create>[1]) => {
    const r = await create(headers, body);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(createDepositValue).parse(json(r)).value!;
  };
  const review = (
    id: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = adminHeaders,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: deposit.adminReview.path.replace(':id', id),
      headers,
      payload: body,
    });
  const callback = (raw: string, headers: Record<string, string>, provider = 'demo') =>
    t.app.inject({
      method: 'POST',
      url: deposit.callback.path.replace(':provider', provider),
      headers: { 'content-type': 'application/json', ...headers },
      payload: raw,
    });
  let eventSerial = 0;
  const event = (requestId: string, over: Record<string, unknown> = {}) =>
    JSON.stringify({
      eventId: `evt-${Date.now()}-${eventSerial++}`,
      requestId,
      status: 'paid',
      amount: '1000.00',
      timestamp: t.clock.now(),
      ...over,
    });
  const signed = (raw: string) => ({ 'x-kalaro-signature': signDemoCallback(SECRET, raw) });
  const limits = async (headers: Headers) => {
    const r = await t.app.inject({ method: 'GET', url: deposit.limits.path, headers });
    expect(r.statusCode, r.body).toBe(200);
    return envelope(depositLimitsValue).parse(json(r)).value!;
  };
  /** The three limits (null unless given); loose on purpose: tests send wrong values too. */
  const setLimits = (headers: Headers, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: deposit.setLimits.path,
      headers,
      payload: { day: null, week: null, month: null, ...body },
    });

  it('offers the enabled channels of registered providers, by language, with the largest bonus at start-up', async () => {
    const { headers } = await newMember();
    const en = await t.app.inject({ method: 'GET', url: deposit.channels.path, headers });
    const channels = envelope(depositChannelsValue).parse(json(en)).value!.channels;
    expect(channels.map((c) => [c.id, c.kind, c.name])).toEqual([
      ['BANK_TRANSFER', 'manual', 'Bank transfer'],
      ['ONLINE_PAY', 'gateway', 'Online payment'],
    ]);
    expect(channels[0]).toMatchObject({
      minAmount: '100.00',
      maxAmount: '50000.00',
      bonusPercent: 3,
      quickAmounts: ['100.00', '300.00', '500.00', '1000.00', '5000.00'],
    });
    expect(channels[0]!.accounts.map((a) => a.id)).toEqual(['BDO1', 'BPI1']);
    const ty = await t.app.inject({
      method: 'GET',
      url: `${deposit.channels.path}?language=TY`,
      headers,
    });
    expect(
      envelope(depositChannelsValue)
        .parse(json(ty))
        .value!.channels.map((c) => c.name),
    ).toEqual(['Paglipat sa bangko', 'Online na bayad']);

    // Every call is in the OpenAPI document, the callback with its signed body.
    const openapi = json<{ paths: Record<string, { post?: { requestBody?: unknown } }> }>(
      await t.app.inject({ method: 'GET', url: '/openapi.json' }),
    );
    expect(openapi.paths['/wps/deposit/callback/{provider}']?.post?.requestBody).toBeDefined();
    expect(openapi.paths['/wps/admin/deposits/{id}']).toBeDefined();

    const startup = await t.app.inject({ method: 'GET', url: endpoints.system.startup.path });
    expect(json<{ value: StartupSettings }>(startup).value.depositBonusPercent).toBe(3);

    // A channel of a provider this server does not run, and a disabled one: not offered, refused.
    const config = seedConfig();
    config.payments.channels.push(
      { ...config.payments.channels[1]!, id: 'ACME_PAY', provider: 'acme', bonusPercent: 9 },
      { ...config.payments.channels[1]!, id: 'OFF_PAY', enabled: false, bonusPercent: 8 },
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: endpoints.admin.putOperatorConfig.path,
      headers: adminHeaders,
      payload: config,
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const again = await t.app.inject({ method: 'GET', url: deposit.channels.path, headers });
      expect(
        envelope(depositChannelsValue)
          .parse(json(again))
          .value!.channels.map((c) => c.id),
      ).toEqual(['BANK_TRANSFER', 'ONLINE_PAY']);
      const before = await rowCount(depositRequestsTable);
      for (const channelId of ['ACME_PAY', 'OFF_PAY', 'NOPE']) {
        expectError(
          await create(headers, online('100.00', { channelId })),
          400,
          'deposit.channel_unavailable',
        );
      }
      expect(await rowCount(depositRequestsTable)).toBe(before);
      const s = await t.app.inject({ method: 'GET', url: endpoints.system.startup.path });
      expect(json<{ value: StartupSettings }>(s).value.depositBonusPercent).toBe(3);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: endpoints.admin.putOperatorConfig.path,
        headers: adminHeaders,
        payload: seedConfig(),
      });
    }
  });

  it('a third provider is added by registering it; the demo gateway runs only where configured', () => {
    const payments = seedConfig().payments;
    payments.channels.push({ ...payments.channels[1]!, id: 'ACME_PAY', provider: 'acme' });
    const acme: PaymentProvider = {
      id: 'acme',
      kind: 'gateway',
      start: () => Promise.resolve({ payUrl: 'https://pay.acme.example/x' }),
    };
    const withAcme = providerRegistry([manualProvider, acme]);
    expect(offeredChannels(payments, withAcme).map((c) => c.id)).toEqual([
      'BANK_TRANSFER',
      'ACME_PAY',
    ]);
    expect(() => providerRegistry([manualProvider, manualProvider])).toThrow(/twice/);
    expect([...createPaymentProviders({ demoGateway: false }).keys()]).toEqual(['manual']);
    expect([...createPaymentProviders({ demoGateway: true }).keys()]).toEqual(['manual', 'demo']);
    expect(largestBonusPercent(offeredChannels(payments, withAcme))).toBe(3);

    // NODE_ENV=production: off unless PAYMENTS_DEMO_GATEWAY=on, which then needs a secret.
    expect(loadConfig({}).payments).toEqual({ demoGateway: false, demoSecret: undefined });
    expect(loadConfig({ NODE_ENV: 'development' }).payments?.demoGateway).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', PAYMENTS_DEMO_GATEWAY: 'off' }).payments?.demoGateway,
    ).toBe(false);
    expect(() => loadConfig({ PAYMENTS_DEMO_GATEWAY: 'on' })).toThrow(/PAYMENTS_DEMO_SECRET/);
    expect(
      loadConfig({ PAYMENTS_DEMO_GATEWAY: 'on', PAYMENTS_DEMO_SECRET: SECRET }).payments,
    ).toEqual({ demoGateway: true, demoSecret: SECRET });
    expect(() => loadConfig({ PAYMENTS_DEMO_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('manual transfer: approving twice credits once; the bonus is its own ledger row; the member is told', async () => {
    const { memberId, headers } = await newMember();
    const { request, payUrl } = await createOk(headers, bank('1000.00', { bonusOptIn: true }));
    expect(payUrl).toBeNull();
    expect(request).toMatchObject({
      kind: 'manual',
      status: 'pending',
      amount: '1000.00',
      fee: '0.00',
      bonus: '30.00',
      credit: '1030.00',
      account: { id: 'BDO1', accountNumber: '001234567890' },
    });
    expect(await balanceOf(memberId)).toBe(0);

    const first = await review(request.id, { status: 'approved' });
    expect(first.statusCode, first.body).toBe(200);
    expect(envelope(depositRequest).parse(json(first)).value).toMatchObject({
      status: 'approved',
    });
    expectError(await review(request.id, { status: 'approved' }), 409, 'deposit.already_reviewed');
    expectError(
      await review(request.id, { status: 'rejected', note: 'Duplicate' }),
      409,
      'deposit.already_reviewed',
    );

    const rows = await entriesOf(memberId);
    expect(rows.map((e) => [e.type, e.amountMinor, e.idempotencyKey])).toEqual([
      ['deposit', 100_000, `deposit:${request.id}`],
      ['bonus', 3_000, `deposit:${request.id}:bonus`],
    ]);
    expect(await balanceOf(memberId)).toBe(103_000);
    const inbox = await t.app.db
      .select()
      .from(messagesTable)
      .where(eq(messagesTable.memberId, memberId));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.translations.EN!.title).toBe('Deposit approved');
    expect(inbox[0]!.translations.TY!.content).toContain('1030.00');
  });

  it('no bonus row without the opt-in; concurrent approvals credit once', async () => {
    const { memberId, headers } = await newMember();
    const { request } = await createOk(headers, bank('500.00', { accountId: 'BPI1' }));
    expect(request.bonus).toBe('0.00');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => review(request.id, { status: 'approved' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expectError(a, 409, 'deposit.already_reviewed');
    }
    expect((await entriesOf(memberId)).map((e) => [e.type, e.amountMinor])).toEqual([
      ['deposit', 50_000],
    ]);
    expect(await balanceOf(memberId)).toBe(50_000);
  });

  it('a rejection keeps its note, credits nothing and cannot be approved afterwards', async () => {
    const { memberId, headers } = await newMember();
    const { request } = await createOk(headers, bank('200.00', { bonusOptIn: true }));
    const r = await review(request.id, { status: 'rejected', note: 'No transfer received' });
    expect(envelope(depositRequest).parse(json(r)).value).toMatchObject({
      status: 'rejected',
      note: 'No transfer received',
    });
    expectError(await review(request.id, { status: 'approved' }), 409, 'deposit.already_reviewed');
    expect(await entriesOf(memberId)).toEqual([]);
    const detail = await t.app.inject({
      method: 'GET',
      url: deposit.detail.path.replace(':id', request.id),
      headers,
    });
    expect(envelope(depositRequest).parse(json(detail)).value).toMatchObject({
      status: 'rejected',
      note: 'No transfer received',
    });
    expectError(
      await review('00000000-0000-4000-8000-000000000000', { status: 'approved' }),
      404,
      'deposit.not_found',
    );
    expectError(await review(request.id, { status: 'approved' }, {}), 401, 'admin.token_invalid');
    expectError(await review(request.id, { status: 'paid' }), 400, 'validation.failed');
  });

  it('gateway callback: a bad signature is refused and credits nothing; a replay is refused; paid once', async () => {
    const { memberId, headers } = await newMember();
    const { request, payUrl } = await createOk(headers, online('1000.00'));
    expect(request).toMatchObject({ kind: 'gateway', fee: '15.00', credit: '985.00' });
    expect(payUrl).toBe(`/pay/demo/${request.id}?language=EN`);
    const raw = event(request.id);
    const callbacksBefore = await t.app.db.select({ n: count() }).from(depositCallbacksTable);

    const bad: Record<string, string>[] = [
      {},
      { 'x-kalaro-signature': signDemoCallback('another-secret-of-the-same-length!!!!!', raw) },
      { 'x-kalaro-signature': signDemoCallback(SECRET, `${raw} `) },
      { 'x-kalaro-signature': 'sha256=zz' },
      { 'x-kalaro-signature': signDemoCallback(SECRET, raw).replace('sha256=', 'sha1=') },
    ];
    for (const h of bad)
      expectError(await callback(raw, h), 401, 'deposit.callback_signature_invalid');
    // The same bytes, re-serialised (signature over the raw body, not the parsed JSON).
    const pretty = JSON.stringify(JSON.parse(raw), null, 2);
    expectError(await callback(pretty, signed(raw)), 401, 'deposit.callback_signature_invalid');
    expect(await entriesOf(memberId)).toEqual([]);
    expect(await t.app.db.select({ n: count() }).from(depositCallbacksTable)).toEqual(
      callbacksBefore,
    );

    const ok = await callback(raw, signed(raw));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(envelope(gatewayCallbackValue).parse(json(ok)).value).toEqual({
      requestId: request.id,
      status: 'approved',
    });
    expectError(await callback(raw, signed(raw)), 409, 'deposit.callback_replayed');
    // A new event about the settled request changes nothing.
    const late = event(request.id);
    const again = await callback(late, signed(late));
    expect(json<{ value: { status: string } }>(again).value.status).toBe('approved');
    expect((await entriesOf(memberId)).map((e) => [e.type, e.amountMinor])).toEqual([
      ['deposit', 98_500],
    ]);
    expect(await balanceOf(memberId)).toBe(98_500);
  });

  it('gateway callback: expired, future, wrong amount, unknown provider or request are refused', async () => {
    const { memberId, headers } = await newMember();
    const { request } = await createOk(headers, online('1000.00'));
    const refusals: [string, number, string][] = [
      [
        event(request.id, { timestamp: t.clock.now() - 5 * 60_000 - 1 }),
        400,
        'deposit.callback_expired',
      ],
      [
        event(request.id, { timestamp: t.clock.now() + 2 * 60_000 }),
        400,
        'deposit.callback_expired',
      ],
      [event(request.id, { amount: '999.99' }), 400, 'deposit.callback_mismatch'],
      [event(request.id, { amount: '-1000.00' }), 400, 'deposit.callback_mismatch'],
      [event('00000000-0000-4000-8000-000000000000'), 404, 'deposit.not_found'],
      [event(request.id, { status: 'maybe' }), 400, 'validation.failed'],
      [event(request.id, { extra: 1 }), 400, 'validation.failed'],
      ['{"eventId":', 400, 'request.malformed'],
    ];
    for (const [raw, status, code] of refusals)
      expectError(await callback(raw, signed(raw)), status, code);
    const raw = event(request.id);
    expectError(await callback(raw, signed(raw), 'acme'), 404, 'deposit.provider_unknown');
    expectError(await callback(raw, signed(raw), 'manual'), 404, 'deposit.provider_unknown');
    // A manual request cannot be settled by a gateway.
    const manual = await createOk(headers, bank('1000.00'));
    const forManual = event(manual.request.id);
    expectError(await callback(forManual, signed(forManual)), 400, 'deposit.callback_mismatch');
    expect(await entriesOf(memberId)).toEqual([]);

    // Not expired at 4 minutes old; failed rejects.
    const failed = event(request.id, { status: 'failed', timestamp: t.clock.now() - 4 * 60_000 });
    const r = await callback(failed, signed(failed));
    expect(json<{ value: { status: string } }>(r).value.status).toBe('rejected');
    expect(await entriesOf(memberId)).toEqual([]);
  });

  it('hosted page: GET shows a CSP-safe form; Pay → 303 to the deposit screen, approved, balance up', async () => {
    const { memberId, headers } = await newMember();
    const { request, payUrl } = await createOk(headers, online('200.00', { language: 'TY' }));
    expect(payUrl).toBe(`/pay/demo/${request.id}?language=TY`);

    const page = await t.app.inject({ method: 'GET', url: payUrl!, headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="fil">');
    expect(page.body).toContain('PHP 200.00');
    expect(page.body).toContain('Online na bayad');
    expect(page.body).toContain(`<form method="post" action="/pay/demo/${request.id}?language=TY"`);
    expect(page.body).toContain('name="action" value="pay"');
    expect(page.body).toContain('name="action" value="cancel"');
    expect(page.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const css = await t.app.inject({ method: 'GET', url: '/pay/demo.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    // Someone else (or nobody) sees no page and cannot pay it.
    const other = await newMember();
    expect(
      (await t.app.inject({ method: 'GET', url: payUrl!, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: payUrl! })).statusCode).toBe(404);
    const stranger = await t.app.inject({
      method: 'POST',
      url: payUrl!,
      headers: { ...other.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(stranger.statusCode).toBe(404);
    expect(await balanceOf(memberId)).toBe(0);

    const pay = await t.app.inject({
      method: 'POST',
      url: payUrl!,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode, pay.body).toBe(303);
    expect(pay.headers.location).toBe(`/m/voucherCenter?request=${request.id}`);
    const detail = await t.app.inject({
      method: 'GET',
      url: `${deposit.detail.path.replace(':id', request.id)}?language=TY`,
      headers,
    });
    expect(envelope(depositRequest).parse(json(detail)).value).toMatchObject({
      status: 'approved',
      channelName: 'Online na bayad',
    });
    expect(await balanceOf(memberId)).toBe(20_000 - 300);
    // Paid: the page says so; posting again moves nothing.
    const closed = await t.app.inject({ method: 'GET', url: payUrl!, headers });
    expect(closed.body).toContain('Sarado na ang bayad');
    const twice = await t.app.inject({
      method: 'POST',
      url: payUrl!,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(twice.statusCode).toBe(303);
    expect(await balanceOf(memberId)).toBe(19_700);

    // Cancel marks a request failed (rejected); nothing is credited.
    const second = await createOk(headers, online('300.00'));
    const cancel = await t.app.inject({
      method: 'POST',
      url: second.payUrl!,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancel.statusCode).toBe(303);
    const cancelled = await t.app.inject({
      method: 'GET',
      url: deposit.detail.path.replace(':id', second.request.id),
      headers,
    });
    expect(json<{ value: { status: string } }>(cancelled).value.status).toBe('rejected');
    const junk = await t.app.inject({
      method: 'POST',
      url: second.payUrl!,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=steal',
    });
    expect(junk.statusCode).toBe(400);
    expect(await balanceOf(memberId)).toBe(19_700);
  });

  it('bad input → 4xx with an errorCode and nothing written', async () => {
    const { memberId, headers } = await newMember();
    const before = await rowCount(depositRequestsTable);
    const cases: [Record<string, unknown>, number, string][] = [
      [bank('-100'), 400, 'validation.failed'],
      [bank('0'), 400, 'validation.failed'],
      [bank('0.00'), 400, 'validation.failed'],
      [bank('100.123'), 400, 'validation.failed'],
      [bank('1e5'), 400, 'validation.failed'],
      [bank('abc'), 400, 'validation.failed'],
      [bank(''), 400, 'validation.failed'],
      [bank('1,000'), 400, 'validation.failed'],
      [bank('99999999999999'), 400, 'validation.failed'],
      [{ ...bank('100'), amount: 100 }, 400, 'validation.failed'],
      [bank('999999999.99'), 400, 'deposit.amount_out_of_range'],
      [bank('99.99'), 400, 'deposit.amount_out_of_range'],
      [bank('50000.01'), 400, 'deposit.amount_out_of_range'],
      [bank('100', { channelId: 'NOPE' }), 400, 'deposit.channel_unavailable'],
      [bank('100', { accountId: 'ELSEWHERE' }), 400, 'deposit.account_unknown'],
      [{ ...bank('100'), accountId: undefined }, 400, 'deposit.account_unknown'],
      [online('100', { accountId: 'BDO1' }), 400, 'deposit.account_unknown'],
      [{ ...bank('100'), admin: true }, 400, 'validation.failed'],
      [{ ...bank('100'), payerName: '   ' }, 400, 'validation.failed'],
      [{ ...bank('100'), payerName: undefined }, 400, 'validation.failed'],
    ];
    for (const [body, status, code] of cases) {
      const r = await create(headers, body);
      expectError(r, status, code);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: deposit.create.path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"channelId":"BANK_TRANSFER",',
    });
    expectError(malformed, 400, 'request.malformed');
    const text = await t.app.inject({
      method: 'POST',
      url: deposit.create.path,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'amount=100',
    });
    expectError(text, 415, 'request.unsupported_media_type');
    expect(await rowCount(depositRequestsTable)).toBe(before);

    const limitsBefore = await rowCount(depositLimitsTable);
    const badLimits: Record<string, unknown>[] = [
      { day: '-5' },
      { day: '1.234' },
      { day: 0 },
      { day: '0' },
      { year: '5' },
    ];
    for (const body of badLimits) {
      expectError(await setLimits(headers, body), 400, 'validation.failed');
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: deposit.setLimits.path,
      headers,
      payload: { day: '100' },
    });
    expectError(missing, 400, 'validation.failed');
    expect(await rowCount(depositLimitsTable)).toBe(limitsBefore);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: deposit.detail.path.replace(':id', 'not-a-uuid'),
        headers,
      }),
      400,
      'validation.failed',
    );
    expect(await balanceOf(memberId)).toBe(0);
  });

  it("trial accounts are refused every deposit call; another member's request is not found", async () => {
    const th = bearer(await startTrial(t, '10.51.0.1'));
    const { headers } = await newMember();
    const { request } = await createOk(headers, bank('100'));
    const id = request.id;
    const calls = [
      { method: 'GET', url: deposit.channels.path },
      { method: 'POST', url: deposit.create.path, payload: bank('100') },
      { method: 'GET', url: deposit.detail.path.replace(':id', id) },
      { method: 'GET', url: deposit.records.path },
      { method: 'GET', url: deposit.limits.path },
      {
        method: 'PUT',
        url: deposit.setLimits.path,
        payload: { day: '1', week: null, month: null },
      },
    ] as const;
    for (const call of calls) {
      expectError(await t.app.inject({ ...call, headers: th }), 403, 'auth.trial_restricted');
      expectError(await t.app.inject({ ...call }), 401, 'auth.required');
    }
    const other = await newMember();
    expectError(
      await t.app.inject({
        method: 'GET',
        url: deposit.detail.path.replace(':id', id),
        headers: other.headers,
      }),
      404,
      'deposit.not_found',
    );
  });

  it('limits: a decrease holds at once, an increase after 24 hours; over the limit names what remains', async () => {
    const { headers } = await newMember();
    expect(await limits(headers)).toEqual({
      day: { limit: null, pending: null, used: '0.00', remaining: null },
      week: { limit: null, pending: null, used: '0.00', remaining: null },
      month: { limit: null, pending: null, used: '0.00', remaining: null },
    });
    // A first limit holds at once.
    let r = await setLimits(headers, { day: '1000', week: '5000.00' });
    expect(envelope(depositLimitsValue).parse(json(r)).value).toMatchObject({
      day: { limit: '1000.00', pending: null, remaining: '1000.00' },
      week: { limit: '5000.00', pending: null },
      month: { limit: null },
    });

    await createOk(headers, bank('600'));
    const over = await create(headers, bank('500'));
    expectError(over, 400, 'deposit.limit_exceeded');
    expect(json<{ message: string; value: unknown }>(over)).toMatchObject({
      message: expect.stringContaining('400.00') as unknown,
      value: { period: 'day', remaining: '400.00' },
    });
    await createOk(headers, bank('400'));
    const full = await create(headers, bank('100'));
    expect(json<{ value: unknown }>(full).value).toEqual({ period: 'day', remaining: '0.00' });

    // A raise waits 24 hours; the lower limit holds meanwhile.
    const asked = t.clock.now();
    r = await setLimits(headers, { day: '2000', week: '5000' });
    const effectiveAt = new Date(asked + 24 * HOUR).toISOString();
    expect(envelope(depositLimitsValue).parse(json(r)).value!.day).toEqual({
      limit: '1000.00',
      pending: { limit: '2000.00', effectiveAt },
      used: '1000.00',
      remaining: '0.00',
    });
    t.clock.advance(23 * HOUR);
    // Asking for the same raise again does not restart the wait.
    await setLimits(headers, { day: '2000', week: '5000' });
    expect((await limits(headers)).day.pending).toEqual({ limit: '2000.00', effectiveAt });
    expectError(await create(headers, bank('100')), 400, 'deposit.limit_exceeded');
    t.clock.advance(HOUR + 1);
    // 24 hours on: the raise is in force, and the first deposits left the 24-hour window.
    expect((await limits(headers)).day).toEqual({
      limit: '2000.00',
      pending: null,
      used: '0.00',
      remaining: '2000.00',
    });
    expect((await limits(headers)).week).toMatchObject({ used: '1000.00', remaining: '4000.00' });
    await createOk(headers, bank('1500'));

    // A decrease holds at once; it also cancels a pending raise, as does asking for the limit in force.
    r = await setLimits(headers, { day: '1600', week: '5000' });
    expect(envelope(depositLimitsValue).parse(json(r)).value!.day).toMatchObject({
      limit: '1600.00',
      pending: null,
      remaining: '100.00',
    });
    await setLimits(headers, { day: '3000', week: '5000' });
    expect((await limits(headers)).day.pending?.limit).toBe('3000.00');
    await setLimits(headers, { day: '1600', week: '5000' });
    expect((await limits(headers)).day).toMatchObject({ limit: '1600.00', pending: null });

    // Removing a limit waits too.
    r = await setLimits(headers, { day: null, week: '5000' });
    expect(envelope(depositLimitsValue).parse(json(r)).value!.day).toMatchObject({
      limit: '1600.00',
      pending: { limit: null },
    });
    expectError(await create(headers, bank('200')), 400, 'deposit.limit_exceeded');
    // A rejected request frees its room.
    const rejected = await createOk(headers, bank('100'));
    await review(rejected.request.id, { status: 'rejected', note: 'No payment received' });
    expect((await limits(headers)).day.remaining).toBe('100.00');
    t.clock.advance(24 * HOUR + 1);
    expect((await limits(headers)).day).toMatchObject({
      limit: null,
      pending: null,
      remaining: null,
    });
    // The week still counts 1,000 + 1,500: 2,500 left.
    const week = await create(headers, bank('2600'));
    expect(json<{ value: unknown }>(week).value).toEqual({ period: 'week', remaining: '2500.00' });
  });

  it('limits: two requests at once cannot both fit; the month is the calendar month (UTC)', async () => {
    const { headers } = await newMember();
    await setLimits(headers, { day: '1000' });
    const both = await Promise.all([create(headers, bank('600')), create(headers, bank('600'))]);
    expect(both.map((b) => b.statusCode).sort()).toEqual([200, 400]);
    expectError(
      both.find((b) => b.statusCode === 400)!,
      400,
      'deposit.limit_exceeded',
    );

    // Month window: 31 January (of next year), 20:00 UTC; the clock only moves forward.
    t.clock.t = Date.UTC(new Date(t.clock.t).getUTCFullYear() + 1, 0, 31, 20);
    const late = await newMember();
    await setLimits(late.headers, { month: '1000' });
    await createOk(late.headers, bank('800'));
    const over = await create(late.headers, bank('300'));
    expect(json<{ value: unknown }>(over).value).toEqual({ period: 'month', remaining: '200.00' });
    t.clock.advance(8 * HOUR); // 1 February, 04:00 UTC: a new month
    expect((await limits(late.headers)).month).toMatchObject({
      used: '0.00',
      remaining: '1000.00',
    });
    await createOk(late.headers, bank('300'));
  });

  it('records: status, date range and paging, approved totals; the review queue', async () => {
    const { headers } = await newMember();
    const made: DepositRequest[] = [];
    for (const amount of ['100', '200', '300', '400']) {
      made.push((await createOk(headers, bank(amount))).request);
      t.clock.advance(1000);
    }
    await review(made[0]!.id, { status: 'approved' });
    await review(made[2]!.id, { status: 'approved' });
    await review(made[3]!.id, { status: 'rejected', note: 'Duplicate' });
    const records = async (query: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `${deposit.records.path}?${query}`,
        headers,
      });
      expect(r.statusCode, r.body).toBe(200);
      return envelope(depositRecordsValue).parse(json(r)).value!;
    };
    const all = await records('pageSize=3&language=TY');
    expect(all.list.map((d) => d.amount)).toEqual(['400.00', '300.00', '200.00']);
    expect(all.list[0]!.channelName).toBe('Paglipat sa bangko');
    expect(all).toMatchObject({
      total: 4,
      totalPages: 2,
      pageNum: 1,
      totals: { approvedCount: 2, approvedAmount: '400.00' },
    });
    expect((await records('pageSize=3&pageNo=2')).list.map((d) => d.amount)).toEqual(['100.00']);
    const approved = await records('status=approved');
    expect(approved.list.map((d) => d.amount)).toEqual(['300.00', '100.00']);
    const pending = await records('status=pending');
    expect(pending).toMatchObject({
      total: 1,
      totals: { approvedCount: 0, approvedAmount: '0.00' },
    });
    const yesterday = new Date(t.clock.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await records(`startDate=${yesterday}&endDate=${yesterday}`)).total).toBe(0);
    const backwards = await t.app.inject({
      method: 'GET',
      url: `${deposit.records.path}?startDate=2030-02-01&endDate=2030-01-01`,
      headers,
    });
    expectError(backwards, 400, 'records.date_range_invalid');
    expectError(
      await t.app.inject({ method: 'GET', url: `${deposit.records.path}?status=paid`, headers }),
      400,
      'validation.failed',
    );

    const queue = await t.app.inject({
      method: 'GET',
      url: `${deposit.adminList.path}?status=pending&pageSize=100`,
      headers: adminHeaders,
    });
    const value = envelope(adminDepositsValue).parse(json(queue)).value!;
    expect(value.list.every((d) => d.status === 'pending')).toBe(true);
    expect(value.list.find((d) => d.id === made[1]!.id)?.userName).toMatch(/^slot/);
    expectError(
      await t.app.inject({ method: 'GET', url: deposit.adminList.path }),
      401,
      'admin.token_invalid',
    );
  });
});
