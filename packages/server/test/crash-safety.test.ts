import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSharedInstallation,
  POSTGRES_URL,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';
import {
  fundedMembers,
  ledgerAudit,
  Player,
  slotGame,
  type Attempt,
  type Funded,
} from './traffic.ts';

/**
 * A server process killed (SIGKILL: no clean shutdown) in the middle of a burst
 * of slot spins and while a lottery draw is being settled, then started again:
 * no money is made or lost, no bet is settled twice, and none disappears.
 */
const ready = Boolean(POSTGRES_URL);
if (!ready) {
  console.warn(
    'crash-safety.test: skipped, it needs TEST_DATABASE_URL (.ci/run sets it when PostgreSQL runs here)',
  );
}

const PLAYERS = 10;
const BALANCE_MINOR = 1_000_000;

describe.runIf(ready)('a server killed mid-burst and restarted', () => {
  let installation: Awaited<ReturnType<typeof createSharedInstallation>>;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    installation = await createSharedInstallation();
    env = {
      ...installation.env,
      SLOT_MIN_SPIN_INTERVAL_MS: '0',
      LOTTERY_DRAW_SECONDS: '4',
      LOTTERY_CLOSE_SECONDS: '1',
      RATE_LIMIT_MAX: '1000000',
    };
    server = await startServerProcess(env);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await installation?.drop();
  }, 60_000);

  /** Status of each bet of a draw, read straight from the database. */
  async function drawBets(drawId: number) {
    const client = new pg.Client({ connectionString: installation.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ status: string; draw_status: string }>(
        `SELECT b.status, d.status AS draw_status FROM lottery_draws d
           LEFT JOIN lottery_bets lb ON lb.draw_id = d.id LEFT JOIN bets b ON b.id = lb.bet_id
          WHERE d.id = $1`,
        [drawId],
      );
      return {
        drawStatus: rows[0]?.draw_status,
        open: rows.filter((r) => r.status === 'open').length,
        settled: rows.filter((r) => r.status === 'settled').length,
      };
    } finally {
      await client.end();
    }
  }

  it('keeps every balance equal to its ledger, settles each bet once and loses none', async ({
    annotate,
  }) => {
    const first = server!;
    const members: Funded[] = await fundedMembers(installation.databaseUrl, PLAYERS, BALANCE_MINOR);
    const attempts: Attempt[] = [];
    const players = members.map((m, i) => new Player(m, attempts, `10.91.0.${i + 1}`));
    const memberIds = members.map((m) => m.memberId);
    const slot = await slotGame(first.url, members[0]!.token);

    // The burst: every player spins without pause, and bets on each lottery draw.
    let dead = false;
    const betDraws = new Set<number>();
    const burst = players.map(async (player, i) => {
      let round = 0;
      while (!dead) {
        if ((round++ + i) % 4 === 0) {
          const draw = await player.currentDraw(first.url);
          if (draw?.status === 'open') {
            betDraws.add(draw.drawId);
            await player.betLottery(first.url, draw.drawId);
          }
        } else {
          await player.spin(first.url, slot);
        }
      }
    });

    // Kill it the moment a draw with bets is drawn: its bets are being settled one by one.
    const waitStart = Date.now();
    let killedDraw: number | undefined;
    while (killedDraw === undefined && Date.now() - waitStart < 30_000) {
      for (const drawId of betDraws) {
        const state = await drawBets(drawId);
        // The first draw with bets is let settle; the next one is killed mid-settlement.
        if (state.drawStatus === 'drawn' && Date.now() - waitStart > 5_000) {
          killedDraw = drawId;
          break;
        }
      }
      if (killedDraw === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await first.stop('SIGKILL');
    dead = true;
    await Promise.all(burst);
    expect(killedDraw, 'a draw with bets was drawn while the burst ran').toBeDefined();
    const atKill = await drawBets(killedDraw!);

    const answered = attempts.filter((a) => a.status === 200);
    const unanswered = attempts.filter((a) => a.status === undefined);
    const refused = attempts.filter((a) => a.status !== undefined && a.status !== 200);
    expect(answered.filter((a) => a.kind === 'spin').length).toBeGreaterThan(50);
    expect(answered.filter((a) => a.kind === 'lottery').length).toBeGreaterThan(5);
    // Bets only close: a refusal is a bet too late for its draw.
    expect(refused.map((a) => a.errorCode).filter((c) => c !== 'lottery.betting_closed')).toEqual(
      [],
    );
    // Killed while calls were in flight.
    expect(unanswered.length).toBeGreaterThan(0);

    // Started again: it catches up on the draws, and each unanswered call is retried with its key.
    server = await startServerProcess(env);
    const byMember = new Map(players.map((p) => [p.member.memberId, p]));
    const retried = await Promise.all(
      unanswered.map(async (a) => ({
        attempt: a,
        answer: await byMember.get(a.memberId)!.retry(server!.url, a),
      })),
    );
    for (const { attempt, answer } of retried) {
      if (attempt.kind === 'spin') {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      } else {
        // Either the bet had been taken (answered again) or its draw has closed since.
        expect([200, 400, 409]).toContain(answer.status);
        if (answer.status !== 200) expect(answer.body?.errorCode).toBe('lottery.betting_closed');
      }
    }
    // An answered spin retried answers its first result: no second bet.
    const sample = answered.filter((a) => a.kind === 'spin').slice(0, 5);
    for (const attempt of sample) {
      const again = await byMember.get(attempt.memberId)!.retry(server.url, attempt);
      expect(again.status).toBe(200);
      expect(again.body?.value).toMatchObject({ replayed: true });
    }

    // Every draw with bets gets settled after the restart (the scheduler catches up).
    let audit = await ledgerAudit(installation.databaseUrl, memberIds);
    for (let i = 0; i < 100 && audit.bets.some((b) => b.status === 'open'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      audit = await ledgerAudit(installation.databaseUrl, memberIds);
    }
    expect(audit.mismatchedWallets).toEqual([]);
    expect(audit.duplicateLedgerKeys).toEqual([]);
    expect(audit.bets.filter((b) => b.status !== 'settled')).toEqual([]);
    for (const bet of audit.bets) {
      expect({ id: bet.id, debits: bet.debits, debited: bet.debited }).toEqual({
        id: bet.id,
        debits: 1,
        debited: bet.stake,
      });
      expect({ id: bet.id, paid: bet.paid, payouts: bet.payouts }).toEqual({
        id: bet.id,
        paid: bet.win,
        payouts: bet.win > 0 ? 1 : 0,
      });
    }
    // None lost: every bet answered (or answered on retry) is in the table, exactly once.
    const keys = new Map<string, number>();
    for (const bet of audit.bets) {
      const key = `${bet.member_id}:${bet.idempotency_key}`;
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    const accepted = [
      ...answered,
      ...retried.filter((r) => r.answer.status === 200).map((r) => r.attempt),
    ];
    for (const attempt of accepted) {
      expect(keys.get(`${attempt.memberId}:${attempt.body.idempotencyKey as string}`)).toBe(1);
    }
    // And nothing else: every bet row is one the players placed.
    expect(audit.bets.length).toBe(accepted.length);
    expect(audit.unsettledDraws).toEqual([]);

    await annotate(
      `crash-safety: ${answered.length} answered, ${unanswered.length} in flight at SIGKILL ` +
        `(${retried.filter((r) => r.answer.status === 200).length} accepted on retry), ` +
        `draw ${killedDraw} at kill: ${atKill.settled} settled / ${atKill.open} open; ` +
        `${audit.bets.length} bets audited`,
    );
  }, 180_000);
});
