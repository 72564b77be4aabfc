import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, json, startTestApp, type TestApp } from './helpers.ts';

const e = endpoints.operatorAccounts;
const searchMembers = { method: 'GET', path: `${endpoints.member.adminSearch.path}?q=demo` };
const T0 = Date.parse('2026-11-21T10:00:00Z');

type Cookies = Record<string, string>;

describe("back-office operators: one's own password, and the change a one-time password requires", () => {
  let t: TestApp;
  let clock = T0;
  const now = () => clock;
  beforeAll(async () => {
    t = await startTestApp({ accounts: { now } as never });
  });
  afterAll(() => t.close());

  const call = (
    endpoint: { method: string; path: string },
    {
      cookies = {},
      payload,
      headers = {},
    }: { cookies?: Cookies; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: endpoint.method as 'GET',
      url: endpoint.path,
      headers: {
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
        ...headers,
      },
      ...(payload ? { payload } : {}),
      remoteAddress: '203.0.113.9',
    });

  const session = (r: { cookies: { name: string; value: string }[] }): Cookies => ({
    kalaro_admin: r.cookies.find((c) => c.name === 'kalaro_admin')!.value,
  });

  async function passwordStep(username: string, password: string) {
    const r = await call(e.signIn, { payload: { username, password } });
    expect(r.statusCode, r.body).toBe(200);
    const value = json<{ value: { next: string; enrolment?: { secret: string } } }>(r).value;
    return { value, signIn: r.cookies.find((c) => c.name === 'kalaro_admin_sign_in')!.value };
  }

  async function signInDemo(username: string, password: string): Promise<Cookies> {
    const { signIn } = await passwordStep(username, password);
    return session(await call(e.skipEnrolment, { cookies: { kalaro_admin_sign_in: signIn } }));
  }

  /** Signs a real operator in with its authenticator (enrolling it the first time). */
  const secrets = new Map<string, string>();
  async function signIn(username: string, password: string): Promise<Cookies> {
    clock += 30_000; // a fresh code each time
    const { value, signIn: cookie } = await passwordStep(username, password);
    if (value.enrolment) secrets.set(username, value.enrolment.secret);
    const code = await generate({
      secret: secrets.get(username)!,
      epoch: Math.floor(clock / 1000),
    });
    const r = await call(e.signInCode, {
      cookies: { kalaro_admin_sign_in: cookie },
      payload: { code },
    });
    expect(r.statusCode, r.body).toBe(200);
    return session(r);
  }

  const row = async (username: string) =>
    (
      (await t.app.db.execute(
        sql`select id, failed_sign_ins, must_change_password from operators where username = ${username}`,
      )) as unknown as {
        rows: { id: string; failed_sign_ins: number; must_change_password: boolean }[];
      }
    ).rows[0]!;

  const change = (cookies: Cookies, currentPassword: string, newPassword: string) =>
    call(e.changePassword, { cookies, payload: { currentPassword, newPassword } });

  it('seeded demo operators need no change', async () => {
    const owner = await signInDemo('admin', 'Admin1234');
    expect(json(await call(e.me, { cookies: owner }))).toMatchObject({
      value: { username: 'admin', mustChangePassword: false },
    });
    expect((await call(e.list, { cookies: owner })).statusCode).toBe(200);
  });

  it('makes an operator created by the owner change its one-time password before anything else', async () => {
    const owner = await signInDemo('admin', 'Admin1234');
    const created = await call(e.create, {
      cookies: owner,
      payload: { username: 'newbie', role: 'support', password: 'OneTime12345' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await row('newbie')).must_change_password).toBe(true);

    const first = await signIn('newbie', 'OneTime12345');
    const other = await signIn('newbie', 'OneTime12345');
    expect(json(await call(e.me, { cookies: first }))).toMatchObject({
      value: { username: 'newbie', mustChangePassword: true },
    });
    // Every other admin call, even one the role may make, waits for the change.
    const members = await call(searchMembers, { cookies: first });
    expect(members.statusCode).toBe(403);
    expect(json(members)).toMatchObject({ errorCode: 'admin.password_change_required' });

    // Wrong current password: refused and counted as a failed sign-in.
    const wrong = await change(first, 'NotMine12345', 'MyOwnPass2026');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ errorCode: 'admin.password_incorrect' });
    expect((await row('newbie')).failed_sign_ins).toBe(1);
    // The same password again, a weak one, an unknown field: refused.
    const same = await change(first, 'OneTime12345', 'OneTime12345');
    expect(same.statusCode).toBe(400);
    expect(json(same)).toMatchObject({ errorCode: 'admin.password_same' });
    for (const weak of ['short1', 'nodigitsatall', '1234567890123']) {
      const r = await change(first, 'OneTime12345', weak);
      expect(r.statusCode, weak).toBe(400);
      expect(json(r)).toMatchObject({ errorCode: 'validation.failed' });
    }
    const extra = await call(e.changePassword, {
      cookies: first,
      payload: { currentPassword: 'OneTime12345', newPassword: 'MyOwnPass2026', role: 'owner' },
    });
    expect(json(extra)).toMatchObject({ errorCode: 'validation.failed' });
    expect((await row('newbie')).must_change_password).toBe(true);

    const ok = await change(first, 'OneTime12345', 'MyOwnPass2026');
    expect(ok.statusCode, ok.body).toBe(200);
    // This session stays, the other one ended; the requirement is done and the back-off reset.
    expect(json(await call(e.me, { cookies: first }))).toMatchObject({
      value: { mustChangePassword: false },
    });
    expect((await call(e.me, { cookies: other })).statusCode).toBe(401);
    expect((await call(searchMembers, { cookies: first })).statusCode).toBe(200);
    expect(await row('newbie')).toMatchObject({ failed_sign_ins: 0, must_change_password: false });

    // The old password no longer signs in; the new one does.
    const old = await call(e.signIn, { payload: { username: 'newbie', password: 'OneTime12345' } });
    expect(json(old)).toMatchObject({ errorCode: 'admin.credentials_invalid' });
    await signIn('newbie', 'MyOwnPass2026');

    // Audited: who, the target, no password values.
    const audit = json<{ value: { entries: Record<string, unknown>[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `${endpoints.audit.list.path}?action=operatorAccounts.changePassword`,
        headers: adminHeaders,
      }),
    ).value.entries;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'operator',
      actorName: 'newbie',
      action: 'operatorAccounts.changePassword',
      target: `operator/${(await row('newbie')).id}`,
      before: null,
      after: { passwordChanged: true, endedSessions: 1 },
    });
    expect(JSON.stringify(audit)).not.toMatch(/OneTime12345|MyOwnPass2026|argon2/);
  });

  it('makes an operator whose password the owner reset change it again; its sessions end', async () => {
    const owner = await signInDemo('admin', 'Admin1234');
    const newbie = await signIn('newbie', 'MyOwnPass2026');
    const { id } = await row('newbie');
    const reset = await t.app.inject({
      method: 'PUT',
      url: e.resetPassword.path.replace(':id', id),
      headers: { cookie: `kalaro_admin=${owner.kalaro_admin}` },
      payload: { password: 'Reset1234567' },
      remoteAddress: '203.0.113.9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(json(reset)).toMatchObject({
      value: { username: 'newbie', mustChangePassword: true, activeSessions: 0 },
    });
    expect((await call(e.me, { cookies: newbie })).statusCode).toBe(401);
    const again = await signIn('newbie', 'Reset1234567');
    expect(json(await call(searchMembers, { cookies: again }))).toMatchObject({
      errorCode: 'admin.password_change_required',
    });
    expect((await change(again, 'Reset1234567', 'Mine2026again')).statusCode).toBe(200);
    expect((await call(searchMembers, { cookies: again })).statusCode).toBe(200);
    const audit = json<{ value: { entries: Record<string, unknown>[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `${endpoints.audit.list.path}?action=operatorAccounts.resetPassword`,
        headers: adminHeaders,
      }),
    ).value.entries;
    expect(audit[0]).toMatchObject({
      actorName: 'admin',
      target: `operator/${id}`,
      after: { passwordReset: true, mustChangePassword: true },
    });
    expect(JSON.stringify(audit)).not.toMatch(/Reset1234567|argon2/);
    // The role's permission: support may not reset anyone.
    const refused = await t.app.inject({
      method: 'PUT',
      url: e.resetPassword.path.replace(':id', id),
      headers: { cookie: `kalaro_admin=${again.kalaro_admin}` },
      payload: { password: 'Reset1234567' },
    });
    expect(json(refused)).toMatchObject({ errorCode: 'admin.forbidden' });
  });

  it('counts wrong current passwords towards the sign-in lock-out', async () => {
    const finance = await signInDemo('finance', 'Finance1234');
    for (let i = 0; i < 5; i++) {
      const r = await change(finance, 'Guess12345x', 'Another12345');
      expect(json(r)).toMatchObject({ errorCode: 'admin.password_incorrect' });
    }
    // Locked: the right password is refused too, here and at sign-in.
    const locked = await change(finance, 'Finance1234', 'Another12345');
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({ errorCode: 'admin.account_locked' });
    const signIn = await call(e.signIn, {
      payload: { username: 'finance', password: 'Finance1234' },
    });
    expect(json(signIn)).toMatchObject({ errorCode: 'admin.account_locked' });
    clock += 31_000;
    expect((await change(finance, 'Finance1234', 'Finance12345')).statusCode).toBe(200);
  });

  it('refuses the automation token: it has no password', async () => {
    const r = await call(e.changePassword, {
      headers: adminHeaders,
      payload: { currentPassword: 'whatever1234', newPassword: 'Another12345' },
    });
    expect(r.statusCode).toBe(403);
    expect(json(r)).toMatchObject({ errorCode: 'admin.no_password' });
    // No session at all: 401.
    const anonymous = await call(e.changePassword, {
      payload: { currentPassword: 'whatever1234', newPassword: 'Another12345' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
