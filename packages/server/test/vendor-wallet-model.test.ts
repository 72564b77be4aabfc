import { describe, expect, it } from 'vitest';
import {
  checkVendorSignature,
  creditDecision,
  rollbackDecision,
  signVendorCall,
} from '../src/modules/vendor-wallet/model.ts';

const SECRET = 'secret-one';
const NOW = 1_800_000_000_000;
const BODY = '{"playerToken":"t","currency":"PHP"}';

describe('vendor signature', () => {
  const ts = String(NOW);
  const good = signVendorCall(SECRET, ts, BODY);

  it('accepts the HMAC of timestamp.body within the window', () => {
    expect(good).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(checkVendorSignature(SECRET, BODY, ts, good, NOW)).toBe('ok');
    expect(
      checkVendorSignature(
        SECRET,
        BODY,
        ts,
        good.toUpperCase().replace('SHA256', 'sha256'),
        NOW + 299_000,
      ),
    ).toBe('ok');
  });

  it('refuses another secret, another body, another timestamp, a malformed header', () => {
    expect(checkVendorSignature('other', BODY, ts, good, NOW)).toBe('signature_invalid');
    expect(checkVendorSignature(SECRET, `${BODY} `, ts, good, NOW)).toBe('signature_invalid');
    expect(checkVendorSignature(SECRET, BODY, String(NOW + 1), good, NOW)).toBe(
      'signature_invalid',
    );
    expect(checkVendorSignature(SECRET, BODY, ts, 'sha256=abc', NOW)).toBe('signature_invalid');
    expect(checkVendorSignature(SECRET, BODY, undefined, good, NOW)).toBe('signature_invalid');
    expect(checkVendorSignature(SECRET, BODY, 'x1', good, NOW)).toBe('signature_invalid');
    expect(checkVendorSignature(SECRET, BODY, ts, undefined, NOW)).toBe('signature_invalid');
  });

  it('refuses a true signature outside the window (either side)', () => {
    expect(checkVendorSignature(SECRET, BODY, ts, good, NOW + 300_001)).toBe('timestamp_expired');
    expect(checkVendorSignature(SECRET, BODY, ts, good, NOW - 300_001)).toBe('timestamp_expired');
  });
});

describe('idempotency decisions', () => {
  it('a credit settles an open or settled debit, never an unknown or rolled-back one', () => {
    expect(creditDecision('open')).toBe('apply');
    expect(creditDecision('settled')).toBe('apply');
    expect(creditDecision(undefined)).toBe('vendor.transaction_unknown');
    expect(creditDecision('rolled_back')).toBe('vendor.transaction_rolled_back');
    expect(creditDecision('tombstone')).toBe('vendor.transaction_rolled_back');
  });

  it('a rollback refunds an open debit once, tombstones an unknown one, refuses a settled one', () => {
    expect(rollbackDecision('open')).toBe('refund');
    expect(rollbackDecision(undefined)).toBe('tombstone');
    expect(rollbackDecision('rolled_back')).toBe('noop');
    expect(rollbackDecision('tombstone')).toBe('noop');
    expect(rollbackDecision('settled')).toBe('vendor.transaction_settled');
  });
});
