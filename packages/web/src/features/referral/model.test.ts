import { describe, expect, it } from 'vitest';
import { referralLink, shareData, shareFailed } from '@/features/referral/model';

describe('invite friends', () => {
  it('builds the register link on the site address', () => {
    expect(referralLink('https://m.kalaro.example', '/m/register?code=K7PX2M9Q')).toBe(
      'https://m.kalaro.example/m/register?code=K7PX2M9Q',
    );
    expect(referralLink('http://localhost:3141', '/m/register?code=A')).toBe(
      'http://localhost:3141/m/register?code=A',
    );
  });

  it('shares only where the browser can', () => {
    expect(shareData(false, 'https://x/', 'T', 'Join')).toBeNull();
    expect(shareData(true, 'https://x/', 'T', 'Join')).toEqual({
      title: 'T',
      text: 'Join',
      url: 'https://x/',
    });
  });

  it('treats a closed share sheet as no failure', () => {
    expect(shareFailed(new DOMException('closed', 'AbortError'))).toBe(false);
    expect(shareFailed(new DOMException('no', 'NotAllowedError'))).toBe(true);
    expect(shareFailed(new Error('x'))).toBe(true);
  });
});
