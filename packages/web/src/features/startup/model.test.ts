import { describe, expect, it } from 'vitest';
import { decideStartup, isFlagOn, messagingAppLink } from '@/features/startup/model';

describe('decideStartup', () => {
  it.each([
    [false, false, 'app'],
    [true, false, 'maintenance'],
    [false, true, 'region'],
    [true, true, 'maintenance'],
  ] as const)('maintenance=%s region=%s → %s', (maintenance, regionRestriction, outcome) => {
    expect(decideStartup({ maintenance, regionRestriction })).toBe(outcome);
  });
});

const info = (customerService: { type: string; url: string }[], whitelabel = {}) =>
  ({ info: { customerService, whitelabel } }) as unknown as Parameters<typeof messagingAppLink>[0];

describe('settings helpers', () => {
  it('finds the messaging-app customer-service link', () => {
    expect(messagingAppLink(info([]))).toBeNull();
    expect(messagingAppLink(info([{ type: 'LIVECHAT', url: 'https://chat' }]))).toBeNull();
    expect(
      messagingAppLink(
        info([
          { type: 'LIVECHAT', url: 'https://chat' },
          { type: 'MESSAGINGAPP', url: 'https://t.me/kalaro' },
        ]),
      ),
    ).toBe('https://t.me/kalaro');
  });

  it('reads whitelabel flags', () => {
    expect(isFlagOn(info([], { DIRECTREG: true }), 'DIRECTREG')).toBe(true);
    expect(isFlagOn(info([], { DIRECTREG: false }), 'DIRECTREG')).toBe(false);
    expect(isFlagOn(info([]), 'DIRECTREG')).toBe(false);
  });
});
