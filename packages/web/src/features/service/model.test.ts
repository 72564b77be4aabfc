import { describe, expect, it } from 'vitest';
import { agreementAge, channelLinks } from '@/features/service/model';

describe('customer-service channels', () => {
  it('offers safe addresses once each, live chat first', () => {
    expect(
      channelLinks([
        { type: 'TELEGRAM', url: 'https://t.me/kalaro' },
        { type: 'FACEBOOK', url: 'javascript:alert(1)' },
        { type: 'LIVECHAT', url: ' https://chat.example/ ' },
        { type: 'MESSAGINGAPP', url: 'tel:+6391700000' },
        { type: 'TELEGRAM', url: 'https://t.me/kalaro' },
        { type: 'FACEBOOK', url: '/m/home' },
        { type: 'FACEBOOK', url: '' },
      ]),
    ).toEqual([
      { type: 'LIVECHAT', href: 'https://chat.example/', kind: 'external' },
      { type: 'MESSAGINGAPP', href: 'tel:+6391700000', kind: 'native' },
      { type: 'TELEGRAM', href: 'https://t.me/kalaro', kind: 'external' },
    ]);
    expect(channelLinks([])).toEqual([]);
  });

  it('states 21 only when the operator says so', () => {
    expect(agreementAge(21)).toBe(21);
    expect(agreementAge(18)).toBe(18);
    expect(agreementAge(0)).toBe(18);
  });
});
