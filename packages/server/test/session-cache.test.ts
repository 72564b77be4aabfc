import { endpoints } from '@kalaro/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersTable, sessionsTable } from '../src/db/schema.ts';
import { LoadingCache } from '../src/lib/ttl-cache.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { SESSION_CACHE, SESSION_TTL } from '../src/modules/accounts/sessions.ts';
import {
  bearer,
  loginOk,
  memberIdOf,
  smsCodeFor,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { json } from './helpers.ts';

const { auth, member, security } = endpoints;

/**
 * Sessions (and member info) are kept in memory for a few seconds: a session
 * ended or an account changed through the app is refused at once all the same;
 * expiry and the once-a-minute last-seen write still hold.
 */
describe('sessions kept in memory', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const info = (token: string) =>
    t.app.inject({ method: 'GET', url: member.info.path, headers: bearer(token) });
  const expectRefused = async (token: string) => {
    const r = await info(token);
    expect(r.statusCode).toBe(401);
    expect(json(r)).toMatchObject({ success: false, errorCode: 'auth.session_expired' });
  };
  const sessionRow = async (token: string) => {
    const [row] = await t.app.db
      .select()
      .from(sessionsTable)
      .where(eq(sessionsTable.tokenHash, sha256(token)));
    return row!;
  };
  const memberId = (username: string) => memberIdOf(t, username);
  /** Past whatever is kept in memory (its time to live runs on the app's clock). */
  const outliveCache = () => t.clock.advance(SESSION_CACHE.ttlMs + 1);

  it('answers from memory: a revocation written behind its back shows only after the time to live', async () => {
    const { token } = await loginOk(t, 'demo', 'Demo1234', '10.30.0.1');
    expect((await info(token)).statusCode).toBe(200);
    // Straight into the database: nothing tells the cache, so the next call did not read it.
    await t.app.db
      .update(sessionsTable)
      .set({ revokedAt: new Date(t.clock.now()) })
      .where(eq(sessionsTable.tokenHash, sha256(token)));
    expect((await info(token)).statusCode).toBe(200);
    outliveCache();
    await expectRefused(token);
  });

  it('refuses a kept session at once after logout, with the same answer as before', async () => {
    const { token } = await loginOk(t, 'demo', 'Demo1234', '10.30.0.2');
    const other = await loginOk(t, 'demo', 'Demo1234', '10.30.0.2');
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(other.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: auth.logout.path,
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    await expectRefused(token);
    // The member's other session goes on.
    expect((await info(other.token)).statusCode).toBe(200);
  });

  it('refuses the other kept sessions at once after a password change, and shows the new flags', async () => {
    const a = await loginOk(t, 'newbie', 'Newbie1234', '10.30.0.3');
    const b = await loginOk(t, 'newbie', 'Newbie1234', '10.30.0.4');
    expect(json(await info(a.token))).toMatchObject({ value: { firstTimeLogin: true } });
    expect((await info(b.token)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: security.changePassword.path,
      headers: bearer(a.token),
      payload: {
        oldPassword: 'Newbie1234',
        newPassword: 'Fresh5678',
        confirmNewPassword: 'Fresh5678',
      },
    });
    expect(json(change)).toEqual({ success: true, value: { done: true } });
    await expectRefused(b.token);
    expect(json(await info(a.token))).toMatchObject({ value: { firstTimeLogin: false } });
  });

  it('refuses every kept session at once after a password reset by phone', async () => {
    const { token } = await loginOk(t, 'demo', 'Demo1234', '10.30.0.5');
    expect((await info(token)).statusCode).toBe(200);
    const code = await smsCodeFor(t, '9171234567', 'reset', '10.30.0.6');
    const reset = await t.app.inject({
      method: 'POST',
      url: auth.setPasswordByPhone.path,
      remoteAddress: '10.30.0.6',
      payload: {
        mobileNum: '9171234567',
        countryDialingCode: '+63',
        verificationCode: code,
        newPassword: 'Other9876',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRefused(token);
  });

  it('refuses the kept session of a member disabled or moved to the agent side once the change is told', async () => {
    for (const [username, password, change] of [
      ['player', 'Player1234', { status: 'disabled' }],
      ['team1', 'Team1234', { side: 'agent' }],
    ] as const) {
      const { token } = await loginOk(t, username, password, '10.30.0.7');
      expect((await info(token)).statusCode).toBe(200);
      const id = await memberId(username);
      await t.app.db.update(membersTable).set(change).where(eq(membersTable.id, id));
      t.app.sessions.memberChanged(id);
      await expectRefused(token);
    }
  });

  it('answers member info from memory until the member row changes, on this instance at once', async () => {
    const { token } = await loginOk(t, 'team2', 'Team1234', '10.30.0.10');
    const nickname = async () =>
      json<{ value: { nickname: string | null } }>(await info(token)).value.nickname;
    const before = await nickname();
    const id = await memberId('team2');
    await t.app.db.update(membersTable).set({ nickname: 'Renamed' }).where(eq(membersTable.id, id));
    expect(await nickname()).toBe(before); // kept: the row was not read again
    t.app.sessions.memberChanged(id);
    expect(await nickname()).toBe('Renamed');
  });

  it('sends member info with a private ETag: 304 while unchanged, the new answer once the row changes', async () => {
    const { token } = await loginOk(t, 'team3', 'Team1234', '10.30.0.11');
    const first = await info(token);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    // One member's answer: only that browser may keep it, and it asks each time.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const held = () =>
      t.app.inject({
        method: 'GET',
        url: member.info.path,
        headers: { ...bearer(token), 'if-none-match': etag },
      });
    const unchanged = await held();
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['x-content-type-options']).toBe('nosniff');

    const id = await memberId('team3');
    await t.app.db.update(membersTable).set({ nickname: 'Changed' }).where(eq(membersTable.id, id));
    t.app.sessions.memberChanged(id);
    const changed = await held();
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(json<{ value: { nickname: string } }>(changed).value.nickname).toBe('Changed');
    // Without a session there is no answer to revalidate: still refused.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: member.info.path,
      headers: { 'if-none-match': etag },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('still ends a kept session at its absolute expiry, checked on every call', async () => {
    const { token } = await loginOk(t, 'agent', 'Agent1234', '10.30.0.8');
    for (let h = 1; h < 24; h += 1) {
      t.clock.advance(60 * 60_000);
      expect((await info(token)).statusCode, `hour ${h}`).toBe(200);
    }
    t.clock.advance(SESSION_TTL.normal.absoluteMs - 23 * 60 * 60_000 - 2_000);
    expect((await info(token)).statusCode).toBe(200); // now kept, 2 s before the end
    t.clock.advance(2_000);
    await expectRefused(token);
  });

  it('still writes last-seen once a minute, not on every call while kept', async () => {
    const { token } = await loginOk(t, 'subagent', 'Agent1234', '10.30.0.9');
    const loggedInAt = (await sessionRow(token)).lastSeenAt.getTime();
    t.clock.advance(SESSION_TTL.touchEveryMs - 1_000);
    expect((await info(token)).statusCode).toBe(200); // read and kept; no write yet
    expect((await sessionRow(token)).lastSeenAt.getTime()).toBe(loggedInAt);
    t.clock.advance(2_000);
    expect((await info(token)).statusCode).toBe(200); // kept: a minute has passed, written
    const touchedAt = t.clock.now();
    const touched = await sessionRow(token);
    expect(touched.lastSeenAt.getTime()).toBe(touchedAt);
    expect(touched.idleExpiresAt.getTime()).toBe(touchedAt + SESSION_TTL.normal.idleMs);
    t.clock.advance(1_000);
    expect((await info(token)).statusCode).toBe(200); // still kept: not written again
    expect((await sessionRow(token)).lastSeenAt.getTime()).toBe(touchedAt);
  });
});

describe('loading cache rules', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('loads a key once for every waiting caller and keeps it', async () => {
    const cache = new LoadingCache<string>(10, 1_000);
    let loads = 0;
    const load = async () => `v${++loads}`;
    const [a, b] = await Promise.all([cache.load('k', load), cache.load('k', load)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    expect(await cache.load('k', load)).toBe('v1');
  });

  it('does not keep a load that was under way when its key, or anything, was forgotten', async () => {
    for (const forget of [
      (cache: LoadingCache<string>) => cache.delete('k'),
      (cache: LoadingCache<string>) => cache.deleteWhere(() => false),
      (cache: LoadingCache<string>) => cache.clear(),
    ]) {
      const cache = new LoadingCache<string>(10, 1_000);
      const stale = deferred<string>();
      const first = cache.load('k', () => stale.promise);
      forget(cache);
      // A caller after the forgetting does not share the stale load.
      const second = cache.load('k', async () => 'fresh');
      stale.resolve('stale');
      expect(await first).toBe('stale');
      expect(await second).toBe('fresh');
      expect(cache.get('k')).toBe('fresh');
    }
  });

  it('keeps neither a failed load nor a value `keep` refuses', async () => {
    const cache = new LoadingCache<string>(10, 1_000);
    await expect(cache.load('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(
      await cache.load(
        'k',
        async () => 'expired',
        (v) => v !== 'expired',
      ),
    ).toBe('expired');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', async () => 'ok')).toBe('ok');
  });
});
