import { endpoints } from '@kalaro/contract/endpoints';
import type { Game } from '@kalaro/contract/games';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../src/lib/random.ts';
import { signLaunchQuery } from '../src/modules/games/providers/seamless.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json } from './helpers.ts';
import { memberWithBalance, type Headers } from './slot-helpers.ts';
import { VendorSimulator } from './support/vendor-simulator.ts';

const VENDOR = 'PGX';
const SECRET = 'pgx-test-secret-3f9a1c77e2b54d0a';
const CURRENCY = 'PHP';
const ENDPOINT = 'https://games.pgx.example/launch';

/** Every line the server logged (trace level). */
const lines: string[] = [];
let t: AccountsTestApp;
let baseUrl: string;
let game: Game;

beforeAll(async () => {
  t = await startAccountsApp({
    logLevel: 'trace',
    logStream: { write: (line: string) => void lines.push(line) },
    seamlessVendors: [
      { vendor: VENDOR, endpoint: ENDPOINT, secret: SECRET, currency: CURRENCY, enabled: true },
    ],
  });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const r = await t.app.inject({
    method: 'GET',
    url: `${endpoints.games.list.path}?vassalage=${VENDOR}&pageSize=5`,
  });
  game = json<{ value: { games: Game[] } }>(r).value.games[0]!;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The token with one character of its sealed part changed. */
const tampered = (token: string) => {
  const i = Math.floor(token.length / 2);
  return token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
};

const simulator = (seed = 1) =>
  new VendorSimulator({
    baseUrl,
    vendor: VENDOR,
    secret: SECRET,
    currency: CURRENCY,
    gameId: game.gameId,
    now: t.clock.now,
    random: seededRandom(seed),
  });

/** Launches the game for the member; answers the player token of the signed launch URL. */
async function launch(headers: Headers): Promise<string> {
  const r = await t.app.inject({
    method: 'POST',
    url: endpoints.games.launch.path,
    headers,
    payload: { nodeId: game.nodeId, vendor: VENDOR, gameId: game.gameId },
  });
  expect(r.statusCode, r.body).toBe(200);
  const url = new URL(json<{ value: { url: string } }>(r).value.url);
  expect(`${url.origin}${url.pathname}`).toBe(ENDPOINT);
  const params = new URLSearchParams(url.search);
  const signature = params.get('signature');
  params.delete('signature');
  expect(signature).toBe(signLaunchQuery(SECRET, params));
  expect(params.get('game')).toBe(game.gameId);
  expect(params.get('currency')).toBe(CURRENCY);
  expect(params.get('returnUrl')).toBeTruthy();
  return params.get('token')!;
}

async function ledger(memberId: string) {
  const rows = await t.app.db.execute<{ sum: string; balance: string }>(sql`
    select (select coalesce(sum(amount_minor), 0) from ledger_entries where member_id = ${memberId}) as sum,
           (select balance_minor from wallets where member_id = ${memberId}) as balance`);
  const row = (rows as unknown as { rows: { sum: string; balance: string }[] }).rows[0]!;
  return { sum: Number(row.sum), balance: Number(row.balance) };
}

async function vendorMoves(memberId: string) {
  const rows = await t.app.db.execute<{ sum: string }>(sql`
    select coalesce(sum(amount_minor), 0) as sum from ledger_entries
    where member_id = ${memberId} and idempotency_key like ${`vendor:${VENDOR}:%`}`);
  return Number((rows as unknown as { rows: { sum: string }[] }).rows[0]!.sum);
}

describe('seamless wallet (vendor callbacks)', () => {
  it('debits, credits, replays with the first answer, and counts the round as a bet', async () => {
    const { memberId, headers } = await memberWithBalance(t, 10_000);
    const token = await launch(headers);
    const sim = simulator();
    const balance = await sim.call('balance', { playerToken: token });
    expect(balance.value?.balanceMinor).toBe(10_000);

    const debit = {
      playerToken: token,
      transactionId: 'd-1',
      roundId: 'r-1',
      gameId: game.gameId,
      amountMinor: 2_500,
    };
    const first = await sim.call('debit', debit);
    expect(first).toMatchObject({ success: true, value: { balanceMinor: 7_500, replayed: false } });
    const again = await sim.call('debit', debit);
    expect(again).toMatchObject({ success: true, value: { balanceMinor: 7_500, replayed: true } });

    const credit = {
      playerToken: token,
      transactionId: 'c-1',
      roundId: 'r-1',
      debitTransactionId: 'd-1',
      amountMinor: 4_000,
    };
    expect((await sim.call('credit', credit)).value?.balanceMinor).toBe(11_500);
    expect((await sim.call('credit', credit)).value).toMatchObject({
      balanceMinor: 11_500,
      replayed: true,
    });

    const rows = await t.app.db.execute(sql`
      select vendor, stake_minor::int as stake_minor, win_minor::int as win_minor, status
      from bets where member_id = ${memberId}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { vendor: VENDOR, stake_minor: 2_500, win_minor: 4_000, status: 'settled' },
    ]);
    // A settled round is not rolled back.
    const late = await sim.call('rollback', {
      playerToken: token,
      transactionId: 'x-1',
      roundId: 'r-1',
      debitTransactionId: 'd-1',
    });
    expect(late.errorCode).toBe('vendor.transaction_settled');
    expect(await ledger(memberId)).toEqual({ sum: 11_500, balance: 11_500 });
  });

  it('refuses a credit for an unknown debit, then takes it after the debit (out of order)', async () => {
    const { memberId, headers } = await memberWithBalance(t, 5_000);
    const token = await launch(headers);
    const sim = simulator();
    const credit = {
      playerToken: token,
      transactionId: 'c-o',
      roundId: 'r-o',
      debitTransactionId: 'd-o',
      amountMinor: 700,
    };
    const early = await sim.call('credit', credit);
    expect(early).toMatchObject({
      status: 404,
      success: false,
      errorCode: 'vendor.transaction_unknown',
    });
    expect(await ledger(memberId)).toEqual({ sum: 5_000, balance: 5_000 });
    await sim.call('debit', {
      playerToken: token,
      transactionId: 'd-o',
      roundId: 'r-o',
      gameId: game.gameId,
      amountMinor: 1_000,
    });
    expect((await sim.call('credit', credit)).value?.balanceMinor).toBe(4_700);
  });

  it('rolls a debit back once, refuses a credit after it, and tombstones a rollback that comes first', async () => {
    const { memberId, headers } = await memberWithBalance(t, 5_000);
    const token = await launch(headers);
    const sim = simulator();
    await sim.call('debit', {
      playerToken: token,
      transactionId: 'd-r',
      roundId: 'r-r',
      gameId: game.gameId,
      amountMinor: 1_200,
    });
    const rollback = {
      playerToken: token,
      transactionId: 'x-r',
      roundId: 'r-r',
      debitTransactionId: 'd-r',
    };
    // Rollbacks racing (different ids for the same debit): the stake returns once.
    const raced = await Promise.all([
      sim.call('rollback', rollback),
      sim.call('rollback', { ...rollback, transactionId: 'x-r2' }),
      sim.call('rollback', rollback),
    ]);
    for (const r of raced) expect(r.success).toBe(true);
    expect(await ledger(memberId)).toEqual({ sum: 5_000, balance: 5_000 });
    const credit = await sim.call('credit', {
      playerToken: token,
      transactionId: 'c-r',
      roundId: 'r-r',
      debitTransactionId: 'd-r',
      amountMinor: 900,
    });
    expect(credit.errorCode).toBe('vendor.transaction_rolled_back');

    // The rollback overtakes its debit: recorded, and the debit is refused when it comes.
    const ghost = await sim.call('rollback', {
      playerToken: token,
      transactionId: 'x-g',
      roundId: 'r-g',
      debitTransactionId: 'd-g',
    });
    expect(ghost).toMatchObject({ success: true, value: { balanceMinor: 5_000 } });
    const late = await sim.call('debit', {
      playerToken: token,
      transactionId: 'd-g',
      roundId: 'r-g',
      gameId: game.gameId,
      amountMinor: 300,
    });
    expect(late.errorCode).toBe('vendor.transaction_rolled_back');
    const voided = await t.app.db.execute(
      sql`select status from bets where member_id = ${memberId}`,
    );
    expect((voided as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'void' }]);
    expect(await ledger(memberId)).toEqual({ sum: 5_000, balance: 5_000 });
  });

  it('refuses a debit over the balance, a wrong currency, a bad token', async () => {
    const { memberId, headers } = await memberWithBalance(t, 500);
    const token = await launch(headers);
    const sim = simulator();
    const debit = {
      playerToken: token,
      transactionId: 'd-big',
      roundId: 'r-big',
      gameId: game.gameId,
      amountMinor: 501,
    };
    expect((await sim.call('debit', debit)).errorCode).toBe('vendor.insufficient_funds');
    expect(
      (await sim.call('debit', { ...debit, amountMinor: 100, currency: 'USD' })).errorCode,
    ).toBe('vendor.currency_mismatch');
    expect((await sim.call('debit', { ...debit, playerToken: tampered(token) })).errorCode).toBe(
      'vendor.token_invalid',
    );
    expect((await sim.call('balance', { playerToken: 'v1.forged' })).errorCode).toBe(
      'vendor.token_invalid',
    );
    expect(await ledger(memberId)).toEqual({ sum: 500, balance: 500 });
  });

  describe("refuses a debit the player's protection forbids, and moves nothing", () => {
    const member = async () => {
      const { memberId, headers } = await memberWithBalance(t, 10_000);
      return { memberId, headers, token: await launch(headers) };
    };
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, body?: object) =>
      t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    const setLimits = async (headers: Headers, body: object) => {
      const r = await inject('PUT', endpoints.protection.setLimits.path, headers, body);
      expect(r.statusCode, r.body).toBe(200);
    };
    const debitOf = (token: string, id: string, amountMinor = 100) =>
      simulator().call('debit', {
        playerToken: token,
        transactionId: `d-${id}`,
        roundId: `r-${id}`,
        gameId: game.gameId,
        amountMinor,
      });
    const expectRefused = (answer: Awaited<ReturnType<typeof debitOf>>, reason: string) => {
      expect(answer).toMatchObject({
        status: 403,
        success: false,
        errorCode: 'vendor.limit_reached',
        value: { reason },
      });
    };

    it('while a self-exclusion runs (the game was left open)', async () => {
      const { memberId, headers, token } = await member();
      const taken = await inject('POST', endpoints.protection.take.path, headers, {
        period: '6m',
      });
      expect(taken.statusCode, taken.body).toBe(200);
      expectRefused(await debitOf(token, 'excluded'), 'protection.excluded');
      expect(await ledger(memberId)).toEqual({ sum: 10_000, balance: 10_000 });
    });

    it('once the loss limit is reached', async () => {
      const { memberId, headers, token } = await member();
      await setLimits(headers, { loss: { day: '10', week: null, month: null } });
      expect((await debitOf(token, 'loss-1', 1_000)).success).toBe(true);
      expectRefused(await debitOf(token, 'loss-2'), 'protection.loss_limit');
      expect(await ledger(memberId)).toEqual({ sum: 9_000, balance: 9_000 });
    });

    it('while the reality check is due, yet settles the round staked before; "continue" lets play on', async () => {
      const { memberId, headers, token } = await member();
      const set = await inject('PUT', endpoints.protection.setRealityCheck.path, headers, {
        minutes: 15,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect((await debitOf(token, 'reality-1', 1_000)).success).toBe(true);
      t.clock.advance(15 * 60_000);
      // The game left open asks for the next stake: refused, nothing moves.
      expectRefused(await debitOf(token, 'reality-2'), 'protection.reality_check_due');
      expect(await ledger(memberId)).toEqual({ sum: 9_000, balance: 9_000 });
      // The round staked before the check fell due is settled all the same.
      const credit = await simulator().call('credit', {
        playerToken: token,
        transactionId: 'c-reality-1',
        roundId: 'r-reality-1',
        debitTransactionId: 'd-reality-1',
        amountMinor: 2_500,
      });
      expect(credit).toMatchObject({ success: true, value: { balanceMinor: 11_500 } });
      // A new launch is refused too, until the member answers.
      const relaunch = await inject('POST', endpoints.games.launch.path, headers, {
        nodeId: game.nodeId,
        vendor: VENDOR,
        gameId: game.gameId,
      });
      expect(relaunch.statusCode, relaunch.body).toBe(403);
      expect(json<{ errorCode: string }>(relaunch).errorCode).toBe('protection.reality_check_due');
      const answered = await inject(
        'POST',
        endpoints.protection.continueRealityCheck.path,
        headers,
        {},
      );
      expect(answered.statusCode, answered.body).toBe(200);
      expect((await debitOf(token, 'reality-3')).success).toBe(true);
      expect(await ledger(memberId)).toEqual({ sum: 11_400, balance: 11_400 });
    });

    it('once the session time is spent, and every session of the member ends', async () => {
      const { memberId, headers, token } = await member();
      await setLimits(headers, { sessionMinutes: 5 });
      expect((await debitOf(token, 'time-1')).success).toBe(true);
      t.clock.advance(6 * 60_000);
      expectRefused(await debitOf(token, 'time-2'), 'protection.session_limit');
      expect(await ledger(memberId)).toEqual({ sum: 9_900, balance: 9_900 });
      await expect
        .poll(async () => (await inject('GET', endpoints.member.info.path, headers)).statusCode)
        .toBe(401);
    });
  });

  it('refuses forged signatures and old timestamps with 401', async () => {
    const { headers } = await memberWithBalance(t, 500);
    const token = await launch(headers);
    const sim = simulator();
    const forged = await sim.call('balance', { playerToken: token }, { secret: 'not-the-secret' });
    expect(forged).toMatchObject({ status: 401, errorCode: 'vendor.signature_invalid' });
    const garbage = await sim.call('balance', { playerToken: token }, { signature: 'sha256=zz' });
    expect(garbage).toMatchObject({ status: 401, errorCode: 'vendor.signature_invalid' });
    const old = await sim.call(
      'balance',
      { playerToken: token },
      { timestamp: t.clock.now() - 10 * 60_000 },
    );
    expect(old).toMatchObject({ status: 401, errorCode: 'vendor.timestamp_expired' });
    const r = await fetch(`${baseUrl}/wps/vendor/NOPE/wallet/balance`, {
      method: 'POST',
      body: '{}',
    });
    expect(r.status).toBe(404);
  });

  it('plays 200 concurrent rounds on one player: the books, the ledger and the balance agree to the cent', async () => {
    const start = 200_000;
    const { memberId, headers } = await memberWithBalance(t, start);
    const token = await launch(headers);
    const sim = simulator(42);
    await sim.play(token, 200, 200, 2_000);
    expect(sim.books.rounds).toBe(200);
    // Every scenario was played: wins, rollbacks (refunds).
    expect(sim.books.creditedMinor).toBeGreaterThan(0);
    expect(sim.books.refundedMinor).toBeGreaterThan(0);
    expect(await vendorMoves(memberId)).toBe(sim.netMinor());
    expect(await ledger(memberId)).toEqual({
      sum: start + sim.netMinor(),
      balance: start + sim.netMinor(),
    });
    const bets = await t.app.db.execute<{ staked: string; won: string }>(sql`
      select coalesce(sum(stake_minor), 0) as staked, coalesce(sum(win_minor), 0) as won
      from bets where member_id = ${memberId} and status = 'settled'`);
    const row = (bets as unknown as { rows: { staked: string; won: string }[] }).rows[0]!;
    expect(Number(row.won) - Number(row.staked)).toBe(sim.netMinor());
  }, 120_000);

  it('answers signed garbage with a 4xx, never 500 (fuzz of the callback bodies)', async () => {
    const { headers } = await memberWithBalance(t, 1_000);
    const token = await launch(headers);
    const sim = simulator(7);
    const field = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom(null, true, -1, 0, 1e21, 2 ** 63, '', token, 'PHP', 'USD'),
    );
    const body = fc.record(
      {
        playerToken: fc.oneof(fc.constant(token), field),
        transactionId: field,
        roundId: field,
        debitTransactionId: field,
        gameId: fc.oneof(fc.constant(game.gameId), field),
        amountMinor: field,
        currency: fc.oneof(fc.constant(CURRENCY), field),
        extra: field,
      },
      { requiredKeys: [] },
    );
    const call = fc.constantFrom('balance', 'debit', 'credit', 'rollback' as const);
    await fc.assert(
      fc.asyncProperty(call, body, async (name, payload) => {
        const r = await sim.call(name, payload as Record<string, unknown>);
        expect(r.status, JSON.stringify(r)).toBeLessThan(500);
      }),
      { numRuns: 150, seed: 20261128 },
    );
    // A body that is not JSON, signed.
    const raw = await fetch(`${baseUrl}/wps/vendor/${VENDOR}/wallet/debit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"playerToken":',
    });
    expect(raw.status).toBeLessThan(500);
  }, 120_000);

  it('never logs the vendor secret nor answers it (OpenAPI, launch, callbacks)', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.body).not.toContain(SECRET);
    const { headers } = await memberWithBalance(t, 1_000);
    const r = await t.app.inject({
      method: 'POST',
      url: endpoints.games.launch.path,
      headers,
      payload: { nodeId: game.nodeId, vendor: VENDOR, gameId: game.gameId },
    });
    expect(r.body).not.toContain(SECRET);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(SECRET);
  });
});
