import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { insertMember } from '../src/modules/accounts/repo.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import {
  credit,
  debit,
  InsufficientFundsError,
  openWallet,
} from '../src/modules/wallet/service.ts';
import { startTestApp, type TestApp } from './helpers.ts';

describe('wallet service', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.db;
  });
  afterAll(() => t.close());

  let n = 0;
  const newMember = async () => {
    const m = await insertMember(db, { merchantCode: 'WALLET_TEST', username: `w${n++}` });
    await openWallet(db, m.id);
    return m.id;
  };

  it('never goes negative; ledger sums to the balance; a retried key applies once', async () => {
    const op = fc.record({
      kind: fc.constantFrom('credit', 'debit'),
      amount: fc.integer({ min: 1, max: 50_000 }),
      /** Reuse an earlier key (a retry) instead of a new one. */
      retryOf: fc.option(fc.nat(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const memberId = await newMember();
        const keys: string[] = [];
        let expected = 0;
        const applied = new Map<string, number>();
        for (const [i, o] of ops.entries()) {
          const key =
            o.retryOf !== undefined && keys.length > 0
              ? keys[o.retryOf % keys.length]!
              : `${memberId}:${i}`;
          keys.push(key);
          const movement = {
            memberId,
            type: o.kind === 'credit' ? ('deposit' as const) : ('bet' as const),
            amountMinor: o.amount,
            idempotencyKey: key,
          };
          try {
            const result = await (o.kind === 'credit' ? credit : debit)(db, movement);
            if (applied.has(key)) {
              expect(result.applied).toBe(false);
            } else {
              expect(result.applied).toBe(true);
              const delta = result.entry.amountMinor;
              applied.set(key, delta);
              expected += delta;
            }
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientFundsError);
            expect(o.kind).toBe('debit');
            expect(applied.has(key)).toBe(false);
            expect(expected).toBeLessThan(o.amount);
          }
        }
        const wallet = await findWallet(db, memberId);
        const entries = await listEntries(db, memberId);
        expect(wallet?.balanceMinor).toBe(expected);
        expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(expected);
        expect(entries.every((e) => e.balanceAfterMinor >= 0)).toBe(true);
        expect(new Set(entries.map((e) => e.idempotencyKey)).size).toBe(entries.length);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps concurrent debits from overdrawing and applies a raced key once', async () => {
    const memberId = await newMember();
    await credit(db, {
      memberId,
      type: 'deposit',
      amountMinor: 1000,
      idempotencyKey: `${memberId}:d`,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        debit(db, { memberId, type: 'bet', amountMinor: 300, idempotencyKey: `${memberId}:b${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await findWallet(db, memberId))?.balanceMinor).toBe(100);

    const same = await Promise.all(
      Array.from({ length: 4 }, () =>
        credit(db, { memberId, type: 'win', amountMinor: 50, idempotencyKey: `${memberId}:w` }),
      ),
    );
    expect(same.filter((r) => r.applied)).toHaveLength(1);
    expect((await findWallet(db, memberId))?.balanceMinor).toBe(150);
  });

  it('refuses amounts that are not positive integers', async () => {
    const memberId = await newMember();
    for (const amountMinor of [0, -5, 1.5, Number.NaN]) {
      await expect(
        credit(db, {
          memberId,
          type: 'bonus',
          amountMinor,
          idempotencyKey: `${memberId}:${amountMinor}`,
        }),
      ).rejects.toThrow(RangeError);
    }
  });
});
