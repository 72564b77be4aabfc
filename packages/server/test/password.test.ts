import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  login,
  loginOk,
  outbox,
  smsCodeFor,
  solvedCaptcha,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, json, startTestApp, type TestApp } from './helpers.ts';

const { auth, member, security } = endpoints;

describe('passwords', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const change = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: security.changePassword.path,
      headers: bearer(token),
      payload,
    });
  const infoStatus = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: member.info.path, headers: bearer(token) }))
      .statusCode;

  it('changes the password: checks old, same, confirmation; revokes every other session', async () => {
    const a = await loginOk(t, 'newbie', 'Newbie1234', '10.20.0.1');
    const b = await loginOk(t, 'newbie', 'Newbie1234', '10.20.0.2');
    expect(a.firstTimeLogin).toBe(true);

    const mismatch = await change(a.token, {
      oldPassword: 'Newbie1234',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5679',
    });
    expect(json(mismatch)).toMatchObject({ errorCode: 'password.confirmation_mismatch' });
    const same = await change(a.token, {
      oldPassword: 'Newbie1234',
      newPassword: 'Newbie1234',
      confirmNewPassword: 'Newbie1234',
    });
    expect(json(same)).toMatchObject({ errorCode: 'modify.new.old.same' });
    const wrongOld = await change(a.token, {
      oldPassword: 'Wrong1234',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(json(wrongOld)).toMatchObject({ errorCode: 'auth.password_incorrect' });
    const weak = await change(a.token, {
      oldPassword: 'Newbie1234',
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(json(weak)).toMatchObject({
      errorCode: 'register.field_invalid',
      value: { field: 'newPassword' },
    });

    const ok = await change(a.token, {
      oldPassword: 'Newbie1234',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    });
    expect(json(ok)).toEqual({ success: true, value: { done: true } });
    expect(await infoStatus(a.token)).toBe(200);
    expect(await infoStatus(b.token)).toBe(401);
    const info = json<{ value: { firstTimeLogin: boolean } }>(
      await t.app.inject({ method: 'GET', url: member.info.path, headers: bearer(a.token) }),
    );
    expect(info.value.firstTimeLogin).toBe(false);
    expect(
      (await login(t, { username: 'newbie', password: 'Newbie1234' }, '10.20.0.3')).statusCode,
    ).toBe(401);
    // That failure asks for a captcha next time.
    const next = await loginOk(t, 'newbie', 'Fresh5678', '10.20.0.4', await solvedCaptcha(t));
    expect(next.firstTimeLogin).toBe(false);
  });

  it('needs a session to change the password', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: security.changePassword.path,
      payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
    expect(r.statusCode).toBe(401);
    expect(json(r)).toMatchObject({ errorCode: 'auth.required' });
  });

  it('sets a password by phone with a code, refusing the old one, and ends every session', async () => {
    const session = await loginOk(t, 'demo', 'Demo1234', '10.21.0.1');
    const code = await smsCodeFor(t, '9171234567', 'reset');
    const setByPhone = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: auth.setPasswordByPhone.path,
        remoteAddress: '10.21.0.2',
        payload: { mobileNum: '9171234567', countryDialingCode: '+63', ...payload },
      });
    const wrong = await setByPhone({
      verificationCode: code === '000000' ? '999999' : '000000',
      newPassword: 'Other9876',
    });
    expect(json(wrong)).toMatchObject({ errorCode: 'verification.code_error' });
    const same = await setByPhone({ verificationCode: code, newPassword: 'Demo1234' });
    expect(json(same)).toMatchObject({ errorCode: 'modify.new.old.same' });
    // The code survives that refusal, as the screen keeps it.
    const ok = await setByPhone({ verificationCode: code, newPassword: 'Other9876' });
    // demo registered by username: the answer logs it in all the same.
    expect(json(ok)).toMatchObject({ success: true, value: { userName: 'demo' } });
    const fresh = json<{ value: { token: string } }>(ok).value.token;
    expect(String(ok.headers['set-cookie'])).toContain('kalaro_session=');
    expect(await infoStatus(fresh)).toBe(200);
    expect(await infoStatus(session.token)).toBe(401);
    await loginOk(t, 'demo', 'Other9876', '10.21.0.3');
    const reused = await setByPhone({ verificationCode: code, newPassword: 'Again9876' });
    expect(json(reused)).toMatchObject({ errorCode: 'verification.code_error' });

    t.clock.advance(61 * 60_000);
    const late = await smsCodeFor(t, '9171234567', 'reset', '10.21.0.9');
    t.clock.advance(5 * 60_000 + 1);
    const expired = await setByPhone({ verificationCode: late, newPassword: 'Again9876' });
    expect(json(expired)).toMatchObject({ errorCode: 'verification.code_expired' });
  });

  it('gives up on a code after five wrong tries', async () => {
    t.clock.advance(61 * 60_000);
    const code = await smsCodeFor(t, '9171234567', 'reset', '10.22.0.1');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: auth.setPasswordByPhone.path,
        remoteAddress: '10.22.0.2',
        payload: { mobileNum: '9171234567', verificationCode: wrongCode, newPassword: 'Brute9876' },
      });
    }
    const right = await t.app.inject({
      method: 'POST',
      url: auth.setPasswordByPhone.path,
      remoteAddress: '10.22.0.2',
      payload: { mobileNum: '9171234567', verificationCode: code, newPassword: 'Brute9876' },
    });
    expect(json(right)).toMatchObject({ errorCode: 'verification.code_error' });
  });

  it('answers forgot-password identically whether or not the account and e-mail match', async () => {
    const forgot = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: auth.forgotPasswordByEmail.path,
        remoteAddress: '10.23.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const answers = [
      await forgot('agent', 'agent@kalaro.example'),
      await forgot('agent', 'someone@else.example'),
      await forgot('ghost', 'ghost@kalaro.example'),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(answers[0]?.body);
    }
    expect(await outbox(t, 'someone@else.example')).toEqual([]);
    expect(await outbox(t, 'ghost@kalaro.example')).toEqual([]);
    const [mail] = await outbox(t, 'agent@kalaro.example');
    expect(mail?.channel).toBe('email');
    const temporary = mail?.code ?? '';
    expect(mail?.text).toContain(temporary);

    // The old password still works; the temporary one logs in and must be changed.
    await loginOk(t, 'agent', 'Agent1234', '10.23.0.2');
    const viaTemporary = await loginOk(t, 'agent', temporary, '10.23.0.3');
    expect(viaTemporary.expiredPassword).toBe(true);
  });
});

describe('admin outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ accounts: { outboxEnabled: false } });
  });
  afterAll(() => t.close());

  it('is off: 404 admin.outbox_disabled, and an SMS code without a gateway is refused, not stored', async () => {
    const sms = await t.app.inject({
      method: 'POST',
      url: auth.smsCode.path,
      payload: { mobileNum: '9187776666', purpose: 'register' },
    });
    // No gateway and no outbox: the player is told, never "sent".
    expect(sms.statusCode).toBe(503);
    expect(json(sms)).toMatchObject({ errorCode: 'sms.unavailable' });
    const r = await t.app.inject({
      method: 'GET',
      url: endpoints.admin.outbox.path,
      query: { to: '+639187776666' },
      headers: adminHeaders,
    });
    expect(r.statusCode).toBe(404);
    expect(json(r)).toMatchObject({ errorCode: 'admin.outbox_disabled' });
    const rows = await t.app.db.query.outboxTable.findMany();
    expect(rows).toEqual([]);
  });

  it('still needs the admin token', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: endpoints.admin.outbox.path,
      query: { to: 'x' },
    });
    expect(json(r)).toMatchObject({ errorCode: 'admin.token_invalid' });
  });
});
