import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SERVER_ROOT } from '../src/config.ts';
import { agentPayoutKey, endedPeriods, periodAt } from '../src/modules/agent/model.ts';
import { AgentPayouts } from '../src/modules/agent/payouts.ts';
import { addBet, payoutState, payoutTeam, type PayoutAgent } from './agent-payout-helpers.ts';
import {
  createTestDatabase,
  putOperatorConfig,
  testOptions,
  type TestDatabase,
} from './helpers.ts';

/**
 * A payout pass killed with SIGKILL half-way (no clean shutdown, no finally),
 * then a pass again after a restart: every agent is paid each period once and
 * only once — one payout row, one ledger credit, the balance equal to them.
 * On the file-backed PGlite of the test, or PostgreSQL with TEST_DATABASE_URL.
 */
const AGENTS = 24;
const KILL_AFTER = 12;
const NOW = Date.parse('2026-11-25T10:30:00Z');
const DAY = periodAt('day', NOW - 86_400_000, 0); // 24 Nov
const DAY_BET = DAY.start + 12 * 3_600_000; // 24 Nov 12:05: the day and its hour 12:00
const HOUR = endedPeriods('hourlySalary', NOW, 0, 1)[0]!; // 25 Nov 09:00
const PAYOUTS_EACH = 3;
const share = (minor: number, bp: number) => Math.floor((minor * bp) / 10_000);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('an agent payout pass killed half-way and run again', () => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  let agents: PayoutAgent[];

  const open = async () => {
    app = await buildApp(testOptions(database.options));
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ persistent: true });
    const first = await open();
    await putOperatorConfig({ app: first }, (c) => {
      c.agent.payouts = { reviewAbove: null, utcOffset: 0 };
    });
    ({ agents } = await payoutTeam(first.db, {
      prefix: 'crash',
      agents: AGENTS,
      contracts: [
        { kind: 'dailySalary', rateBp: 100 },
        { kind: 'hourlySalary', rateBp: 50 },
      ],
      since: new Date(NOW - 10 * 86_400_000),
    }));
    for (const [i, agent] of agents.entries()) {
      // Three payouts each: the day of 24 Nov, its hour 12:00 and the hour 09:00 of 25 Nov.
      await addBet(first.db, agent.playerId, 10_000 * (i + 1), new Date(DAY_BET + 300_000));
      await addBet(first.db, agent.playerId, 20_000 * (i + 1), new Date(HOUR.start + 60_000));
    }
    await first.close();
    app = undefined;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  it('pays every agent each period once and only once', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/agent-payout-pass.child.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PAYOUT_DATABASE: JSON.stringify(database.options),
        PAYOUT_NOW: String(NOW),
        PAYOUT_DELAY_MS: '25',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`payout ${KILL_AFTER}\n`)) child.kill('SIGKILL');
    });
    expect(await exited, output).toBe('SIGKILL');
    expect(output).not.toContain('done');

    const again = await open();
    const before = rowsOf<{ n: string }>(
      await again.db.execute(
        sql`select count(*) as n from agent_payouts p join members m on m.id = p.member_id
             where m.username like 'crash%'`,
      ),
    );
    const paidBefore = Number(before[0]!.n);
    // The killed pass got part of the way: some paid, not all.
    expect(paidBefore).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(paidBefore).toBeLessThan(AGENTS * PAYOUTS_EACH);

    await new AgentPayouts(again.db, { now: () => NOW, scheduler: false }).pass();
    await new AgentPayouts(again.db, { now: () => NOW, scheduler: false }).pass();

    for (const [i, agent] of agents.entries()) {
      const state = await payoutState(again.db, agent.id);
      const dayStake = 10_000 * (i + 1);
      const expected = [
        [agentPayoutKey(agent.id, 'dailySalary', DAY.start), share(dayStake, 100)],
        [agentPayoutKey(agent.id, 'hourlySalary', DAY_BET), share(dayStake, 50)],
        [agentPayoutKey(agent.id, 'hourlySalary', HOUR.start), share(2 * dayStake, 50)],
      ].map(([key, amountMinor]) => ({ key: key as string, amountMinor: amountMinor as number }));
      const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
      expect(state.credits.sort(byKey)).toEqual(expected.sort(byKey));
      expect(state.rows).toHaveLength(PAYOUTS_EACH);
      expect(state.rows.every((r) => r.status === 'paid')).toBe(true);
      expect(state.balanceMinor).toBe(expected.reduce((sum, e) => sum + e.amountMinor, 0));
    }

    // Across the whole database: one credit per paid row, none without a row.
    const mismatched = rowsOf<{ n: string }>(
      await again.db.execute(sql`
        select count(*) as n from agent_payouts p
          full join ledger_entries l on l.idempotency_key =
            'agent-payout:' || p.kind || ':' || p.member_id || ':' ||
            to_char(p.period_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
         where (p.status = 'paid' and (l.id is null or l.amount_minor <> p.amount_minor))
            or (p.id is null and l.idempotency_key like 'agent-payout:%')
            or (p.status <> 'paid' and l.id is not null)`),
    );
    expect(Number(mismatched[0]!.n)).toBe(0);
  }, 180_000);
});
