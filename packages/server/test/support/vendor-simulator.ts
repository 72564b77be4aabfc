import { randomBytes } from 'node:crypto';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@kalaro/contract/vendor-wallet';
import { signVendorCall } from '../../src/modules/vendor-wallet/model.ts';

export type WalletCall = 'balance' | 'debit' | 'credit' | 'rollback';

export interface CallAnswer {
  status: number;
  success: boolean;
  errorCode?: string;
  value?: { balanceMinor: number; replayed: boolean };
}

export interface SimulatorOptions {
  /** The Kalaro server, e.g. http://127.0.0.1:4000 */
  baseUrl: string;
  vendor: string;
  secret: string;
  currency: string;
  gameId: string;
  /** The clock of the signatures' timestamps (the server's). */
  now?: () => number;
  /** A seeded random source (tests replay a run). */
  random?: () => number;
}

/** The vendor's own books: what it believes moved, by the first answer of each transaction. */
export interface Books {
  debitedMinor: number;
  creditedMinor: number;
  refundedMinor: number;
  rounds: number;
  refusedDebits: number;
}

/**
 * A game vendor over real HTTP: signs each wallet call as the protocol says
 * (HMAC-SHA256 of `timestamp.rawBody`), plays rounds with random bets and wins,
 * retries (replays), credits before their debit, rollbacks (before and after
 * the debit) and keeps its own books, to reconcile with Kalaro's ledger.
 */
export class VendorSimulator {
  readonly books: Books = {
    debitedMinor: 0,
    creditedMinor: 0,
    refundedMinor: 0,
    rounds: 0,
    refusedDebits: 0,
  };
  private serial = 0;
  /** Unique to this simulator, so two simulators of one vendor never share a transaction id. */
  private readonly tag = randomBytes(6).toString('hex');
  private readonly now: () => number;
  private readonly random: () => number;
  /** Time of each call (ms), for the bench. */
  readonly latencies: { call: WalletCall; ms: number }[] = [];

  constructor(private readonly options: SimulatorOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  nextId(prefix: string): string {
    return `${prefix}-${this.tag}-${this.serial++}`;
  }

  /** One signed call; `tamper` forges the signature or the timestamp. */
  async call(
    call: WalletCall,
    body: Record<string, unknown>,
    tamper: { timestamp?: number; secret?: string; signature?: string } = {},
  ): Promise<CallAnswer> {
    const raw = JSON.stringify({ currency: this.options.currency, ...body });
    const timestamp = String(tamper.timestamp ?? this.now());
    const signature =
      tamper.signature ?? signVendorCall(tamper.secret ?? this.options.secret, timestamp, raw);
    const started = performance.now();
    const response = await fetch(
      `${this.options.baseUrl}/wps/vendor/${encodeURIComponent(this.options.vendor)}/wallet/${call}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_TIMESTAMP_HEADER]: timestamp,
          [VENDOR_SIGNATURE_HEADER]: signature,
        },
        body: raw,
      },
    );
    const answer = (await response.json()) as Omit<CallAnswer, 'status'>;
    this.latencies.push({ call, ms: performance.now() - started });
    return { status: response.status, ...answer };
  }

  private amount(maxMinor: number): number {
    return 1 + Math.floor(this.random() * maxMinor);
  }

  /**
   * One round, its scenario picked at random: a plain bet and win (with
   * retries), a credit sent before its debit, a rollback of the debit, or a
   * rollback that arrives before its debit. Updates the books from the first
   * successful answer of each transaction.
   */
  async playRound(playerToken: string, maxStakeMinor = 1_000): Promise<void> {
    const roundId = this.nextId('R');
    const debitId = this.nextId('D');
    const stake = this.amount(maxStakeMinor);
    const win = this.random() < 0.45 ? Math.floor(this.random() * stake * 3) : 0;
    const debit = {
      playerToken,
      transactionId: debitId,
      roundId,
      gameId: this.options.gameId,
      amountMinor: stake,
    };
    const credit = {
      playerToken,
      transactionId: this.nextId('C'),
      roundId,
      debitTransactionId: debitId,
      amountMinor: win,
    };
    const rollback = {
      playerToken,
      transactionId: this.nextId('X'),
      roundId,
      debitTransactionId: debitId,
    };
    const retry = () => this.random() < 0.3;
    const scenario = this.random();
    this.books.rounds++;

    if (scenario < 0.1) {
      // The rollback overtakes its debit: the debit is then refused.
      await this.expectOk(await this.call('rollback', rollback));
      const late = await this.call('debit', debit);
      if (late.errorCode !== 'vendor.transaction_rolled_back') throw unexpected('late debit', late);
      return;
    }
    if (scenario < 0.25) {
      // A credit before its debit: refused, no money; sent again after the debit.
      const early = await this.call('credit', credit);
      if (early.errorCode !== 'vendor.transaction_unknown') throw unexpected('early credit', early);
    }
    const placed = await this.call('debit', debit);
    if (!placed.success) {
      if (
        placed.errorCode === 'vendor.insufficient_funds' ||
        placed.errorCode === 'vendor.limit_reached'
      ) {
        this.books.refusedDebits++;
        return;
      }
      throw unexpected('debit', placed);
    }
    this.books.debitedMinor += stake;
    if (retry()) await this.expectReplay(await this.call('debit', debit));

    if (scenario > 0.85) {
      // The vendor voids the round: the stake comes back once.
      await this.expectOk(await this.call('rollback', rollback));
      this.books.refundedMinor += stake;
      if (retry()) await this.expectReplay(await this.call('rollback', rollback));
      const after = await this.call('credit', credit);
      if (after.errorCode !== 'vendor.transaction_rolled_back')
        throw unexpected('credit after rollback', after);
      return;
    }
    await this.expectOk(await this.call('credit', credit));
    this.books.creditedMinor += win;
    if (retry()) await this.expectReplay(await this.call('credit', credit));
  }

  /** Plays `rounds` rounds, `concurrency` at a time. */
  async play(playerToken: string, rounds: number, concurrency = 1, maxStakeMinor = 1_000) {
    let left = rounds;
    const worker = async () => {
      while (left > 0) {
        left--;
        await this.playRound(playerToken, maxStakeMinor);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  /** What the vendor's books say the player's balance moved by. */
  netMinor(): number {
    return this.books.creditedMinor + this.books.refundedMinor - this.books.debitedMinor;
  }

  private async expectOk(answer: CallAnswer) {
    if (!answer.success || answer.value?.replayed) throw unexpected('call', answer);
  }

  private async expectReplay(answer: CallAnswer) {
    if (!answer.success || !answer.value?.replayed) throw unexpected('replay', answer);
  }
}

const unexpected = (what: string, answer: CallAnswer) =>
  new Error(`Unexpected answer to the ${what}: ${JSON.stringify(answer)}`);
