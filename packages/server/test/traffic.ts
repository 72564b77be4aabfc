import { randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import type { Game } from '@kalaro/contract/games';
import type { LotteryState } from '@kalaro/contract/lottery';
import type { SlotState } from '@kalaro/contract/slot';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { openWallet, postMovement } from '../src/modules/wallet/service.ts';

/**
 * Players with money calling real server processes over HTTP: the traffic of
 * the crash-safety test and of the soak bench. Every money call is recorded
 * with its idempotency key, so what happened to it can be checked afterwards.
 */

export interface Attempt {
  kind: 'spin' | 'lottery';
  memberId: string;
  path: string;
  body: Record<string, unknown>;
  /** Undefined when no answer came (the connection broke: the server died). */
  status?: number;
  errorCode?: string;
  ms: number;
}

export interface Funded {
  memberId: string;
  username: string;
  token: string;
}

/** `count` new members, each with `balanceMinor` deposited (a ledger row) and a session token. */
export async function fundedMembers(
  databaseUrl: string,
  count: number,
  balanceMinor: number,
  /** Lets them log in (one argon2id hash shared by all); without it they only have sessions. */
  login?: { password: string; passwordHash: string },
): Promise<Funded[]> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const out: Funded[] = [];
    for (let i = 0; i < count; i++) {
      const member = await insertMember(database.db, {
        merchantCode: 'KALARO',
        username: `load${randomUUID().replace(/-/g, '').slice(0, 12)}`,
        ...(login ? { passwordHash: login.passwordHash } : {}),
      });
      await openWallet(database.db, member.id);
      await database.db.transaction((tx) =>
        postMovement(
          tx,
          {
            memberId: member.id,
            type: 'deposit',
            amountMinor: balanceMinor,
            idempotencyKey: `load-deposit:${member.id}`,
            reference: 'Load deposit',
            createdAt: new Date(),
          },
          1,
        ),
      );
      const { token } = await createSession(
        database.db,
        member,
        { rememberMe: true, ip: '10.90.0.1' },
        Date.now(),
      );
      out.push({ memberId: member.id, username: member.username, token });
    }
    return out;
  } finally {
    await database.close();
  }
}

type Envelope<T> = { success: boolean; value?: T; errorCode?: string };

/** One request; `status` stays undefined when the connection broke. */
export async function send<T>(
  url: string,
  init: {
    method?: string;
    body?: unknown;
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status?: number; body?: Envelope<T>; ms: number }> {
  const start = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as Envelope<T>;
    return { status: response.status, body, ms: performance.now() - start };
  } catch {
    return { ms: performance.now() - start };
  }
}

export const LOTTERY_CODE = 'QUICK3_1';
const lotteryPath = (path: string) => path.replace(':code', LOTTERY_CODE);

/** The first in-house slot and its smallest bet level. */
export async function slotGame(baseUrl: string, token: string) {
  const list = await send<{ games: Game[] }>(
    `${baseUrl}${endpoints.games.list.path}?vassalage=INHOUSE&pageSize=10`,
  );
  const game = list.body?.value?.games[0];
  if (!game) throw new Error(`no in-house game: ${JSON.stringify(list.body)}`);
  const state = await send<SlotState>(
    baseUrl + endpoints.inhouse.slotState.path.replace(':gameId', game.gameId),
    { token },
  );
  const bet = state.body?.value?.betLevels[0]?.bet;
  if (!bet) throw new Error(`no slot state: ${JSON.stringify(state.body)}`);
  return { gameId: game.gameId, bet };
}

/** One member's calls; each money call is appended to `attempts`. */
export class Player {
  constructor(
    readonly member: Funded,
    readonly attempts: Attempt[],
    private readonly ip = '10.90.0.1',
  ) {}

  private async money(
    kind: Attempt['kind'],
    baseUrl: string,
    path: string,
    body: Record<string, unknown>,
  ): Promise<Attempt> {
    const answer = await send(baseUrl + path, {
      method: 'POST',
      body,
      token: this.member.token,
      ip: this.ip,
    });
    const attempt: Attempt = {
      kind,
      memberId: this.member.memberId,
      path,
      body,
      status: answer.status,
      errorCode: answer.body?.errorCode,
      ms: answer.ms,
    };
    this.attempts.push(attempt);
    return attempt;
  }

  spin(baseUrl: string, slot: { gameId: string; bet: string }): Promise<Attempt> {
    return this.money(
      'spin',
      baseUrl,
      endpoints.inhouse.spin.path.replace(':gameId', slot.gameId),
      { bet: slot.bet, idempotencyKey: randomUUID() },
    );
  }

  /** The lottery's current draw (undefined when the server did not answer). */
  async currentDraw(baseUrl: string) {
    const state = await send<LotteryState>(baseUrl + lotteryPath(endpoints.lottery.state.path), {
      token: this.member.token,
      ip: this.ip,
    });
    return state.body?.value?.current;
  }

  /** A bet of 1.00 on BIG or SMALL of `drawId`. */
  betLottery(baseUrl: string, drawId: number): Promise<Attempt> {
    return this.money('lottery', baseUrl, lotteryPath(endpoints.lottery.placeBet.path), {
      drawId,
      selection: Math.random() < 0.5 ? 'BIG' : 'SMALL',
      amount: '1.00',
      idempotencyKey: randomUUID(),
    });
  }

  /** Sends the attempt's request again, with the same idempotency key. */
  async retry(baseUrl: string, attempt: Attempt) {
    return send(baseUrl + attempt.path, {
      method: 'POST',
      body: attempt.body,
      token: this.member.token,
      ip: this.ip,
    });
  }
}

/**
 * What the money tables say: wallets that differ from their ledger sum, ledger
 * keys written twice, draws left unsettled, and the bets of `memberIds` with
 * their ledger rows (the demo seed's bet history has none).
 */
export async function ledgerAudit(databaseUrl: string, memberIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const mismatched = await client.query(
      `SELECT w.member_id, w.balance_minor::bigint AS balance, coalesce(l.total, 0)::bigint AS ledger
         FROM wallets w
         LEFT JOIN (SELECT member_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY member_id) l
           ON l.member_id = w.member_id
        WHERE w.balance_minor <> coalesce(l.total, 0)`,
    );
    const duplicateKeys = await client.query(
      `SELECT idempotency_key FROM ledger_entries GROUP BY idempotency_key HAVING count(*) > 1`,
    );
    // Each bet: its stake debited once, and paid exactly what it won once settled.
    const bets = await client.query<{
      id: string;
      member_id: string;
      idempotency_key: string;
      status: string;
      stake: number;
      win: number;
      lottery: boolean;
      debited: number;
      debits: number;
      paid: number;
      payouts: number;
    }>(
      `SELECT b.id, b.member_id, b.idempotency_key, b.status, b.stake_minor::int AS stake,
              b.win_minor::int AS win, lb.bet_id IS NOT NULL AS lottery,
              coalesce(-sum(l.amount_minor) FILTER (WHERE l.type = 'bet'), 0)::int AS debited,
              count(l.id) FILTER (WHERE l.type = 'bet')::int AS debits,
              coalesce(sum(l.amount_minor) FILTER (WHERE l.type <> 'bet'), 0)::int AS paid,
              count(l.id) FILTER (WHERE l.type <> 'bet')::int AS payouts
         FROM bets b
         LEFT JOIN lottery_bets lb ON lb.bet_id = b.id
         LEFT JOIN ledger_entries l ON l.idempotency_key IN (
                'slot:' || b.member_id || ':' || b.idempotency_key || ':bet',
                'slot:' || b.member_id || ':' || b.idempotency_key || ':win',
                'lottery:' || b.member_id || ':' || b.idempotency_key || ':bet',
                'lottery:bet:' || b.id || ':win')
        WHERE b.member_id = ANY($1)
        GROUP BY b.id, lb.bet_id`,
      [memberIds],
    );
    const unsettledDraws = await client.query(
      `SELECT id, status FROM lottery_draws WHERE status <> 'settled' AND draw_at < now() - interval '1 second'`,
    );
    return {
      mismatchedWallets: mismatched.rows,
      duplicateLedgerKeys: duplicateKeys.rows.map((r) => r.idempotency_key as string),
      bets: bets.rows,
      unsettledDraws: unsettledDraws.rows,
    };
  } finally {
    await client.end();
  }
}
