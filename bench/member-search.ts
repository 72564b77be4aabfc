/**
 * npm run bench (ninth part) — the back office's member search on 100,000
 * members. Builds the app in-process (PGlite, and PostgreSQL when
 * BENCH_DATABASE_URL is set), fills the members table (usernames, mobiles,
 * e-mails, one agent for every 100 members), then asks GET /wps/admin/members
 * over HTTP one request at a time: by username prefix, by mobile, by e-mail and
 * by agent, each with terms that vary so no answer is cached anywhere. Prints
 * p50/p99 in milliseconds and writes bench/results/member-search.json.
 */
import { randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import {
  BENCH_KINDS,
  round,
  startBenchApp,
  type BenchDatabaseKind,
  writeBenchResults,
} from './load-app.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const AGENTS = MEMBERS / 100;
const REQUESTS = Number(process.env.BENCH_MEMBER_SEARCH_REQUESTS ?? 100);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(kind: BenchDatabaseKind) {
  const adminToken = `bench-admin-${randomUUID()}`;
  const { app, baseUrl, close } = await startBenchApp(kind, { adminToken });
  try {
    const seeded = performance.now();
    await app.db.execute(sql`
      insert into members (merchant_code, username, type, reg_date)
      select 'KALARO', 'agent' || g, 1, now() - g * interval '1 minute'
      from generate_series(1, ${AGENTS}) g`);
    await app.db.execute(sql`
      insert into members (merchant_code, username, type, upline_id, dial_code, mobile, email, reg_date)
      select 'KALARO', 'player' || g, 0, a.id, '+63', (9170000000 + g)::text, 'player' || g || '@mail.example',
        now() - g * interval '1 second'
      from generate_series(1, ${MEMBERS - AGENTS}) g
      join members a on a.username = 'agent' || (1 + g % ${AGENTS})`);
    await app.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const headers = { authorization: `Bearer ${adminToken}` };

    const measure = async (by: string, term: (i: number) => string) => {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const query = new URLSearchParams({ by, q: term(i), page: '1', pageSize: '20' });
        const started = performance.now();
        const r = await fetch(`${baseUrl}${endpoints.member.adminSearch.path}?${query}`, {
          headers,
        });
        const body = (await r.json()) as { value?: { members: unknown[] } };
        times.push(performance.now() - started);
        if (r.status !== 200 || !body.value) throw new Error(`member search: ${r.status}`);
        found += body.value.members.length;
      }
      times.sort((a, b) => a - b);
      return `${round(percentile(times, 50))} / ${round(percentile(times, 99))} (${round(found / REQUESTS)} found)`;
    };
    // Prefixes of 4 to 7 digits after "player": from about a thousand matches down to one.
    const number = (i: number) => String(1 + ((i * 7919) % (MEMBERS - AGENTS)));
    return {
      database: kind,
      members: MEMBERS,
      'seed s': round(seedSeconds),
      requests: REQUESTS,
      'username prefix p50 / p99 ms': await measure(
        'username',
        (i) => `player${number(i).slice(0, 4 + (i % 3))}`,
      ),
      'mobile p50 / p99 ms': await measure('mobile', (i) => `0${9170000000 + Number(number(i))}`),
      'e-mail p50 / p99 ms': await measure('email', (i) => `Player${number(i)}@mail.example`),
      'agent p50 / p99 ms': await measure('agent', (i) => `agent${1 + (i % AGENTS)}`),
    };
  } finally {
    await close();
  }
}

async function main() {
  const runs = [];
  for (const kind of BENCH_KINDS) {
    const figures = await run(kind);
    console.log(
      `\nmember search: ${MEMBERS} members, ${REQUESTS} requests per kind, one at a time (${kind})`,
    );
    console.table([figures]);
    runs.push(figures);
  }
  writeBenchResults('member-search.json', {
    endpoint: `GET ${endpoints.member.adminSearch.path}`,
    note: 'in-process server over loopback HTTP; 100,000 members (1,000 agents), newest first, 20 a page',
    runs,
  });
}

await main();
