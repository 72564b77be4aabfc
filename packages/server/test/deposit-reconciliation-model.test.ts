import { describe, expect, it } from 'vitest';
import { reconciliationMismatch } from '../src/modules/deposit/model.ts';

describe('reconciliationMismatch', () => {
  const paid = (amountMinor: number) => ({ outcome: 'paid' as const, amountMinor });

  it('agrees when the ledger credited the amount taken less the fee, or nothing for an unpaid one', () => {
    expect(reconciliationMismatch(paid(10_000), 9_900, 100)).toBeNull();
    expect(reconciliationMismatch({ outcome: 'pending', amountMinor: 10_000 }, 0, 100)).toBeNull();
    expect(reconciliationMismatch({ outcome: 'failed', amountMinor: 10_000 }, 0, 0)).toBeNull();
  });

  it('names each way they disagree', () => {
    expect(reconciliationMismatch(paid(10_000), 0, 100)).toBe('not_credited');
    expect(reconciliationMismatch({ outcome: 'failed', amountMinor: 10_000 }, 9_900, 100)).toBe(
      'not_paid',
    );
    expect(reconciliationMismatch({ outcome: 'pending', amountMinor: 10_000 }, 9_900, 100)).toBe(
      'not_paid',
    );
    expect(reconciliationMismatch(paid(10_000), 10_000, 100)).toBe('amount');
    expect(reconciliationMismatch(paid(20_000), 9_900, 100)).toBe('amount');
    expect(reconciliationMismatch(null, 0, 0)).toBe('gateway_unreachable');
  });
});
