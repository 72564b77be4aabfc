import { describe, expect, it } from 'vitest';
import { configVersion, stableJson } from '../src/operator-config-version.ts';

describe('configVersion', () => {
  it('is the same for the same content in any key order', () => {
    const a = { b: 1, a: { y: [1, { q: true, p: null }], x: 'x' } };
    const b = { a: { x: 'x', y: [1, { p: null, q: true }] }, b: 1 };
    expect(stableJson(a)).toBe(stableJson(b));
    expect(configVersion(a)).toBe(configVersion(b));
    expect(configVersion(a)).toMatch(/^[0-9a-f]{14}$/);
  });

  it('changes with any value, and an undefined key counts as absent', () => {
    const base = { flags: { A: true, B: false }, name: 'Kalaro' };
    expect(configVersion({ ...base, flags: { A: true, B: true } })).not.toBe(configVersion(base));
    expect(configVersion({ ...base, name: 'Kalaro ' })).not.toBe(configVersion(base));
    expect(configVersion({ ...base, extra: undefined })).toBe(configVersion(base));
  });
});
