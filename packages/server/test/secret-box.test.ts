import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBoxFrom } from '../src/lib/secret-box.ts';

const key = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

describe('secret box (secrets sealed in the database)', () => {
  const server = key();

  it('opens what it sealed, on any instance with the same key, and never shows it plain', () => {
    const sealed = secretBoxFrom(server, 'operator-totp').seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secretBoxFrom(server, 'operator-totp').open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: equal secrets do not look equal.
    expect(secretBoxFrom(server, 'operator-totp').seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses another key, another purpose and a changed byte', () => {
    const sealed = secretBoxFrom(server, 'operator-totp').seal('secret');
    expect(() => secretBoxFrom(key(), 'operator-totp').open(sealed)).toThrow();
    expect(() => secretBoxFrom(server, 'other').open(sealed)).toThrow();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(() => secretBoxFrom(server, 'operator-totp').open(flipped)).toThrow();
  });

  it('returns a value stored before sealing began as it is', () => {
    expect(secretBoxFrom(server, 'operator-totp').open('JBSWY3DPEHPK3PXP')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
  });
});
