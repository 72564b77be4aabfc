import { endpoints } from '@kalaro/contract/endpoints';
import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, json, seedConfig, startTestApp, type TestApp } from './helpers.ts';

const e = endpoints.operatorAccounts;

interface SignIn {
  next: string;
  enrolment: { secret: string; uri: string; qrSvg: string; maySkip: boolean };
}
type AuditRow = Record<string, unknown> & { after: { username?: string } | null };
const T0 = Date.parse('2026-11-20T10:00:00Z');

describe('back-office operators: sign-in, roles, sessions, audit', () => {
  let t: TestApp;
  let clock = T0;
  const now = () => clock;
  beforeAll(async () => {
    t = await startTestApp({ accounts: { now } as never });
  });
  afterAll(() => t.close());

  type Cookies = Record<string, string>;
  const cookieHeader = (cookies: Cookies) =>
    Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');

  const call = (
    endpoint: { method: string; path: string },
    {
      cookies = {},
      payload,
      path,
      headers = {},
    }: {
      cookies?: Cookies;
      payload?: object;
      path?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    t.app.inject({
      method: endpoint.method as 'GET',
      url: path ?? endpoint.path,
      headers: { cookie: cookieHeader(cookies), ...headers },
      ...(payload ? { payload } : {}),
      remoteAddress: '203.0.113.7',
    });

  const codeAt = (secret: string, at = clock) => generate({ secret, epoch: Math.floor(at / 1000) });

  /** Password step: answers the value and the sign-in cookie. */
  async function passwordStep(username: string, password: string) {
    const r = await call(e.signIn, { payload: { username, password } });
    expect(r.statusCode, r.body).toBe(200);
    const signIn = r.cookies.find((c) => c.name === 'kalaro_admin_sign_in');
    return { value: json<{ value: SignIn }>(r).value, signIn: signIn!.value };
  }

  async function signInDemo(username: string, password: string): Promise<Cookies> {
    const { value, signIn } = await passwordStep(username, password);
    expect(value).toMatchObject({ next: 'enrol', enrolment: { maySkip: true } });
    const r = await call(e.skipEnrolment, { cookies: { kalaro_admin_sign_in: signIn } });
    expect(r.statusCode, r.body).toBe(200);
    return { kalaro_admin: r.cookies.find((c) => c.name === 'kalaro_admin')!.value };
  }

  it('signs a seeded demo operator in without an authenticator outside production, in a strict cookie on the admin paths', async () => {
    const { value, signIn } = await passwordStep('admin', 'Admin1234');
    expect(value.next).toBe('enrol');
    expect(value.enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(value.enrolment.qrSvg).toContain('<svg');
    const r = await call(e.skipEnrolment, { cookies: { kalaro_admin_sign_in: signIn } });
    const cookie = r.cookies.find((c) => c.name === 'kalaro_admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/admin' });
    const me = await call(e.me, { cookies: { kalaro_admin: cookie.value } });
    expect(json(me)).toMatchObject({
      value: { username: 'admin', role: 'owner', via: 'session', totpEnabled: false },
    });
    expect(json<{ value: { permissions: string[] } }>(me).value.permissions).toContain(
      'operators.manage',
    );
    // The code step's token is spent: it never becomes a session.
    const again = await call(e.skipEnrolment, { cookies: { kalaro_admin_sign_in: signIn } });
    expect(json(again)).toMatchObject({ errorCode: 'admin.sign_in_expired' });
  });

  it('enrols a new operator with a TOTP code (no skipping), then asks for a fresh code at each sign-in', async () => {
    const owner = await signInDemo('admin', 'Admin1234');
    const created = await call(e.create, {
      cookies: owner,
      payload: { username: 'cashier1', role: 'finance', password: 'Cashier12345' },
    });
    expect(created.statusCode, created.body).toBe(200);

    const first = await passwordStep('cashier1', 'Cashier12345');
    expect(first.value).toMatchObject({ next: 'enrol', enrolment: { maySkip: false } });
    const skip = await call(e.skipEnrolment, { cookies: { kalaro_admin_sign_in: first.signIn } });
    expect(skip.statusCode).toBe(403);
    expect(json(skip)).toMatchObject({ errorCode: 'admin.enrolment_required' });

    const secret = first.value.enrolment.secret;
    const wrong = await call(e.signInCode, {
      cookies: { kalaro_admin_sign_in: first.signIn },
      payload: { code: (Number(await codeAt(secret)) ^ 1).toString().padStart(6, '0') },
    });
    expect(json(wrong)).toMatchObject({ errorCode: 'admin.code_invalid' });
    const code = await codeAt(secret);
    const ok = await call(e.signInCode, {
      cookies: { kalaro_admin_sign_in: first.signIn },
      payload: { code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ value: { username: 'cashier1', totpEnabled: true } });
    // The database keeps the secret sealed, never as the authenticator shows it.
    const stored = async () =>
      (
        (await t.app.db.execute(
          sql`select totp_secret from operators where username = 'cashier1'`,
        )) as unknown as { rows: { totp_secret: string }[] }
      ).rows[0]!.totp_secret;
    expect(await stored()).toMatch(/^v1\./);
    expect(await stored()).not.toContain(secret);
    const hash = (await t.app.db.execute(
      sql`select password_hash from operators where username = 'cashier1'`,
    )) as unknown as { rows: { password_hash: string }[] };
    expect(hash.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);

    // Enrolled: the next sign-in asks for a code, and the one just used is refused.
    const second = await passwordStep('cashier1', 'Cashier12345');
    expect(second.value).toEqual({ next: 'code' });
    const replay = await call(e.signInCode, {
      cookies: { kalaro_admin_sign_in: second.signIn },
      payload: { code },
    });
    expect(json(replay)).toMatchObject({ errorCode: 'admin.code_invalid' });
    clock += 30_000;
    const fresh = await call(e.signInCode, {
      cookies: { kalaro_admin_sign_in: second.signIn },
      payload: { code: await codeAt(secret) },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);

    // A secret stored before sealing began still signs in, and is sealed from then on.
    await t.app.db.execute(
      sql`update operators set totp_secret = ${secret} where username = 'cashier1'`,
    );
    clock += 30_000;
    const legacy = await passwordStep('cashier1', 'Cashier12345');
    const viaLegacy = await call(e.signInCode, {
      cookies: { kalaro_admin_sign_in: legacy.signIn },
      payload: { code: await codeAt(secret) },
    });
    expect(viaLegacy.statusCode, viaLegacy.body).toBe(200);
    expect(await stored()).toMatch(/^v1\./);
  });

  it("checks the role's permission on the server for every admin call: 403 admin.forbidden", async () => {
    const finance = await signInDemo('finance', 'Finance1234');
    const support = await signInDemo('support', 'Support1234');
    const deposits = endpoints.deposit.adminList;
    expect((await call(deposits, { cookies: finance })).statusCode).toBe(200);
    const refused = await call(deposits, { cookies: support });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ errorCode: 'admin.forbidden' });
    const config = await call(endpoints.admin.putOperatorConfig, {
      cookies: finance,
      payload: seedConfig(),
    });
    expect(json(config)).toMatchObject({ errorCode: 'admin.forbidden' });
    expect(json(await call(e.list, { cookies: support }))).toMatchObject({
      errorCode: 'admin.forbidden',
    });
    // No session at all, or an unknown cookie: 401.
    expect((await call(deposits)).statusCode).toBe(401);
    expect((await call(deposits, { cookies: { kalaro_admin: 'x'.repeat(43) } })).statusCode).toBe(
      401,
    );
  });

  it('locks an operator out after 5 wrong passwords in a row, even with the right one', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await call(e.signIn, { payload: { username: 'content', password: 'wrong-one' } });
      expect(json(r)).toMatchObject({ errorCode: 'admin.credentials_invalid' });
    }
    const locked = await call(e.signIn, {
      payload: { username: 'content', password: 'Content1234' },
    });
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({ errorCode: 'admin.account_locked' });
    clock += 31_000;
    await signInDemo('content', 'Content1234');
  });

  it('limits sign-ins per address (20 a minute), whatever the username', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: e.signIn.path,
        payload: { username: `nobody${i}`, password: 'wrong-one' },
        remoteAddress: '198.51.100.20',
      });
    for (let i = 0; i < 20; i++) {
      expect(json(await attempt(i))).toMatchObject({ errorCode: 'admin.credentials_invalid' });
    }
    const limited = await attempt(20);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ errorCode: 'rate.limited' });
  });

  it('ends a session after 30 idle minutes and after 12 hours at most', async () => {
    const s = await signInDemo('support', 'Support1234');
    clock += 29 * 60_000;
    expect((await call(e.me, { cookies: s })).statusCode).toBe(200);
    clock += 29 * 60_000; // 29 min after the last call: still alive (idle slides)
    expect((await call(e.me, { cookies: s })).statusCode).toBe(200);
    clock += 31 * 60_000;
    expect((await call(e.me, { cookies: s })).statusCode).toBe(401);

    const long = await signInDemo('support', 'Support1234');
    for (let i = 0; i < 25; i++) {
      clock += 29 * 60_000;
      const r = await call(e.me, { cookies: long });
      if (i < 24) expect(r.statusCode, `after ${(i + 1) * 29} min`).toBe(200);
      else expect(r.statusCode, 'after 12 h').toBe(401);
    }
  });

  it('ends the session on the server at sign-out: the same cookie is refused afterwards', async () => {
    const s = await signInDemo('support', 'Support1234');
    expect((await call(e.me, { cookies: s })).statusCode).toBe(200);
    expect((await call(e.signOut, { cookies: s })).statusCode).toBe(200);
    expect((await call(e.me, { cookies: s })).statusCode).toBe(401);
  });

  it('lets the owner end, disable and re-role operators; the last owner stays', async () => {
    const owner = await signInDemo('admin', 'Admin1234');
    const content = await signInDemo('content', 'Content1234');
    const list = json<{
      value: { operators: { id: string; username: string; lastSignInAt: string | null }[] };
    }>(await call(e.list, { cookies: owner })).value.operators;
    const id = (name: string) => list.find((o) => o.username === name)!.id;
    // The last sign-in is kept.
    expect(list.find((o) => o.username === 'content')!.lastSignInAt).toBe(
      new Date(clock).toISOString(),
    );

    const ended = await call(e.endSessions, {
      cookies: owner,
      path: e.endSessions.path.replace(':id', id('content')),
    });
    expect(json(ended)).toMatchObject({ value: { ended: expect.any(Number) } });
    expect((await call(e.me, { cookies: content })).statusCode).toBe(401);

    const finance = await signInDemo('finance', 'Finance1234');
    const disabled = await call(e.update, {
      cookies: owner,
      path: e.update.path.replace(':id', id('finance')),
      payload: { status: 'disabled' },
    });
    expect(json(disabled)).toMatchObject({ value: { status: 'disabled', activeSessions: 0 } });
    expect((await call(e.me, { cookies: finance })).statusCode).toBe(401);
    const refused = await call(e.signIn, {
      payload: { username: 'finance', password: 'Finance1234' },
    });
    expect(json(refused)).toMatchObject({ errorCode: 'admin.credentials_invalid' });

    const demote = await call(e.update, {
      cookies: owner,
      path: e.update.path.replace(':id', id('admin')),
      payload: { role: 'support' },
    });
    expect(demote.statusCode).toBe(409);
    expect(json(demote)).toMatchObject({ errorCode: 'admin.last_owner' });

    const taken = await call(e.create, {
      cookies: owner,
      payload: { username: 'support', role: 'support', password: 'Another12345' },
    });
    expect(json(taken)).toMatchObject({ errorCode: 'admin.operator_exists' });
  });

  it('records every admin write with its operator, address, action, target, before and after', async () => {
    const owner = await signInDemo('admin', 'Admin1234');
    const list = json<{ value: { operators: { id: string; username: string }[] } }>(
      await call(e.list, { cookies: owner }),
    ).value.operators;
    const supportId = list.find((o) => o.username === 'support')!.id;
    await call(e.update, {
      cookies: owner,
      path: e.update.path.replace(':id', supportId),
      payload: { role: 'content' },
    });
    // The automation token is audited as itself.
    await t.app.inject({
      method: 'PUT',
      url: endpoints.admin.putOperatorConfig.path,
      headers: adminHeaders,
      payload: seedConfig(),
    });

    const audit = await call(endpoints.audit.list, {
      cookies: owner,
      path: `${endpoints.audit.list.path}?action=operatorAccounts.update`,
    });
    const entries = json<{ value: { entries: AuditRow[] } }>(audit).value.entries;
    expect(entries[0]).toMatchObject({
      actorKind: 'operator',
      actorName: 'admin',
      ip: '203.0.113.7',
      action: 'operatorAccounts.update',
      target: `operator/${supportId}`,
      before: { role: 'support' },
      after: { role: 'content' },
    });
    const byToken = json<{ value: { entries: AuditRow[] } }>(
      await call(endpoints.audit.list, {
        cookies: owner,
        path: `${endpoints.audit.list.path}?operator=automation-token`,
      }),
    ).value.entries;
    expect(byToken[0]).toMatchObject({
      actorKind: 'token',
      action: 'admin.putOperatorConfig',
      target: 'operator-config',
    });
    const byTarget = json<{ value: { entries: AuditRow[] } }>(
      await call(endpoints.audit.list, {
        cookies: owner,
        path: `${endpoints.audit.list.path}?target=operator/${supportId}`,
      }),
    ).value.entries;
    expect(byTarget.length).toBeGreaterThan(0);
    expect(byTarget.every((entry) => entry.target === `operator/${supportId}`)).toBe(true);
    const signIns = json<{ value: { total: number } }>(
      await call(endpoints.audit.list, {
        cookies: owner,
        path: `${endpoints.audit.list.path}?action=operatorAccounts.signIn&operator=admin`,
      }),
    ).value.total;
    expect(signIns).toBeGreaterThan(0);
    // A refused write (409) changed nothing and is not recorded.
    const refusedWrites = json<{ value: { entries: AuditRow[] } }>(
      await call(endpoints.audit.list, {
        cookies: owner,
        path: `${endpoints.audit.list.path}?action=operatorAccounts.create`,
      }),
    ).value.entries;
    expect(refusedWrites.every((entry) => entry.after !== null)).toBe(true);
    expect(refusedWrites.filter((entry) => entry.after?.username === 'support')).toHaveLength(0);
  });

  it('keeps the audit log append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    for (const statement of [
      sql`update audit_log set actor_name = 'someone else'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.app.db.execute(statement).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(String((error?.cause as Error | undefined)?.message)).toMatch(/append-only/);
    }
    const total = json<{ value: { total: number } }>(
      await call(endpoints.audit.list, { headers: adminHeaders }),
    ).value.total;
    expect(total).toBeGreaterThan(3);
  });
});

describe('back-office operators in production', () => {
  it('seeds no operator: the demo passwords do not exist there', async () => {
    const t = await startTestApp({ production: true });
    try {
      const r = await t.app.inject({
        method: 'POST',
        url: e.signIn.path,
        payload: { username: 'admin', password: 'Admin1234' },
      });
      expect(json(r)).toMatchObject({ errorCode: 'admin.credentials_invalid' });
    } finally {
      await t.close();
    }
  });

  it('keeps the cookies Secure, and a demo operator seeded for a demo must enrol there', async () => {
    const t = await startTestApp({ production: true, seedDemoOperators: true });
    const strict = { secure: true, httpOnly: true, sameSite: 'Strict', path: '/wps/admin' };
    try {
      const r = await t.app.inject({
        method: 'POST',
        url: e.signIn.path,
        payload: { username: 'admin', password: 'Admin1234' },
      });
      const { value } = json<{ value: SignIn }>(r);
      expect(value).toMatchObject({ next: 'enrol', enrolment: { maySkip: false } });
      const step = r.cookies.find((c) => c.name === 'kalaro_admin_sign_in')!;
      expect(step).toMatchObject(strict);
      const headers = { cookie: `kalaro_admin_sign_in=${step.value}` };
      const skip = await t.app.inject({ method: 'POST', url: e.skipEnrolment.path, headers });
      expect(json(skip)).toMatchObject({ errorCode: 'admin.enrolment_required' });
      const code = await generate({ secret: value.enrolment.secret });
      const ok = await t.app.inject({
        method: 'POST',
        url: e.signInCode.path,
        headers,
        payload: { code },
      });
      expect(ok.cookies.find((c) => c.name === 'kalaro_admin')).toMatchObject(strict);
    } finally {
      await t.close();
    }
  });
});
