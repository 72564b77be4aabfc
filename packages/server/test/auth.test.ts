import type { SessionValue } from '@kalaro/contract/account';
import { endpoints } from '@kalaro/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersTable } from '../src/db/schema.ts';
import { SESSION_TTL } from '../src/modules/accounts/sessions.ts';
import {
  bearer,
  CAPTCHA_ANSWER,
  login,
  loginOk,
  outbox,
  smsCodeFor,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, json, seedConfig } from './helpers.ts';

const { auth, member, wallet, security } = endpoints;

describe('login, sessions, logout', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const setCaptchaFlag = async (on: boolean) => {
    const config = seedConfig();
    config.whitelabel.CAPTCHA = on;
    const r = await t.app.inject({
      method: 'PUT',
      url: endpoints.admin.putOperatorConfig.path,
      headers: adminHeaders,
      payload: config,
    });
    expect(r.statusCode).toBe(200);
  };
  const getCaptchaId = async () =>
    json<{ value: { captchaId: string } }>(await get(auth.captcha.path)).value.captchaId;

  it('logs the demo member in: session value, HttpOnly cookie, bearer token both work', async () => {
    const response = await login(t, { username: 'DEMO', password: 'Demo1234' });
    expect(response.statusCode).toBe(200);
    const value = json<{ value: SessionValue }>(response).value;
    expect(value).toMatchObject({
      userName: 'demo',
      customerType: 0,
      firstTimeLogin: false,
      expiredPassword: false,
      merchantCode: 'KALARO',
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^kalaro_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain http here; Secure over https
    expect(cookie).not.toMatch(/Max-Age/); // a browser-session cookie without remember-me
    // Beside it, the mark a new tab reads to know it is signed in: readable, no secret.
    expect(response.cookies.find((c) => c.name === 'kalaro_signed_in')).toMatchObject({
      value: '1',
      path: '/',
      sameSite: 'Lax',
    });
    expect(response.cookies.find((c) => c.name === 'kalaro_signed_in')?.httpOnly).toBeFalsy();

    const byBearer = await get(member.info.path, bearer(value.token));
    expect(json(byBearer)).toMatchObject({
      success: true,
      value: {
        account: 'demo',
        nickname: 'Demo Player',
        type: 0,
        vipLabel: 'VIP1',
        mobileNum: '9171234567',
        countryDialingCode: '+63',
        email: 'demo@kalaro.example',
      },
    });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: wallet.balance.path,
      cookies: { kalaro_session: value.token },
    });
    expect(json(byCookie)).toEqual({
      success: true,
      value: { sumBalance: '1000.00', currency: 'PHP' },
    });
  });

  it('sets a 30-day cookie with remember-me', async () => {
    const response = await login(t, { username: 'demo', password: 'Demo1234', rememberMe: true });
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
    // The signed-in mark lives as long as the session cookie.
    expect(response.cookies.map((c) => [c.name, c.maxAge])).toEqual([
      ['kalaro_session', 2592000],
      ['kalaro_signed_in', 2592000],
    ]);
  });

  it('answers auth.required without a token and for an unknown token', async () => {
    for (const headers of [{}, bearer('not-a-real-session-token-at-all')]) {
      const response = await get(member.info.path, headers);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ errorCode: 'auth.required' });
    }
  });

  it('logs out: the token then answers 401 auth.session_expired and the cookie is cleared', async () => {
    const { token } = await loginOk(t, 'demo', 'Demo1234');
    const out = await t.app.inject({
      method: 'DELETE',
      url: auth.logout.path,
      headers: bearer(token),
    });
    expect(json(out)).toEqual({ success: true, value: { done: true } });
    expect(String(out.headers['set-cookie'])).toMatch(/kalaro_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(String(out.headers['set-cookie'])).toMatch(
      /kalaro_signed_in=;.*Expires=Thu, 01 Jan 1970/,
    );
    const after = await get(member.info.path, bearer(token));
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ errorCode: 'auth.session_expired' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: auth.logout.path,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    // A browser still sending the ended session's cookie is told to drop it.
    const stale = await t.app.inject({
      method: 'GET',
      url: member.info.path,
      cookies: { kalaro_session: token },
    });
    expect(json(stale)).toMatchObject({ errorCode: 'auth.session_expired' });
    expect(String(stale.headers['set-cookie'])).toMatch(/kalaro_session=;/);
    expect(String(stale.headers['set-cookie'])).toMatch(/kalaro_signed_in=;/);
    // The mark alone (its session cookie already gone) is dropped too: a new tab
    // would otherwise ask for the session's details on every start.
    const markOnly = await t.app.inject({
      method: 'GET',
      url: member.info.path,
      cookies: { kalaro_signed_in: '1' },
    });
    expect(markOnly.statusCode).toBe(401);
    expect(String(markOnly.headers['set-cookie'])).toMatch(/kalaro_signed_in=;/);
  });

  it('ends a session after 2 h idle, and after 24 h however active', async () => {
    const idle = await loginOk(t, 'demo', 'Demo1234');
    t.clock.advance(SESSION_TTL.normal.idleMs - 60_000);
    expect((await get(member.info.path, bearer(idle.token))).statusCode).toBe(200);
    t.clock.advance(SESSION_TTL.normal.idleMs - 60_000); // slid by the call above
    expect((await get(member.info.path, bearer(idle.token))).statusCode).toBe(200);
    t.clock.advance(SESSION_TTL.normal.idleMs + 1);
    const expired = await get(member.info.path, bearer(idle.token));
    expect(json(expired)).toMatchObject({ errorCode: 'auth.session_expired' });

    const busy = await loginOk(t, 'demo', 'Demo1234');
    for (let h = 0; h < 24; h += 1) {
      t.clock.advance(60 * 60_000);
      const r = await get(member.info.path, bearer(busy.token));
      expect(r.statusCode, `hour ${h + 1}`).toBe(h + 1 < 24 ? 200 : 401);
    }
  });

  it('refuses a wrong password with auth.invalid_credentials and value.captcha, then asks for a captcha', async () => {
    const ip = '10.2.0.1';
    const wrong = await login(t, { username: 'team1', password: 'nope' }, ip);
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toMatchObject({
      errorCode: 'auth.invalid_credentials',
      value: { captcha: true },
    });
    const noCaptcha = await login(t, { username: 'team1', password: 'Team1234' }, ip);
    expect(noCaptcha.statusCode).toBe(400);
    expect(json(noCaptcha)).toMatchObject({
      errorCode: 'auth.captcha_required',
      value: { captcha: true },
    });
    // Another IP still needs it: the account had a failure.
    const otherIp = await login(t, { username: 'team1', password: 'Team1234' }, '10.2.0.2');
    expect(json(otherIp)).toMatchObject({ errorCode: 'auth.captcha_required' });

    const captchaId = await getCaptchaId();
    const badCaptcha = await login(
      t,
      { username: 'team1', password: 'Team1234', captchaId, captcha: '0000' },
      ip,
    );
    expect(json(badCaptcha)).toMatchObject({ errorCode: 'auth.captcha_invalid' });
    // Spent by the wrong answer: the right one no longer opens it.
    const reused = await login(
      t,
      { username: 'team1', password: 'Team1234', captchaId, captcha: CAPTCHA_ANSWER },
      ip,
    );
    expect(json(reused)).toMatchObject({ errorCode: 'auth.captcha_invalid' });

    const fresh = await getCaptchaId();
    const ok = await login(
      t,
      { username: 'team1', password: 'Team1234', captchaId: fresh, captcha: CAPTCHA_ANSWER },
      ip,
    );
    expect(ok.statusCode).toBe(200);
    // Success clears the account's failures: no captcha from a clean IP.
    expect(
      (await login(t, { username: 'team1', password: 'Team1234' }, '10.2.0.3')).statusCode,
    ).toBe(200);
  });

  it('serves a captcha as an SVG data URL that does not hold its answer as text, single use, 2 min', async () => {
    const value = json<{ value: { captchaId: string; image: string; expiresInSeconds: number } }>(
      await get(auth.captcha.path),
    ).value;
    expect(value.expiresInSeconds).toBe(120);
    // Outside production, e2e tests read the answer from the admin outbox.
    const [kept] = await outbox(t, `captcha:${value.captchaId}`);
    expect(kept).toMatchObject({ channel: 'captcha', code: CAPTCHA_ANSWER });
    expect(value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(value.image.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(CAPTCHA_ANSWER);
    // Expired after 2 minutes: a login that needs it is refused.
    const ip = '10.2.0.9';
    await login(t, { username: 'team2', password: 'wrong' }, ip);
    t.clock.advance(121_000);
    const late = await login(
      t,
      {
        username: 'team2',
        password: 'Team1234',
        captchaId: value.captchaId,
        captcha: CAPTCHA_ANSWER,
      },
      ip,
    );
    expect(json(late)).toMatchObject({ errorCode: 'auth.captcha_invalid' });
  });

  it('locks an account after repeated failures (429 with retryAfterSeconds), the owner gets in after the back-off', async () => {
    await setCaptchaFlag(false);
    const attacker = '10.3.0.1';
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await login(t, { username: 'team3', password: `guess-${i}` }, attacker);
      codes.push(`${r.statusCode} ${json<{ errorCode: string }>(r).errorCode}`);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('401 auth.invalid_credentials'));
    expect(codes.slice(5)).toEqual(Array(15).fill('429 auth.account_locked'));
    // While locked, even the right password is refused.
    const owner = '10.3.0.2';
    const locked = await login(t, { username: 'team3', password: 'Team1234' }, owner);
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({
      errorCode: 'auth.account_locked',
      value: { retryAfterSeconds: 30 },
    });
    // The 21st attempt from the attacker's IP within the minute hits the per-IP limit.
    const limited = await login(t, { username: 'team3', password: 'x' }, attacker);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ errorCode: 'rate.limited' });
    // Another failure after the lock passes doubles it.
    t.clock.advance(30_001);
    expect((await login(t, { username: 'team3', password: 'again' }, '10.3.0.3')).statusCode).toBe(
      401,
    );
    const doubled = await login(t, { username: 'team3', password: 'Team1234' }, owner);
    expect(json(doubled)).toMatchObject({ value: { retryAfterSeconds: 60 } });
    t.clock.advance(60_001);
    expect((await login(t, { username: 'team3', password: 'Team1234' }, owner)).statusCode).toBe(
      200,
    );
    await setCaptchaFlag(true);
  });

  it('refuses an unknown user like a wrong password, a disabled one and an agent-only one after the password', async () => {
    const unknown = await login(t, { username: 'nobody', password: 'Demo1234' }, '10.4.0.1');
    expect(json(unknown)).toMatchObject({ errorCode: 'auth.invalid_credentials' });

    await t.app.db
      .update(membersTable)
      .set({ status: 'disabled' })
      .where(eq(membersTable.username, 'team4'));
    const disabled = await login(t, { username: 'team4', password: 'Team1234' }, '10.4.0.2');
    expect(disabled.statusCode).toBe(400);
    expect(json(disabled)).toMatchObject({ errorCode: 'user.not_found_or_disabled' });

    await t.app.db
      .update(membersTable)
      .set({ side: 'agent' })
      .where(eq(membersTable.username, 'subagent'));
    const agentOnly = await login(t, { username: 'subagent', password: 'Agent1234' }, '10.4.0.3');
    expect(agentOnly.statusCode).toBe(403);
    expect(json(agentOnly)).toMatchObject({ errorCode: 'auth.non_member' });
  });

  it('lets only agents in on the agent side, after the password', async () => {
    const member = await login(
      t,
      { username: 'demo', password: 'Demo1234', side: 'agent' },
      '10.4.1.1',
    );
    expect(member.statusCode).toBe(403);
    expect(json(member)).toMatchObject({
      errorCode: 'auth.non_agent',
      message: 'Non-agents cannot log in',
    });
    const wrong = await login(
      t,
      { username: 'demo', password: 'Wrong1234', side: 'agent' },
      '10.4.1.2',
    );
    expect(json(wrong)).toMatchObject({ errorCode: 'auth.invalid_credentials' });
    // An agent-only account (subagent, made so above) and an agent member both get in.
    for (const username of ['subagent', 'agent']) {
      const agent = await login(t, { username, password: 'Agent1234', side: 'agent' }, '10.4.1.3');
      expect(agent.statusCode, agent.body).toBe(200);
    }
    const bogus = await login(
      t,
      { username: 'agent', password: 'Agent1234', side: 'boss' as 'agent' },
      '10.4.1.4',
    );
    expect(bogus.statusCode).toBe(400);
  });

  it('logs in by SMS code', async () => {
    const code = await smsCodeFor(t, '9171234567', 'login');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await login(t, {
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(json(wrong)).toMatchObject({ errorCode: 'verification.code_error' });
    const ok = await login(t, {
      type: 'sms',
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect(json(ok)).toMatchObject({ success: true, value: { userName: 'demo' } });
    const reused = await login(t, {
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect(json(reused)).toMatchObject({ errorCode: 'verification.code_error' });
  });

  it('answers verification.code_expired for a code past its 5 minutes', async () => {
    t.clock.advance(2 * 60 * 60_000); // clear the per-number limits
    const code = await smsCodeFor(t, '9171234567', 'login', '10.9.0.2');
    t.clock.advance(5 * 60_000 + 1);
    const late = await login(t, {
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect(json(late)).toMatchObject({ errorCode: 'verification.code_expired' });
  });

  it('tells the first-login member to change the password', async () => {
    const value = await loginOk(t, 'newbie', 'Newbie1234', '10.5.0.1');
    expect(value.firstTimeLogin).toBe(true);
  });

  it('starts a trial: type 4, guest name, trial merchant, 2,000.00 play balance; restricted calls answer 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: auth.trial.path,
      remoteAddress: '10.6.0.1',
    });
    expect(response.statusCode).toBe(200);
    const value = json<{ value: SessionValue }>(response).value;
    expect(value).toMatchObject({ customerType: 4, merchantCode: 'KALARO_TRIAL' });
    expect(value.userName).toMatch(/^guest_[0-9a-f]{10}$/);
    expect(String(response.headers['set-cookie'])).toMatch(/kalaro_session=/);
    const balance = await get(wallet.balance.path, bearer(value.token));
    expect(json(balance)).toMatchObject({ value: { sumBalance: '2000.00' } });
    const info = await get(member.info.path, bearer(value.token));
    expect(json(info)).toMatchObject({ value: { type: 4 } });
    const change = await t.app.inject({
      method: 'POST',
      url: security.changePassword.path,
      headers: bearer(value.token),
      payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
    expect(change.statusCode).toBe(403);
    expect(json(change)).toEqual({
      success: false,
      errorCode: 'auth.trial_restricted',
      message: 'Please login an actual account to use this function',
    });
  });

  it('refuses a body the trial call does not take ([] answers 400 validation.failed, no trial); nothing or {} start one', async () => {
    const trial = (payload?: string) =>
      t.app.inject({
        method: 'POST',
        url: auth.trial.path,
        remoteAddress: '10.6.0.3',
        ...(payload === undefined
          ? {}
          : { payload, headers: { 'content-type': 'application/json' } }),
      });
    const members = async () => (await t.app.db.select().from(membersTable)).length;
    const before = await members();
    const refused = await trial('[]');
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ success: false, errorCode: 'validation.failed' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await members()).toBe(before);

    expect((await trial()).statusCode).toBe(200);
    expect((await trial('{}')).statusCode).toBe(200);
    expect(await members()).toBe(before + 2);
  });

  it('limits trials per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: auth.trial.path,
        remoteAddress: '10.6.0.2',
      });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
