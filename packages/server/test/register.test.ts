import type { RegisterSettings, SessionValue } from '@kalaro/contract/account';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersTable } from '../src/db/schema.ts';
import {
  bearer,
  outbox,
  registerCall,
  smsCodeFor,
  startAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { json, putOperatorConfig, seedConfig } from './helpers.ts';

const { auth, member, wallet } = endpoints;

describe('registration', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const putConfig = (change: Parameters<typeof putOperatorConfig>[1]) =>
    putOperatorConfig(t, change);
  const expectError = (
    response: { statusCode: number; body: string },
    code: string,
    value?: object,
  ) => {
    expect(json(response), response.body).toMatchObject({
      success: false,
      errorCode: code,
      ...(value ? { value } : {}),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  };
  const base = { password: 'Secret123', confirmPassword: 'Secret123' };

  it('answers the registration settings from the operator configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: auth.registerSettings.path });
    const value = json<{ value: RegisterSettings }>(response).value;
    expect(value).toMatchObject({
      usernameRegistration: true,
      mobileRegistration: true,
      mobileVerification: true,
      affiliateCode: true,
      defaultDialCode: '+63',
      fields: { username: { enabled: true, required: true } },
    });
    expect(new RegExp(value.patterns.username!.regExp).test('alice_01')).toBe(true);
  });

  it('registers by username, opens a 0.00 wallet, and logs in (firstTimeLogin false)', async () => {
    const response = await registerCall(t, {
      ...base,
      username: 'alice_01',
      nickname: 'Alice',
      email: 'Alice@Example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    const value = json<{ value: SessionValue }>(response).value;
    expect(value).toMatchObject({ userName: 'alice_01', customerType: 0, firstTimeLogin: false });
    expect(String(response.headers['set-cookie'])).toMatch(/kalaro_session=/);
    const info = json(
      await t.app.inject({ method: 'GET', url: member.info.path, headers: bearer(value.token) }),
    );
    expect(info).toMatchObject({
      value: {
        account: 'alice_01',
        nickname: 'Alice',
        email: 'alice@example.com',
        toUpline: false,
      },
    });
    const balance = json(
      await t.app.inject({ method: 'GET', url: wallet.balance.path, headers: bearer(value.token) }),
    );
    expect(balance).toMatchObject({ value: { sumBalance: '0.00' } });
  });

  it('refuses a taken username, case-insensitively, with user.exists', async () => {
    expectError(await registerCall(t, { ...base, username: 'ALICE_01' }), 'user.exists');
    expectError(await registerCall(t, { ...base, username: 'Demo' }), 'user.exists');
  });

  it('checks field patterns and required flags from the configuration', async () => {
    expectError(await registerCall(t, { ...base, username: '1bad' }), 'register.field_invalid', {
      field: 'username',
      messageKey: 'error_account_format',
    });
    expectError(
      await registerCall(t, { username: 'weakpass', password: 'short', confirmPassword: 'short' }),
      'register.field_invalid',
      { field: 'password', messageKey: 'error_password_format' },
    );
    expectError(
      await registerCall(t, { ...base, username: 'bob_mail', email: 'not-an-email' }),
      'register.field_invalid',
      {
        field: 'email',
      },
    );
    await putConfig((c) => {
      c.registration.fields.nickname = { enabled: true, required: true };
    });
    expectError(
      await registerCall(t, { ...base, username: 'bob_nick' }),
      'register.field_invalid',
      {
        field: 'nickname',
      },
    );
    await putConfig(() => undefined);
  });

  it('refuses a confirmation that differs with password.confirmation_mismatch', async () => {
    expectError(
      await registerCall(t, {
        username: 'carol_1',
        password: 'Secret123',
        confirmPassword: 'Secret124',
      }),
      'password.confirmation_mismatch',
    );
  });

  /** What the members table holds of an account's consent (undefined: no such account). */
  const termsOf = async (username: string) => {
    const [row] = await t.app.db
      .select({ version: membersTable.termsVersion, acceptedAt: membersTable.termsAcceptedAt })
      .from(membersTable)
      .where(eq(membersTable.username, username));
    return row;
  };

  it('refuses a registration without the age-and-agreement box ticked, and opens nothing', async () => {
    const ip = '10.9.3.1';
    const carla = { ...base, username: 'carla_1' };
    for (const acceptTerms of [undefined, false]) {
      const refused = await registerCall(t, { ...carla, acceptTerms }, ip);
      expectError(refused, 'register.terms_not_accepted');
      expect(refused.statusCode).toBe(400);
    }
    // Not a boolean at all: the schema's own 4xx.
    expectError(await registerCall(t, { ...carla, acceptTerms: 'yes' }, ip), 'validation.failed');
    expect(await termsOf('carla_1')).toBeUndefined();
    const ok = await registerCall(t, carla, ip);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('records the terms version in force at registration, and when it was accepted', async () => {
    const ip = '10.9.3.2';
    const first = await registerCall(t, { ...base, username: 'dora_1' }, ip);
    expect(first.statusCode, first.body).toBe(200);
    expect(await termsOf('dora_1')).toEqual({
      version: seedConfig().termsVersion,
      acceptedAt: new Date(t.clock.now()),
    });

    // The operator bumps the version with a new agreement: new members record
    // the new one, earlier members keep the one they accepted.
    await putConfig((c) => {
      c.termsVersion = '2025-06';
    });
    t.clock.advance(60_000);
    const second = await registerCall(t, { ...base, username: 'dora_2' }, ip);
    expect(second.statusCode, second.body).toBe(200);
    expect(await termsOf('dora_2')).toEqual({
      version: '2025-06',
      acceptedAt: new Date(t.clock.now()),
    });
    expect(await termsOf('dora_1')).toMatchObject({ version: seedConfig().termsVersion });

    // A configuration written before termsVersion existed still parses, as "1".
    await putConfig((c) => {
      delete (c as Partial<typeof c>).termsVersion;
    });
    const third = await registerCall(t, { ...base, username: 'dora_3' }, ip);
    expect(third.statusCode, third.body).toBe(200);
    expect(await termsOf('dora_3')).toMatchObject({ version: '1' });
    await putConfig(() => undefined);
  });

  it('leaves a trial account, which never sees the form, without a terms record', async () => {
    await startTrial(t, '10.9.3.3');
    const trials = await t.app.db
      .select({ version: membersTable.termsVersion, acceptedAt: membersTable.termsAcceptedAt })
      .from(membersTable)
      .where(eq(membersTable.type, MEMBER_TYPE.TRIAL));
    expect(trials).toEqual([{ version: null, acceptedAt: null }]);
  });

  it('checks the affiliate code, and puts the new member in the agent team', async () => {
    expectError(
      await registerCall(t, { ...base, username: 'dave_1', affiliateCode: 'NOPE1' }),
      'invitation_code_error',
    );
    const ok = await registerCall(t, { ...base, username: 'dave_2', affiliateCode: 'agent01' });
    expect(ok.statusCode, ok.body).toBe(200);
    const { token } = json<{ value: SessionValue }>(ok).value;
    const info = json(
      await t.app.inject({ method: 'GET', url: member.info.path, headers: bearer(token) }),
    );
    expect(info).toMatchObject({ value: { toUpline: true } });
  });

  it('checks affiliate codes on their own', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: auth.affiliateCheck.path,
      query: { code: 'AGENT01' },
    });
    expect(json(ok)).toEqual({ success: true, value: { valid: true } });
    const bad = await t.app.inject({
      method: 'GET',
      url: auth.affiliateCheck.path,
      query: { code: 'ZZZZ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errorCode: 'invitation_code_error' });
  });

  it('registers by mobile number with an SMS code', async () => {
    const mobileNum = '9181112222';
    const noCode = await registerCall(t, {
      ...base,
      method: 'mobileNum',
      mobileNum,
      countryDialingCode: '+63',
    });
    expectError(noCode, 'register.field_invalid', { field: 'verificationCode' });
    const code = await smsCodeFor(t, mobileNum, 'register');
    const wrong = await registerCall(t, {
      ...base,
      mobileNum,
      countryDialingCode: '+63',
      verificationCode: code === '123456' ? '654321' : '123456',
    });
    expectError(wrong, 'verification.code_error');
    const ok = await registerCall(t, {
      ...base,
      mobileNum,
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ value: { userName: mobileNum } });
    // The number is now taken, for codes and registrations alike.
    const again = await t.app.inject({
      method: 'POST',
      url: auth.smsCode.path,
      remoteAddress: '10.9.1.1',
      payload: { mobileNum, countryDialingCode: '+63', purpose: 'register' },
    });
    expectError(again, 'user.mobile_exists');
    // A username registration cannot take the number either: it needs the
    // number's code, which is refused for a number already used.
    expectError(
      await registerCall(t, {
        ...base,
        username: 'erin_1',
        mobileNum: `0${mobileNum}`,
        countryDialingCode: '+63',
      }),
      'register.field_invalid',
      { field: 'verificationCode' },
    );
  });

  it("asks a username registration that gives a number for that number's SMS code", async () => {
    const mobileNum = '9185556666';
    const withNumber = { ...base, username: 'frank_1', mobileNum, countryDialingCode: '+63' };
    expectError(await registerCall(t, withNumber, '10.9.2.2'), 'register.field_invalid', {
      field: 'verificationCode',
    });
    const code = await smsCodeFor(t, mobileNum, 'register', '10.9.2.1');
    const ok = await registerCall(t, { ...withNumber, verificationCode: code }, '10.9.2.2');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ value: { userName: 'frank_1' } });
    // Without a number, no code is asked.
    const plain = await registerCall(t, { ...base, username: 'grace_1' }, '10.9.2.2');
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('answers verification.code_expired for a registration code past 5 minutes', async () => {
    const mobileNum = '9183334444';
    const code = await smsCodeFor(t, mobileNum, 'register', '10.9.2.1');
    t.clock.advance(5 * 60_000 + 1);
    expectError(
      await registerCall(t, {
        ...base,
        mobileNum,
        countryDialingCode: '+63',
        verificationCode: code,
      }),
      'verification.code_expired',
    );
  });

  it('refuses a method the operator switched off with register.disabled', async () => {
    await putConfig((c) => {
      c.register.USERNAMEREG3 = false;
    });
    expectError(await registerCall(t, { ...base, username: 'frank_1' }), 'register.disabled');
    await putConfig(() => undefined);
  });

  it('asks for a captcha when the operator turns it on', async () => {
    await putConfig((c) => {
      c.registration.fields.captcha = { enabled: true, required: true };
    });
    expectError(await registerCall(t, { ...base, username: 'gina_1' }), 'register.field_invalid', {
      field: 'captcha',
    });
    expectError(
      await registerCall(t, {
        ...base,
        username: 'gina_1',
        captcha: '1',
        captchaId: crypto.randomUUID(),
      }),
      'auth.captcha_invalid',
    );
    await putConfig(() => undefined);
  });

  it('answers bad input with a 4xx envelope, never a 500', async () => {
    const huge = 'x'.repeat(70_000);
    const cases = [
      await registerCall(t, { ...base, username: 'x'.repeat(5000) }),
      await registerCall(t, { ...base, username: 'hal_1', surprise: 1 }),
      await registerCall(t, { ...base, username: 42 }),
      await registerCall(t, { ...base, username: 'hal_2', type: 3 }),
      await t.app.inject({
        method: 'PUT',
        url: auth.register.path,
        payload: { key: huge, iv: 'a', data: 'b' },
      }),
      await t.app.inject({
        method: 'PUT',
        url: auth.register.path,
        payload: '{"key":',
        headers: { 'content-type': 'application/json' },
      }),
      await t.app.inject({
        method: 'POST',
        url: auth.smsCode.path,
        payload: { mobileNum: 12, purpose: 'x' },
      }),
      await t.app.inject({
        method: 'POST',
        url: auth.smsCode.path,
        payload: { mobileNum: '1'.repeat(500), purpose: 'login' },
      }),
      await t.app.inject({ method: 'POST', url: auth.setPasswordByPhone.path, payload: [] }),
      await t.app.inject({
        method: 'GET',
        url: auth.affiliateCheck.path,
        query: { code: huge.slice(0, 2000) },
      }),
      await t.app.inject({
        method: 'POST',
        url: auth.forgotPasswordByEmail.path,
        payload: 'username=a&email=b&x=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ];
    for (const r of cases) {
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, r.body).toBeLessThan(500);
      expect(json(r)).toMatchObject({ success: false });
    }
  });
});

describe('SMS codes', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const ask = (mobileNum: string, remoteAddress = '10.8.0.1', purpose = 'register') =>
    t.app.inject({
      method: 'POST',
      url: auth.smsCode.path,
      remoteAddress,
      payload: { mobileNum, countryDialingCode: '+63', purpose },
    });

  it('sends a 6-digit code through the outbox and answers expiredMinutes', async () => {
    const response = await ask('9190000001');
    expect(json(response)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const [message] = await outbox(t, '+63 919 000 0001');
    expect(message).toMatchObject({ channel: 'sms' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code ?? '-');
  });

  it('allows one code per number per minute and five per hour', async () => {
    const n = '9190000002';
    expect((await ask(n)).statusCode).toBe(200);
    const soon = await ask(n, '10.8.0.2');
    expect(soon.statusCode).toBe(429);
    expect(json(soon)).toMatchObject({
      errorCode: 'rate.limited',
      value: { retryAfterSeconds: 60 },
    });
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect((await ask(n, '10.8.0.3')).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await ask(n, '10.8.0.4')).statusCode).toBe(429);
  });

  it('limits codes per IP', async () => {
    t.clock.advance(2 * 60 * 60_000);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await ask(`92000000${String(i).padStart(2, '0')}`, '10.8.1.1')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('answers the same for an unknown number on login and reset, and sends nothing', async () => {
    for (const purpose of ['login', 'reset']) {
      const r = await ask('9330000000', '10.8.2.1', purpose);
      expect(json(r)).toEqual({ success: true, value: { expiredMinutes: 5 } });
      t.clock.advance(61_000);
    }
    expect(await outbox(t, '+639330000000')).toEqual([]);
  });
});
