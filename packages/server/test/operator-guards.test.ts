import { FLAG, type FlagName } from '@kalaro/contract/constants';
import type { EndpointDefinition } from '@kalaro/contract/endpoint';
import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMember } from '../src/modules/accounts/repo.ts';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import {
  bearer,
  loginOk,
  sendSealed,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, expectError, json, putOperatorConfig } from './helpers.ts';
import { memberWithBalance } from './slot-helpers.ts';

type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;

const ALL: EndpointDefinition[] = Object.values(endpoints).flatMap(
  (group) => Object.values(group) as EndpointDefinition[],
);

/** An address for a path: every `:param` filled (the guards answer before the params are read). */
const urlOf = (endpoint: Pick<EndpointDefinition, 'path'>) =>
  endpoint.path.replace(/:[A-Za-z]+/g, '1');

/**
 * Social login's start, link start and callback are page navigations: a refusal
 * takes the player to the login screen (or the security centre) with its code
 * instead of answering JSON.
 */
const NAVIGATIONS = new Set<string>([
  endpoints.socialLogin.start.path,
  endpoints.socialLogin.linkStart.path,
  endpoints.socialLogin.callback.path,
]);
const expectNavigationRefused = (
  r: { statusCode: number; headers: Record<string, unknown> },
  code: string,
) => {
  expect(r.statusCode).toBe(302);
  expect(String(r.headers.location)).toContain(`socialError=${encodeURIComponent(code)}`);
};

const call = (t: AccountsTestApp, endpoint: EndpointDefinition, headers: object, ip?: string) =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers: headers as Record<string, string>,
    ...(ip ? { remoteAddress: ip } : {}),
  });

/**
 * Flags that switch a kind of call off rather than a whole call: each is
 * probed here, beside the routes that declare their flag in the contract.
 */
const VARIANT_PROBES: Partial<Record<FlagName, (t: AccountsTestApp) => Promise<Response>>> = {
  [FLAG.MOBILE_CODE_LOGIN]: (t) =>
    sendSealed(t, endpoints.auth.login, {
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
    }),
  [FLAG.PASSWORD_RESET_BY_PHONE]: (t) =>
    t.app.inject({
      method: 'POST',
      url: endpoints.auth.smsCode.path,
      payload: { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'reset' },
    }),
};

/**
 * Flags that switch no call off, each with the reason. A new flag lands in
 * none of the lists and fails the walk below until its guard is written.
 */
const NOT_A_CALL_SWITCH: Partial<Record<FlagName, string>> = {
  [FLAG.CAPTCHA]: 'turns a protection on (login asks for a captcha after a failure), not a feature',
  [FLAG.DIRECT_REGISTRATION]:
    'places the Register link in the home header; registration itself is switched by the registration table (USERNAMEREG3 / MOBILENUMREG3, register.disabled)',
  [FLAG.USERNAME_REGISTER]:
    'read from the registration table (`register`), where it is enforced (register.disabled, register.test)',
  [FLAG.MOBILE_REGISTER]:
    'read from the registration table (`register`), where it is enforced (register.disabled, register.test)',
  [FLAG.MOBILE_VERIFICATION]:
    'a requirement of registration (an SMS code), enforced by the register service when on',
  [FLAG.MOBILE_PASSWORD_REGISTER]: 'read by no screen and no call',
  [FLAG.FACEBOOK_LOGIN]: 'no social login call exists yet',
  [FLAG.GOOGLE_LOGIN]: 'no social login call exists yet',
};

describe('whitelabel flags are enforced by the server', () => {
  let t: AccountsTestApp;
  let member: object;

  beforeAll(async () => {
    t = await startAccountsApp({}, { seedDemoAccounts: true });
    member = bearer((await loginOk(t, 'demo', 'Demo1234')).token);
  });
  afterAll(() => t.close());

  it('every flag guards its calls or says why it guards none', () => {
    for (const flag of Object.values(FLAG)) {
      const guarded =
        ALL.some((endpoint) => endpoint.flag === flag) || VARIANT_PROBES[flag] !== undefined;
      expect(
        guarded !== (NOT_A_CALL_SWITCH[flag] !== undefined),
        `${flag}: guarded by a call, or listed with its reason (not both)`,
      ).toBe(true);
    }
  });

  it.each(Object.values(FLAG).filter((flag) => NOT_A_CALL_SWITCH[flag] === undefined))(
    '%s off: its calls answer 403 feature.disabled; on: they do not',
    async (flag) => {
      const routes = ALL.filter((endpoint) => endpoint.flag === flag);
      const probe = VARIANT_PROBES[flag];
      await putOperatorConfig(t, (config) => void (config.whitelabel[flag] = false));
      for (const endpoint of routes) {
        expectError(await call(t, endpoint, member), 403, 'feature.disabled');
      }
      if (probe) expectError(await probe(t), 403, 'feature.disabled');

      await putOperatorConfig(t, () => undefined);
      for (const endpoint of routes) {
        const r = await call(t, endpoint, member);
        expect(json(r).errorCode, `${endpoint.method} ${endpoint.path}`).not.toBe(
          'feature.disabled',
        );
      }
      if (probe) expect(json(await probe(t)).errorCode).not.toBe('feature.disabled');
    },
  );

  it('a flag absent from the table is off', async () => {
    await putOperatorConfig(t, (config) => void delete config.whitelabel[FLAG.MANUAL_REBATE]);
    expectError(
      await call(t, endpoints.rebate.claim as EndpointDefinition, member),
      403,
      'feature.disabled',
    );
    await putOperatorConfig(t, () => undefined);
  });
});

describe('maintenance', () => {
  let t: AccountsTestApp;
  let member: object;
  const expectedEnd = '2026-12-01T06:00:00.000Z';

  beforeAll(async () => {
    t = await startAccountsApp({}, { seedDemoAccounts: true });
    member = bearer((await loginOk(t, 'demo', 'Demo1234')).token);
  });
  afterAll(() => t.close());

  it('refuses every player call with 503 and the operator’s message; start-up, health and admin answer', async () => {
    // A cached public read, answered once before: maintenance still reaches it.
    const list = endpoints.games.list as EndpointDefinition;
    expect((await call(t, list, {})).statusCode).toBe(200);

    await putOperatorConfig(t, (config) => {
      config.maintenance = true;
      config.maintenanceNotice = {
        message: { EN: 'Back at six', TY: 'Babalik ng alas-sais' },
        expectedEnd,
        openLotteryBets: 'settle',
      };
    });
    const open = ALL.filter((e) => e.auth !== 'admin' && e.maintenance !== 'open');
    expect(open.length).toBeGreaterThan(80);
    for (const endpoint of open) {
      for (const headers of [{}, member]) {
        const r = await call(t, endpoint, headers);
        if (NAVIGATIONS.has(endpoint.path)) {
          expectNavigationRefused(r, 'system.maintenance');
          continue;
        }
        expect(r.statusCode, `${endpoint.method} ${endpoint.path}: ${r.body}`).toBe(503);
        expect(json(r)).toMatchObject({
          success: false,
          errorCode: 'system.maintenance',
          message: 'Back at six',
          value: { expectedEnd, message: { EN: 'Back at six', TY: 'Babalik ng alas-sais' } },
        });
      }
    }

    const startup = await call(t, endpoints.system.startup as EndpointDefinition, {});
    expect(startup.statusCode).toBe(200);
    expect(json<{ value: { maintenance: boolean } }>(startup).value.maintenance).toBe(true);
    expect((await call(t, endpoints.system.health as EndpointDefinition, {})).statusCode).toBe(200);
    const admin = await call(
      t,
      endpoints.admin.getOperatorConfig as EndpointDefinition,
      adminHeaders,
    );
    expect(admin.statusCode).toBe(200);

    await putOperatorConfig(t, () => undefined);
    expect((await call(t, list, {})).statusCode).toBe(200);
    expect((await call(t, endpoints.member.info as EndpointDefinition, member)).statusCode).toBe(
      200,
    );
  });
});

describe('region restriction', () => {
  let t: AccountsTestApp;
  // The seed denies US and SG and places these documentation ranges.
  const SG = '203.0.113.7';
  const PH = '198.51.100.7';
  const through = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    t = await startAccountsApp({ trustProxy: true }, { seedDemoAccounts: true });
  });
  afterAll(() => t.close());

  it('refuses login, registration, deposits and bets from a restricted region, behind the proxy', async () => {
    const blocked = ALL.filter((e) => e.region === 'blocked');
    expect(blocked.map((e) => e.path).sort()).toEqual(
      [
        endpoints.auth.login.path,
        endpoints.auth.trial.path,
        endpoints.auth.register.path,
        endpoints.deposit.create.path,
        endpoints.inhouse.spin.path,
        endpoints.lottery.placeBet.path,
        endpoints.games.launch.path,
        endpoints.socialLogin.start.path,
        endpoints.socialLogin.callback.path,
      ].sort(),
    );
    const { headers } = await memberWithBalance(t, 10_000);
    for (const endpoint of blocked) {
      if (NAVIGATIONS.has(endpoint.path)) {
        expectNavigationRefused(
          await call(t, endpoint, { ...headers, ...through(SG) }),
          'region.restricted',
        );
        const r = await call(t, endpoint, { ...headers, ...through(PH) });
        expect(String(r.headers.location), endpoint.path).not.toContain('region.restricted');
        continue;
      }
      expectError(
        await call(t, endpoint, { ...headers, ...through(SG) }),
        403,
        'region.restricted',
      );
      const r = await call(t, endpoint, { ...headers, ...through(PH) });
      expect(json(r).errorCode, `${endpoint.path}: ${r.body}`).not.toBe('region.restricted');
    }
    // The real login, sealed, from each side.
    const sealed = (ip: string) =>
      sendSealed(
        t,
        endpoints.auth.login,
        { type: 'username', username: 'demo', password: 'Demo1234' },
        { headers: through(ip) },
      );
    expectError(await sealed(SG), 403, 'region.restricted');
    expect((await sealed(PH)).statusCode).toBe(200);
  });

  it('the client address is the proxy’s, never the header’s, without TRUST_PROXY', async () => {
    const direct = await startAccountsApp({ trustProxy: false });
    try {
      const r = await direct.app.inject({
        method: 'POST',
        url: endpoints.auth.trial.path,
        headers: through(SG),
        remoteAddress: PH,
      });
      expect(r.statusCode, r.body).toBe(200);
      expectError(
        await direct.app.inject({
          method: 'POST',
          url: endpoints.auth.trial.path,
          remoteAddress: SG,
        }),
        403,
        'region.restricted',
      );
    } finally {
      await direct.close();
    }
  });

  it('a member in a restricted region may still withdraw the balance', async () => {
    const m = await memberWithBalance(t, 50_000);
    const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);
    await updateMember(t.app.db, m.memberId, {
      payeeName: 'Juan Dela Cruz',
      paymentPasswordHash: await hasher.hash('246810'),
    });
    const headers = { ...m.headers, ...through(SG) };
    const card = await t.app.inject({
      method: 'POST',
      url: endpoints.withdraw.addCard.path,
      headers,
      payload: { bankCode: 'VISA', cardNumber: '4111111111111111' },
    });
    expect(card.statusCode, card.body).toBe(200);
    const request = await t.app.inject({
      method: 'POST',
      url: endpoints.withdraw.create.path,
      headers,
      payload: {
        cardId: json<{ value: { id: string } }>(card).value.id,
        amount: '500.00',
        paymentPassword: '246810',
      },
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(json(request)).toMatchObject({ value: { status: 'pending', amount: '500.00' } });
  });
});
