import { describe, expect, it } from 'vitest';
import { reconciliationMismatch } from '../src/modules/deposit/model.ts';
import { payoutMismatch } from '../src/modules/withdraw/model.ts';

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

describe('payoutMismatch', () => {
  const at = (outcome: 'paid' | 'failed' | 'pending', amountMinor = 10_000) => ({
    outcome,
    amountMinor,
  });

  it('agrees when both paid the amount, nothing left either, or the gateway still sends what was debited', () => {
    expect(payoutMismatch(at('paid'), 10_000)).toBeNull();
    expect(payoutMismatch(at('failed'), 0)).toBeNull();
    expect(payoutMismatch('unknown', 0)).toBeNull();
    expect(payoutMismatch(at('pending'), 10_000)).toBeNull();
    expect(payoutMismatch(at('pending'), 0)).toBeNull();
  });

  it('names each way they disagree', () => {
    expect(payoutMismatch(at('paid'), 0)).toBe('not_debited');
    expect(payoutMismatch(at('failed'), 10_000)).toBe('not_paid');
    expect(payoutMismatch('unknown', 10_000)).toBe('not_paid');
    expect(payoutMismatch(at('paid', 20_000), 10_000)).toBe('amount');
    expect(payoutMismatch(at('pending', 20_000), 10_000)).toBe('amount');
    expect(payoutMismatch(null, 10_000)).toBe('gateway_unreachable');
  });
});
