import { describe, expect, it } from 'vitest';
import {
  openPending,
  PENDING_TTL_MS,
  sealPending,
} from '../src/modules/social-login/pending-cookie.ts';

const KEY = 'k'.repeat(32);
const pending = { state: 's', nonce: 'n', codeVerifier: 'v' };

describe('social login: the pending-authorization cookie', () => {
  it('opens what it sealed, until it expires', () => {
    const cookie = sealPending(pending, 'google', KEY, 1000);
    expect(openPending(cookie, KEY, 1000 + PENDING_TTL_MS)).toEqual({
      ok: true,
      value: { ...pending, provider: 'google', expiresAt: 1000 + PENDING_TTL_MS },
    });
    expect(openPending(cookie, KEY, 1001 + PENDING_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a missing, forged or tampered cookie', () => {
    const cookie = sealPending(pending, 'google', KEY, 0);
    expect(openPending(undefined, KEY, 0)).toEqual({ ok: false, reason: 'missing' });
    expect(openPending(cookie, 'x'.repeat(32), 0)).toEqual({ ok: false, reason: 'forged' });
    const [, mac] = cookie.split('.');
    const other = Buffer.from(JSON.stringify({ ...pending, state: 't' })).toString('base64url');
    expect(openPending(`${other}.${mac}`, KEY, 0)).toEqual({ ok: false, reason: 'forged' });
    expect(openPending('garbage', KEY, 0)).toEqual({ ok: false, reason: 'forged' });
  });
});
