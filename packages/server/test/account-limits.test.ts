import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerCall,
  smsCodeFor,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { json } from './helpers.ts';

const { auth, wallet, member } = endpoints;

/** The per-IP limits and the auth answers of every account call not covered elsewhere. */
describe('account limits and guards', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const codesOf = async (n: number, call: () => Promise<{ statusCode: number; body: string }>) => {
    const codes: string[] = [];
    for (let i = 0; i < n; i++) {
      const r = await call();
      codes.push(r.statusCode === 200 ? 'ok' : json<{ errorCode: string }>(r).errorCode);
    }
    return codes;
  };

  it('limits captchas to 30 a minute per IP', async () => {
    const codes = await codesOf(31, () =>
      t.app.inject({ method: 'GET', url: auth.captcha.path, remoteAddress: '10.30.0.1' }),
    );
    expect(codes.slice(0, 30)).toEqual(Array(30).fill('ok'));
    expect(codes[30]).toBe('rate.limited');
    t.clock.advance(60_001);
    const after = await t.app.inject({
      method: 'GET',
      url: auth.captcha.path,
      remoteAddress: '10.30.0.1',
    });
    expect(after.statusCode).toBe(200);
  });

  it('limits registrations to 20 an hour per IP, and refuses a plain register body', async () => {
    const codes = await codesOf(21, () =>
      registerCall(t, { username: 'x', password: 'a', confirmPassword: 'a' }, '10.30.0.2'),
    );
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('register.field_invalid'));
    expect(codes[20]).toBe('rate.limited');
    const plain = await t.app.inject({
      method: 'PUT',
      url: auth.register.path,
      payload: { username: 'plain', password: 'Secret123', confirmPassword: 'Secret123' },
    });
    expect(plain.statusCode).toBe(400);
    expect(json(plain)).toMatchObject({ errorCode: 'auth.encryption_required' });
  });

  it('checks the new password of a reset by phone against the password pattern', async () => {
    const code = await smsCodeFor(t, '9171234567', 'reset', '10.30.0.3');
    const r = await t.app.inject({
      method: 'POST',
      url: auth.setPasswordByPhone.path,
      remoteAddress: '10.30.0.3',
      payload: { mobileNum: '9171234567', verificationCode: code, newPassword: 'weak' },
    });
    expect(json(r)).toMatchObject({
      errorCode: 'register.field_invalid',
      value: { field: 'newPassword', messageKey: 'error_password_format' },
    });
  });

  it('limits password resets (phone and e-mail) to 20 an hour per IP', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: auth.forgotPasswordByEmail.path,
        remoteAddress: '10.30.0.4',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=ghost&email=ghost%40kalaro.example',
      });
    const codes = await codesOf(21, forgot);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('ok'));
    expect(codes[20]).toBe('rate.limited');
    const byPhone = await t.app.inject({
      method: 'POST',
      url: auth.setPasswordByPhone.path,
      remoteAddress: '10.30.0.4',
      payload: { mobileNum: '9171234567', verificationCode: '123456', newPassword: 'Good12345' },
    });
    expect(json(byPhone)).toMatchObject({ errorCode: 'rate.limited' });
  });

  it('answers auth.required from logout and the wallet without a session', async () => {
    for (const [method, url] of [
      ['DELETE', auth.logout.path],
      ['GET', wallet.balance.path],
      ['GET', member.info.path],
    ] as const) {
      const r = await t.app.inject({ method, url });
      expect(r.statusCode).toBe(401);
      expect(json(r)).toMatchObject({ errorCode: 'auth.required' });
    }
  });
});
