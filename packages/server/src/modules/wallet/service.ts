import { minorToAmount } from '@kalaro/contract/money';
import type { Db } from '../../db/client.ts';
import {
  applyDelta,
  findEntryByKey,
  findWallet,
  holdFunds,
  insertEntry,
  insertWallet,
  releaseHeld,
  type LedgerEntry,
} from './repo.ts';
import type { LedgerType } from './tables.ts';

export const DEFAULT_CURRENCY = 'PHP';

/** A debit larger than the balance; the routes map it to an error code of its own. */
export class InsufficientFundsError extends Error {
  constructor(readonly memberId: string) {
    super('Insufficient funds');
    this.name = 'InsufficientFundsError';
  }
}

export interface Movement {
  memberId: string;
  type: LedgerType;
  /** Positive, integer minor units. */
  amountMinor: number;
  /** Unique per movement: a retry with the same key returns the first result. */
  idempotencyKey: string;
  reference?: string;
}

export interface MovementResult {
  entry: LedgerEntry;
  /** False when the key had been applied already (a retry). */
  applied: boolean;
}

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL error code, whichever driver wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

function assertAmount(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`Amount must be a positive integer of minor units, got ${amountMinor}`);
  }
}

/**
 * One balance change and its ledger row inside the caller's transaction (which
 * rolls back on any error): for a caller that writes its own rows with the money,
 * e.g. a slot spin (stake, win and the bet row together). No idempotency look-up:
 * the key's unique index refuses a second row. Throws InsufficientFundsError
 * rather than let the balance go below zero.
 */
export async function postMovement(
  tx: Db,
  m: Movement & { createdAt?: Date },
  sign: 1 | -1,
): Promise<LedgerEntry> {
  assertAmount(m.amountMinor);
  const balance = await applyDelta(tx, m.memberId, sign * m.amountMinor);
  if (balance === undefined) throw new InsufficientFundsError(m.memberId);
  return insertEntry(tx, {
    memberId: m.memberId,
    type: m.type,
    amountMinor: sign * m.amountMinor,
    balanceAfterMinor: balance,
    reference: m.reference ?? null,
    idempotencyKey: m.idempotencyKey,
    ...(m.createdAt ? { createdAt: m.createdAt } : {}),
  });
}

/**
 * One balance change and its ledger row in one transaction. The same key
 * applied twice (a retry, or two racing calls) changes the balance once.
 */
async function move(db: Db, m: Movement, sign: 1 | -1): Promise<MovementResult> {
  assertAmount(m.amountMinor);
  const existing = await findEntryByKey(db, m.idempotencyKey);
  if (existing) return { entry: existing, applied: false };
  try {
    const entry = await db.transaction(async (tx) => {
      const balance = await applyDelta(tx, m.memberId, sign * m.amountMinor);
      if (balance === undefined) throw new InsufficientFundsError(m.memberId);
      return insertEntry(tx, {
        memberId: m.memberId,
        type: m.type,
        amountMinor: sign * m.amountMinor,
        balanceAfterMinor: balance,
        reference: m.reference ?? null,
        idempotencyKey: m.idempotencyKey,
      });
    });
    return { entry, applied: true };
  } catch (error) {
    // Another call with the same key won the race; its row stands, ours rolled back.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      const winner = await findEntryByKey(db, m.idempotencyKey);
      if (winner) return { entry: winner, applied: false };
    }
    throw error;
  }
}

export const credit = (db: Db, m: Movement) => move(db, m, 1);
/** Throws InsufficientFundsError rather than let the balance go below zero. */
export const debit = (db: Db, m: Movement) => move(db, m, -1);

/**
 * Holds part of the balance for a pending withdrawal (inside the caller's
 * transaction): the total stays, the available balance drops. Throws
 * InsufficientFundsError when less than that is available.
 */
export async function hold(tx: Db, memberId: string, amountMinor: number): Promise<void> {
  assertAmount(amountMinor);
  if (!(await holdFunds(tx, memberId, amountMinor))) throw new InsufficientFundsError(memberId);
}

/** Gives back a hold (a rejected withdrawal), inside the caller's transaction. */
export async function releaseHold(tx: Db, memberId: string, amountMinor: number): Promise<void> {
  assertAmount(amountMinor);
  if ((await releaseHeld(tx, memberId, amountMinor, false)) === undefined) {
    throw new Error(`No hold of ${amountMinor} for member ${memberId}`);
  }
}

/**
 * Pays out a hold (an approved withdrawal) inside the caller's transaction: the
 * balance and the hold drop together, written as a debit ledger row.
 */
export async function settleHold(tx: Db, m: Movement & { createdAt?: Date }): Promise<LedgerEntry> {
  assertAmount(m.amountMinor);
  const balance = await releaseHeld(tx, m.memberId, m.amountMinor, true);
  if (balance === undefined)
    throw new Error(`No hold of ${m.amountMinor} for member ${m.memberId}`);
  return insertEntry(tx, {
    memberId: m.memberId,
    type: m.type,
    amountMinor: -m.amountMinor,
    balanceAfterMinor: balance,
    reference: m.reference ?? null,
    idempotencyKey: m.idempotencyKey,
    ...(m.createdAt ? { createdAt: m.createdAt } : {}),
  });
}

export async function openWallet(db: Db, memberId: string, currency = DEFAULT_CURRENCY) {
  await insertWallet(db, memberId, currency);
}

export async function getBalance(db: Db, memberId: string) {
  const wallet = await findWallet(db, memberId);
  return {
    sumBalance: minorToAmount(wallet?.balanceMinor ?? 0),
    currency: wallet?.currency ?? DEFAULT_CURRENCY,
  };
}

/** What other modules read of wallets and the ledger (inside their own transactions too). */
export { findEntryByKey, findWallet } from './repo.ts';
