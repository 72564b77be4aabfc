import { SECURITY } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { securityOverview } from '@kalaro/contract/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, maskName } from '../src/modules/security/mask.ts';
import {
  bearer,
  loginOk,
  outbox,
  startAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { expectError, json } from './helpers.ts';

const { security, member } = endpoints;
type Headers = Record<string, string>;
type Response = { statusCode: number; body: string };

describe('security centre masks', () => {
  it('keeps only the start of an e-mail, the ends of a number and the initials of a name', () => {
    expect(maskEmail('demo.user@example.com')).toBe('de***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskMobile('+63', '9171234567')).toBe('+63 917****567');
    expect(maskMobile(null, '123456')).toBe('1****6');
    expect(maskName('Juan  Dela Cruz')).toBe('J*** D*** C***');
  });
});

describe('security centre', () => {
  let t: AccountsTestApp;
  let demo: Headers;
  let team1: Headers;
  let team2: Headers;
  let team3: Headers;
  let team4: Headers;

  const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
    payload === undefined
      ? t.app.inject({ method, url, headers })
      : t.app.inject({ method, url, headers, payload: payload as object });
  const overview = async (headers: Headers) => {
    const r = await send('GET', security.overview.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(securityOverview).parse(json(r)).value!;
  };
  const expectDone = (r: Response) => {
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r)).toEqual({ success: true, value: { done: true } });
  };
  const setPayment = (headers: Headers, currentPassword: string, next: string, confirm = next) =>
    send('POST', security.paymentPassword.path, headers, {
      currentPassword,
      newPaymentPassword: next,
      confirmPaymentPassword: confirm,
    });
  const verifyPayment = (headers: Headers, paymentPassword: string) =>
    send('POST', security.verifyPaymentPassword.path, headers, { paymentPassword });
  const latestCode = async (to: string) => (await outbox(t, to))[0]?.code ?? '';

  beforeAll(async () => {
    t = await startAccountsApp();
    const log = async (name: string, password: string, ip: string) =>
      bearer((await loginOk(t, name, password, ip)).token);
    demo = await log('demo', 'Demo1234', '10.50.0.1');
    team1 = await log('team1', 'Team1234', '10.50.0.2');
    team2 = await log('team2', 'Team1234', '10.50.0.3');
    team3 = await log('team3', 'Team1234', '10.50.0.4');
    team4 = await log('team4', 'Team1234', '10.50.0.5');
  });
  afterAll(() => t.close());

  it('asks a visitor to log in and refuses a trial account', async () => {
    expectError(await send('GET', security.overview.path, {}), 401, 'auth.required');
    const token = await startTrial(t);
    expectError(
      await send('GET', security.overview.path, bearer(token)),
      403,
      'auth.trial_restricted',
    );
    expectError(await setPayment(bearer(token), 'x', '123456'), 403, 'auth.trial_restricted');
  });

  it('shows what is bound, masked', async () => {
    expect(await overview(demo)).toEqual({
      hasPaymentPassword: false,
      email: 'de***@kalaro.example',
      mobile: '+63 917****567',
      payeeName: null,
      payeeNameLocked: false,
    });
  });

  describe('payment password', () => {
    it('is set first with the login password, then changed with the old payment password', async () => {
      expectError(await setPayment(team1, 'wrong-login', '123456'), 400, 'auth.password_incorrect');
      expectDone(await setPayment(team1, 'Team1234', '123456'));
      expect((await overview(team1)).hasPaymentPassword).toBe(true);
      // Once set, the login password no longer changes it.
      expectError(
        await setPayment(team1, 'Team1234', '654321'),
        400,
        'security.payment_password_incorrect',
      );
      expectError(await setPayment(team1, '123456', '123456'), 400, 'modify.new.old.same');
      expectDone(await setPayment(team1, '123456', '654321'));
      expect(json(await verifyPayment(team1, '654321'))).toEqual({
        success: true,
        value: { valid: true },
      });
      expectError(await verifyPayment(team1, '123456'), 400, 'security.payment_password_incorrect');
    });

    it('must be 6 digits and confirmed', async () => {
      for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
        const r = await setPayment(team2, 'Team1234', bad);
        expectError(r, 400, 'register.field_invalid');
        expect(json<{ value: { field: string } }>(r).value.field).toBe('newPaymentPassword');
      }
      expectError(
        await setPayment(team2, 'Team1234', '123456', '123457'),
        400,
        'password.confirmation_mismatch',
      );
      expect((await overview(team2)).hasPaymentPassword).toBe(false);
    });

    it('cannot be verified before it is set', async () => {
      expectError(await verifyPayment(team2, '123456'), 409, 'security.payment_password_unset');
    });

    it(`stops verifying after ${SECURITY.PAYMENT_PASSWORD_TRIES} wrong tries, even with the right one`, async () => {
      expectDone(await setPayment(team3, 'Team1234', '111111'));
      for (let i = 0; i < SECURITY.PAYMENT_PASSWORD_TRIES; i++) {
        expectError(
          await verifyPayment(team3, '222222'),
          400,
          'security.payment_password_incorrect',
        );
      }
      const limited = await verifyPayment(team3, '111111');
      expectError(limited, 429, 'rate.limited');
      expect(
        json<{ value: { retryAfterSeconds: number } }>(limited).value.retryAfterSeconds,
      ).toBeGreaterThan(0);
      t.clock.advance(SECURITY.PAYMENT_PASSWORD_WINDOW_MS + 1000);
      expect((await verifyPayment(team3, '111111')).statusCode).toBe(200);
    });

    it('answers bad bodies with a 4xx, never a 500', async () => {
      for (const payload of [
        {},
        { currentPassword: 1, newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
        { currentPassword: 'x', newPaymentPassword: 'x'.repeat(5000), confirmPaymentPassword: 'x' },
        { currentPassword: 'x', newPaymentPassword: '1', confirmPaymentPassword: '1', extra: 1 },
      ]) {
        expectError(
          await send('POST', security.paymentPassword.path, team2, payload),
          400,
          'validation.failed',
        );
      }
      const malformed = await t.app.inject({
        method: 'POST',
        url: security.paymentPassword.path,
        headers: { ...team2, 'content-type': 'application/json' },
        payload: '{"currentPassword":',
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('e-mail binding', () => {
    it('binds an address with the code e-mailed to it and the login password', async () => {
      const address = 'Team4.New@Example.com';
      const sent = await send('POST', security.bindCode.path, team4, {
        channel: 'email',
        email: address,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(json(sent)).toEqual({ success: true, value: { expiredMinutes: 5 } });
      const mail = (await outbox(t, 'team4.new@example.com'))[0];
      expect(mail?.channel).toBe('email');
      const code = mail?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);

      const bind = (body: Record<string, unknown>) =>
        send('POST', security.bindEmail.path, team4, {
          email: address,
          verificationCode: code,
          password: 'Team1234',
          ...body,
        });
      expectError(await bind({ password: 'nope' }), 400, 'auth.password_incorrect');
      const wrong = code === '000000' ? '111111' : '000000';
      expectError(await bind({ verificationCode: wrong }), 400, 'verification.code_error');
      // A code sent to one address does not bind another.
      expectError(await bind({ email: 'other@example.com' }), 400, 'verification.code_error');
      expectDone(await bind({}));
      expect((await overview(team4)).email).toBe('te***@example.com');
      // Single use.
      expectError(await bind({}), 400, 'verification.code_error');
    });

    it('refuses an address that is not one, and an expired code', async () => {
      expectError(
        await send('POST', security.bindCode.path, team2, {
          channel: 'email',
          email: 'not-an-email',
        }),
        400,
        'security.email_invalid',
      );
      await send('POST', security.bindCode.path, team2, {
        channel: 'email',
        email: 'late@example.com',
      });
      const code = await latestCode('late@example.com');
      t.clock.advance(6 * 60_000);
      expectError(
        await send('POST', security.bindEmail.path, team2, {
          email: 'late@example.com',
          verificationCode: code,
          password: 'Team1234',
        }),
        400,
        'verification.code_expired',
      );
    });

    it('limits codes to one a minute per address', async () => {
      const ask = () =>
        send('POST', security.bindCode.path, team2, {
          channel: 'email',
          email: 'often@example.com',
        });
      expect((await ask()).statusCode).toBe(200);
      expectError(await ask(), 429, 'rate.limited');
    });
  });

  describe('mobile binding', () => {
    it('binds a number with the SMS code sent to it, shown in member info at once', async () => {
      const mobileInInfo = async () =>
        json<{ value: { mobileNum: string | null } }>(await send('GET', member.info.path, team2))
          .value.mobileNum;
      expect(await mobileInInfo()).not.toBe('9175550001'); // member info is now kept in memory
      const sent = await send('POST', security.bindCode.path, team2, {
        channel: 'mobile',
        mobileNum: '9175550001',
        countryDialingCode: '+63',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const sms = (await outbox(t, '+639175550001'))[0];
      expect(sms?.channel).toBe('sms');
      expectDone(
        await send('POST', security.bindMobile.path, team2, {
          mobileNum: '09175550001',
          countryDialingCode: '+63',
          verificationCode: sms?.code,
          password: 'Team1234',
        }),
      );
      expect((await overview(team2)).mobile).toBe('+63 917****001');
      expect(await mobileInInfo()).toBe('9175550001');
      // The number now logs team2 in by SMS: it is theirs.
    });

    it("refuses another member's number, before any code is sent", async () => {
      const r = await send('POST', security.bindCode.path, team3, {
        channel: 'mobile',
        mobileNum: '9171234567',
        countryDialingCode: '+63',
      });
      expectError(r, 409, 'user.mobile_exists');
      expect(await outbox(t, '+639171234567')).toHaveLength(0);
    });

    it('refuses a number that is not one, and an unknown channel', async () => {
      expectError(
        await send('POST', security.bindCode.path, team3, { channel: 'mobile', mobileNum: '12' }),
        400,
        'validation.failed',
      );
      expectError(
        await send('POST', security.bindCode.path, team3, {
          channel: 'fax',
          mobileNum: '9175550002',
        }),
        400,
        'validation.failed',
      );
    });
  });

  describe('payee name', () => {
    it('is set once; then it is locked', async () => {
      const set = (headers: Headers, payeeName: string) =>
        send('POST', security.payeeName.path, headers, { payeeName });
      expectError(await set(team1, '<b>x</b>'), 400, 'register.field_invalid');
      expectError(await set(team1, '   '), 400, 'validation.failed');
      expectDone(await set(team1, '  Juan   Dela Cruz '));
      expect(await overview(team1)).toMatchObject({
        payeeName: 'J*** D*** C***',
        payeeNameLocked: true,
      });
      expectError(await set(team1, 'Someone Else'), 409, 'security.payee_name_locked');
    });
  });
});
