/**
 * npm run bench (last part) — a campaign budget under load. Builds the
 * app in-process (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set), creates
 * a reward of 1.00 with a total budget of 50.00 through the admin API, and fires
 * 200 claims at once over HTTP, one per member. Exactly 50 may be paid, the rest
 * refused with campaign.budget_exhausted; the ledger's credits for the reward
 * must sum to the budget and the campaign's spent must say the same. Reports the
 * claims' latency (median, p95). Writes bench/results/campaign-budget.json; exits
 * non-zero when a check fails.
 */
import { randomUUID } from 'node:crypto';
import type { Campaign } from '@kalaro/contract/campaigns';
import { endpoints } from '@kalaro/contract/endpoints';
import { sql } from 'drizzle-orm';
import { insertMember } from '../packages/server/src/modules/accounts/repo.ts';
import { createSession } from '../packages/server/src/modules/accounts/sessions.ts';
import { openWallet } from '../packages/server/src/modules/wallet/service.ts';
import { type BenchDatabaseKind, round, runCheckedBench, startBenchApp } from './load-app.ts';

const CLAIMS = Number(process.env.BENCH_CAMPAIGN_CLAIMS ?? 200);
const AMOUNT = '1.00';
const BUDGET = '50.00';
const EXPECTED_PAID = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run(kind: BenchDatabaseKind) {
  const adminToken = `bench-admin-${randomUUID()}`;
  const { app, baseUrl, close } = await startBenchApp(kind, { adminToken });
  const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  try {
    const created = await fetch(`${baseUrl}${endpoints.admin.createReward.path}`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        translations: { EN: { title: 'Bench reward', description: 'One claim each' } },
        amount: AMOUNT,
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(Date.now() + 3_600_000).toISOString(),
        budget: BUDGET,
      }),
    });
    if (created.status !== 200) throw new Error(`reward refused: ${await created.text()}`);
    const reward = ((await created.json()) as { value: Campaign }).value;

    const members = [];
    for (let i = 0; i < CLAIMS; i++) {
      const member = await insertMember(app.db, {
        merchantCode: 'KALARO',
        username: `benchclaim${i}`,
      });
      await openWallet(app.db, member.id);
      const { token } = await createSession(
        app.db,
        member,
        { rememberMe: false, ip: '127.0.0.1' },
        Date.now(),
      );
      members.push({ authorization: `Bearer ${token}` });
    }

    const url = `${baseUrl}${endpoints.rewards.claim.path.replace(':id', String(reward.id))}`;
    const started = performance.now();
    const answers = await Promise.all(
      members.map(async (headers) => {
        const t0 = performance.now();
        const r = await fetch(url, { method: 'POST', headers });
        const body = (await r.json()) as { errorCode?: string };
        return { status: r.status, errorCode: body.errorCode, ms: performance.now() - t0 };
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const paid = answers.filter((a) => a.status === 200);
    const exhausted = answers.filter((a) => a.errorCode === 'campaign.budget_exhausted');
    const other = answers.filter(
      (a) => a.status !== 200 && a.errorCode !== 'campaign.budget_exhausted',
    );
    const [ledger] = (
      (await app.db.execute(
        sql`select coalesce(sum(amount_minor), 0) as total, count(*) as n from ledger_entries where reference = ${`reward:${reward.id}`}`,
      )) as unknown as { rows: { total: string | number; n: string | number }[] }
    ).rows;
    const ledgerTotal = Number(ledger!.total);
    const listed = await fetch(`${baseUrl}${endpoints.admin.listCampaigns.path}?kind=reward`, {
      headers: { authorization: admin.authorization },
    });
    const spent = ((await listed.json()) as { value: { list: Campaign[] } }).value.list.find(
      (c) => c.id === reward.id,
    )?.spent;
    const expectedMinor = EXPECTED_PAID * 100;
    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);

    const checks = {
      exactlyBudgetPaid: paid.length === EXPECTED_PAID,
      restRefusedBudgetExhausted: exhausted.length === CLAIMS - EXPECTED_PAID,
      ledgerEqualsBudget: ledgerTotal === expectedMinor && Number(ledger!.n) === EXPECTED_PAID,
      spentEqualsLedger: spent === (ledgerTotal / 100).toFixed(2),
    };
    const figures = {
      database: kind,
      claims: CLAIMS,
      paid: paid.length,
      'budget exhausted': exhausted.length,
      'other errors': other.length,
      ...(other.length > 0
        ? { 'error codes': [...new Set(other.map((a) => a.errorCode ?? a.status))].join() }
        : {}),
      'ledger total': (ledgerTotal / 100).toFixed(2),
      expected: (expectedMinor / 100).toFixed(2),
      'campaign spent': spent ?? null,
      'median ms': round(percentile(latencies, 50)),
      'p95 ms': round(percentile(latencies, 95)),
      seconds: round(seconds),
      'claims/s': round(CLAIMS / seconds),
    };
    return { figures, checks };
  } finally {
    await close();
  }
}

runCheckedBench({
  name: 'campaign budget',
  title: (kind) =>
    `campaign budget: ${CLAIMS} concurrent claims of ${AMOUNT} against a budget of ${BUDGET} (${kind})`,
  run,
  file: 'campaign-budget.json',
  endpoint: `POST ${endpoints.rewards.claim.path}`,
  note: `in-process server, one claim per member over loopback HTTP all at once (fetch), a reward of ${AMOUNT} with a total budget of ${BUDGET} created through the admin API`,
});
