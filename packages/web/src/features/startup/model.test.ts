import { describe, expect, it } from 'vitest';
import { FLAG } from '@kalaro/contract/constants';
import {
  canSend,
  decideStartup,
  isFlagOn,
  messagingAppLink,
  passwordResetMethods,
} from '@/features/startup/model';

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

describe('what the server can send', () => {
  const settings = (phoneReset: boolean, messaging?: { sms: boolean; email: boolean }) =>
    ({
      info: { whitelabel: { [FLAG.PASSWORD_RESET_BY_PHONE]: phoneReset } },
      ...(messaging ? { messaging } : {}),
    }) as unknown as Parameters<typeof passwordResetMethods>[0];

  it('reads an older server (no messaging) as able to send both', () => {
    expect(canSend(settings(true), 'sms')).toBe(true);
    expect(canSend(settings(true), 'email')).toBe(true);
    expect(passwordResetMethods(settings(true))).toEqual(['phone', 'email']);
  });

  it('offers a password reset only by the ways the server can send', () => {
    expect(passwordResetMethods(settings(true, { sms: false, email: true }))).toEqual(['email']);
    expect(passwordResetMethods(settings(true, { sms: true, email: false }))).toEqual(['phone']);
    expect(passwordResetMethods(settings(false, { sms: true, email: false }))).toEqual([]);
    expect(passwordResetMethods(settings(false, { sms: true, email: true }))).toEqual(['email']);
  });
});
