import { randomUUID } from 'node:crypto';
import type { SessionValue } from '@kalaro/contract/account';
import {
  encryptForServer,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  importPublicKey,
} from '@kalaro/contract/encryption';
import { endpoints } from '@kalaro/contract/endpoints';
import type { LotteryState } from '@kalaro/contract/lottery';
import type { StartupSettings } from '@kalaro/contract/operator';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_PASSWORD } from '../src/modules/agent/seed.ts';
import { seedConfig } from './helpers.ts';
import {
  callServer,
  createSharedInstallation,
  POSTGRES_URL,
  REDIS_URL,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

/**
 * Two server processes behind one (imagined) load balancer, on one PostgreSQL
 * database and one Redis: what one instance does, the other sees.
 */
const ready = Boolean(POSTGRES_URL && REDIS_URL);
if (!ready) {
  console.warn(
    'multi-instance.test: skipped, it needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both when PostgreSQL and Redis run here)',
  );
}

const RATE_LIMIT_MAX = 40;

describe.runIf(ready)('two server processes on PostgreSQL + Redis', () => {
  let installation: Awaited<ReturnType<typeof createSharedInstallation>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let adminToken: string;

  beforeAll(async () => {
    installation = await createSharedInstallation();
    adminToken = installation.env.KALARO_ADMIN_TOKEN!;
    const env = {
      ...installation.env,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      // Each phase below calls from an address of its own (X-Forwarded-For).
      TRUST_PROXY: 'true',
      LOTTERY_DRAW_SECONDS: '4',
      LOTTERY_CLOSE_SECONDS: '1',
    };
    // Started together on an empty database: they migrate and seed one after the other.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await installation?.drop();
  }, 60_000);

  /** A call from `ip` (X-Forwarded-For; 10.1.0.1 unless told). */
  const call = <T>(
    server: ServerProcess,
    path: string,
    { ip = '10.1.0.1', ...init }: Parameters<typeof callServer>[2] & { ip?: string } = {},
  ) =>
    callServer<T>(server, path, { ...init, headers: { 'x-forwarded-for': ip, ...init.headers } });

  const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Runs `task` with a connection to the instances' database. */
  async function withDatabase<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: installation.databaseUrl });
    await client.connect();
    try {
      return await task(client);
    } finally {
      await client.end();
    }
  }

  /** A sealed login (of the demo member unless told), as the web app sends it. */
  async function sealedLogin(
    server: ServerProcess,
    ip: string,
    username = 'demo',
    password = 'Demo1234',
  ) {
    const startup = await call<StartupSettings>(server, endpoints.system.startup.path, { ip });
    const key = await importPublicKey(startup.body.value!.security.publicKey);
    return encryptForServer(key, { type: 'username', username, password });
  }

  const sendLogin = (server: ServerProcess, ip: string, sealed: unknown) =>
    call<SessionValue>(server, endpoints.auth.login.path, {
      method: 'POST',
      body: sealed,
      ip,
      headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
    });

  async function loginOn(
    server: ServerProcess,
    ip: string,
    username?: string,
    password?: string,
  ): Promise<string> {
    const { status, body } = await sendLogin(
      server,
      ip,
      await sealedLogin(server, ip, username, password),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.value!.token;
  }

  it('refuses a sealed login replayed to the other instance', async () => {
    const ip = '10.6.0.1';
    const sealed = await sealedLogin(a, ip);
    expect((await sendLogin(a, ip, sealed)).status).toBe(200);
    const replayed = await sendLogin(b, ip, sealed);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ success: false, errorCode: 'auth.replayed' });
  });

  it('runs both on one database, migrated and seeded once', async () => {
    await withDatabase(async (client) => {
      const members = await client.query(
        "SELECT count(*)::int AS n FROM members WHERE lower(username) = 'demo'",
      );
      expect(members.rows[0].n).toBe(1);
      const configs = await client.query('SELECT count(*)::int AS n FROM operator_config');
      expect(configs.rows[0].n).toBe(1);
    });
  });

  it('accepts a session made on one instance on the other, and ends it on both within 1 s', async () => {
    const token = await loginOn(a, '10.2.0.1');
    const auth = { authorization: `Bearer ${token}` };
    const info = (server: ServerProcess) =>
      call<{ account: string }>(server, endpoints.member.info.path, {
        headers: auth,
        ip: '10.2.0.1',
      });
    const onB = await info(b);
    expect(onB.status).toBe(200);
    expect(onB.body.value?.account).toBe('demo');
    // A keeps the session in memory now: only the published logout can end it in time.
    expect((await info(a)).status).toBe(200);

    const logout = await call(b, endpoints.auth.logout.path, {
      method: endpoints.auth.logout.method,
      body: {},
      headers: auth,
      ip: '10.2.0.1',
    });
    expect(logout.status).toBe(200);
    expect((await info(b)).status).toBe(401);
    const endedAt = Date.now();
    let onA = await info(a);
    while (onA.status === 200 && Date.now() - endedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // within the rate limit
      onA = await info(a);
    }
    expect(onA.status).toBe(401);
    expect(onA.body).toMatchObject({ success: false, errorCode: 'auth.session_expired' });
  });

  it('ends every session of a member who self-excludes on the other instance within 1 s, and refuses play there', async () => {
    const ip = '10.7.0.1';
    const onA = bearerOf(await loginOn(a, ip, 'tm030', DEMO_TEAM_PASSWORD));
    const onB = bearerOf(await loginOn(b, ip, 'tm030', DEMO_TEAM_PASSWORD));
    const info = (headers: Record<string, string>) =>
      call(a, endpoints.member.info.path, { headers, ip });
    const launch = (headers: Record<string, string>) =>
      call(a, endpoints.games.launch.path, { method: 'POST', body: { nodeId: 1 }, headers, ip });
    // A keeps the session, and what it read of the member's protection (none), in memory.
    expect((await info(onA)).status).toBe(200);
    expect((await launch(onA)).body.errorCode).not.toBe('protection.excluded');

    const taken = await call(b, endpoints.protection.take.path, {
      method: 'POST',
      body: { period: '6m' },
      headers: onB,
      ip,
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const takenAt = Date.now();
    let seen = await info(onA);
    while (seen.status === 200 && Date.now() - takenAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await info(onA);
    }
    expect(seen.body).toMatchObject({ success: false, errorCode: 'auth.session_expired' });

    // A new session on A (to withdraw) is refused play at once: A forgot the "none" it kept.
    const again = bearerOf(await loginOn(a, ip, 'tm030', DEMO_TEAM_PASSWORD));
    const refused = await launch(again);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'protection.excluded' });
  });

  it('counts the API rate limit across both instances', async () => {
    const ip = '10.3.0.1';
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMIT_MAX * 1.5 }, (_, i) =>
        call(i % 2 ? a : b, endpoints.system.startup.path, { ip }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    // Each instance alone would have let all 60 through (30 each, under its own 40).
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(RATE_LIMIT_MAX / 2);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body).toMatchObject({ success: false, errorCode: 'rate.limited' });
  });

  it('sees an operator-config change and a new announcement on the other instance within 1 s', async () => {
    const announcementsUrl = `${endpoints.content.announcements.path}?types=PL&groupName=m_home`;
    // Warm B's announcement cache first: only an invalidation can show the new one in time.
    const before = await call<{ list: { title: string }[] }>(b, announcementsUrl, {
      ip: '10.4.0.1',
    });
    expect(before.status).toBe(200);

    const config = seedConfig();
    config.whitelabel.CAPTCHA = !config.whitelabel.CAPTCHA;
    const title = `Shared ${randomUUID().slice(0, 8)}`;
    const admin = { authorization: `Bearer ${adminToken}` };
    const put = await call(a, endpoints.admin.putOperatorConfig.path, {
      method: 'PUT',
      body: config,
      headers: admin,
      ip: '10.4.0.2',
    });
    expect(put.status).toBe(200);
    const created = await call(a, endpoints.admin.createAnnouncement.path, {
      method: 'POST',
      body: {
        type: 'PL',
        groupName: 'm_home',
        translations: { EN: { title, content: `<p>${title}</p>` } },
      },
      headers: admin,
      ip: '10.4.0.2',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const changedAt = Date.now();

    let seenConfig = false;
    let seenAnnouncement = false;
    while (Date.now() - changedAt < 1000 && !(seenConfig && seenAnnouncement)) {
      const startup = await call<StartupSettings>(b, endpoints.system.startup.path, {
        ip: '10.4.0.3',
      });
      seenConfig ||= startup.body.value?.info.whitelabel.CAPTCHA === config.whitelabel.CAPTCHA;
      const list = await call<Record<string, unknown>>(b, announcementsUrl, { ip: '10.4.0.3' });
      seenAnnouncement ||= JSON.stringify(list.body.value).includes(title);
    }
    expect({ seenConfig, seenAnnouncement }).toEqual({ seenConfig: true, seenAnnouncement: true });
  });

  it('settles each lottery draw once although both run the scheduler, and fails over when one stops', async () => {
    const ip = '10.5.0.1';
    const token = await loginOn(b, ip);
    const auth = { authorization: `Bearer ${token}` };
    const code = 'QUICK3_1';
    const bet = async (server: ServerProcess) => {
      for (;;) {
        const state = await call<LotteryState>(server, `/wps/lottery/${code}`, {
          headers: auth,
          ip,
        });
        const draw = state.body.value!.current;
        if (draw.status === 'open' && Date.parse(draw.closesAt) - Date.now() > 500) {
          const placed = await call<{ betId: number }>(server, `/wps/lottery/${code}/bets`, {
            method: 'POST',
            body: {
              drawId: draw.drawId,
              selection: 'BIG',
              amount: '1.00',
              idempotencyKey: randomUUID(),
            },
            headers: auth,
            ip,
          });
          if (placed.status === 200) return draw.drawId;
          expect(placed.body.errorCode).toBe('lottery.betting_closed');
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    };
    const settled = async (drawId: number) => {
      await withDatabase(async (client) => {
        for (let i = 0; i < 100; i++) {
          const { rows } = await client.query(
            `SELECT b.status FROM bets b JOIN lottery_bets lb ON lb.bet_id = b.id WHERE lb.draw_id = $1`,
            [drawId],
          );
          if (rows.length > 0 && rows.every((r) => r.status !== 'open')) return;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        throw new Error(`draw ${drawId} not settled within 20 s`);
      });
    };

    const first = await bet(a);
    await settled(first);

    // The lease holder runs the timer; one instance stopping hands the work to the other.
    const redis = new Redis(REDIS_URL!);
    const leaseKey = `${installation.env.REDIS_KEY_PREFIX}lease:lottery`;
    expect(await redis.get(leaseKey)).toMatch(/^[0-9a-f-]{36}$/);
    await a.stop('SIGKILL');
    const second = await bet(b);
    await settled(second);
    await redis.quit();

    await withDatabase(async (client) => {
      // Every bet settled, and paid exactly what it won (a loss pays nothing).
      const bets = await client.query(
        `SELECT b.id, b.status, b.win_minor::int AS won,
                coalesce(sum(l.amount_minor), 0)::int AS paid
           FROM bets b JOIN lottery_bets lb ON lb.bet_id = b.id
           LEFT JOIN ledger_entries l ON l.idempotency_key = 'lottery:bet:' || b.id || ':win'
          WHERE lb.draw_id = ANY($1) GROUP BY b.id`,
        [[first, second]],
      );
      expect(bets.rows.length).toBe(2);
      for (const row of bets.rows) {
        expect(row.status).toBe('settled');
        expect(row.paid).toBe(row.won);
      }
      const draws = await client.query(
        `SELECT id, status FROM lottery_draws WHERE id = ANY($1) ORDER BY id`,
        [[first, second]],
      );
      expect(draws.rows.map((r) => r.status)).toEqual(['settled', 'settled']);
      const mismatched = await client.query(
        `SELECT w.member_id FROM wallets w
           LEFT JOIN (SELECT member_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY member_id) l
             ON l.member_id = w.member_id
          WHERE w.balance_minor <> coalesce(l.total, 0)`,
      );
      expect(mismatched.rows).toEqual([]);
    });
  }, 90_000);
});
