import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  login,
  loginOk,
  registerCall,
  smsCodeFor,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { ADMIN_TOKEN, adminHeaders, json } from './helpers.ts';

/**
 * The server's log (pino JSON, at its most detailed level) is driven through the
 * flows that carry secrets — registration, logins by password and by SMS code,
 * a password change, a malformed body holding a password, member calls with a
 * session token, the automation token, an operator's sign-in and session — and
 * must hold none of them. Each line names its request and who made the call.
 */
describe('the log holds no password, token, code or secret', () => {
  let t: AccountsTestApp;
  const lines: string[] = [];
  const secrets = new Map<string, string>();
  const keep = (what: string, value: string) => {
    expect(value.length, what).toBeGreaterThanOrEqual(6);
    secrets.set(what, value);
  };

  beforeAll(async () => {
    t = await startAccountsApp(
      { logLevel: 'trace', logStream: { write: (line: string) => void lines.push(line) } },
      { seedDemoAccounts: true },
    );
  });
  afterAll(() => t.close());

  it('drives the flows that carry secrets', async () => {
    const password = 'Log-Secret-77q';
    keep('registration password', password);
    const registered = await registerCall(t, {
      username: 'logscan01',
      password,
      confirmPassword: password,
    });
    expect(registered.statusCode, registered.body).toBe(200);

    const session = await loginOk(t, 'logscan01', password, '10.77.0.1');
    keep('session token', session.token);
    const info = await t.app.inject({
      method: 'GET',
      url: endpoints.member.info.path,
      headers: bearer(session.token),
    });
    expect(info.statusCode).toBe(200);

    const newPassword = 'Log-Changed-88z';
    keep('new password', newPassword);
    const changed = await t.app.inject({
      method: 'POST',
      url: endpoints.security.changePassword.path,
      headers: bearer(session.token),
      payload: { oldPassword: password, newPassword, confirmNewPassword: newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const wrong = await login(
      t,
      { username: 'logscan01', password: 'Wrong-Guess-99x' },
      '10.77.0.2',
    );
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    keep('wrong password', 'Wrong-Guess-99x');

    const code = await smsCodeFor(t, '9171234567', 'login', '10.77.0.3');
    keep('SMS code', code);
    const bySms = await login(t, {
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect(bySms.statusCode, bySms.body).toBe(200);
    keep('SMS session token', json<{ value: { token: string } }>(bySms).value.token);

    // A body that does not parse, with a password in it: refused, and not echoed to the log.
    const malformed = await t.app.inject({
      method: 'POST',
      url: endpoints.auth.login.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"logscan01","password":"Malformed-Pass-55k"`,
    });
    expect(malformed.statusCode).toBe(400);
    keep('password in a malformed body', 'Malformed-Pass-55k');

    keep('automation token', ADMIN_TOKEN);
    const outbox = await t.app.inject({
      method: 'GET',
      url: endpoints.admin.outbox.path,
      query: { to: '+639171234567' },
      headers: adminHeaders,
    });
    expect(outbox.statusCode).toBe(200);

    const e = endpoints.operatorAccounts;
    keep('operator password', 'Admin1234');
    const signIn = await t.app.inject({
      method: e.signIn.method,
      url: e.signIn.path,
      payload: { username: 'admin', password: 'Admin1234' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const signInCookie = signIn.cookies.find((c) => c.name === 'kalaro_admin_sign_in')!.value;
    keep('operator sign-in cookie', signInCookie);
    keep(
      'authenticator secret',
      json<{ value: { enrolment: { secret: string } } }>(signIn).value.enrolment.secret,
    );
    const skipped = await t.app.inject({
      method: e.skipEnrolment.method,
      url: e.skipEnrolment.path,
      cookies: { kalaro_admin_sign_in: signInCookie },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    const operatorCookie = skipped.cookies.find((c) => c.name === 'kalaro_admin')!.value;
    keep('operator session cookie', operatorCookie);
    const me = await t.app.inject({
      method: 'GET',
      url: e.me.path,
      cookies: { kalaro_admin: operatorCookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it('finds none of them in the log', () => {
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    for (const [what, value] of secrets) {
      expect(log.includes(value), `${what} is in the log`).toBe(false);
    }
  });

  it('names the request and the member or operator on the lines of a signed-in call', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(5);
    for (const entry of completed) expect(entry.reqId).toEqual(expect.any(String));
    expect(completed.some((entry) => typeof entry.memberId === 'string')).toBe(true);
    expect(completed.some((entry) => typeof entry.operatorId === 'string')).toBe(true);
    expect(completed.some((entry) => entry.operatorId === 'token')).toBe(true);
  });
});
