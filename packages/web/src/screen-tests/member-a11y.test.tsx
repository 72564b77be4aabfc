import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { FLAG } from '@kalaro/contract/constants';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage, initI18n } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const handlers = {
  'GET /wps/content/announcements': ok({
    banners: [],
    notices: [],
    popups: [],
    hotMatches: [],
    agentNotices: [],
    promotions: [{ id: 1, title: 'Refer', promotionType: 'REFERRAL' }],
  }),
  'GET /wps/member/info': ok({
    id: '1',
    account: 'demo',
    nickname: null,
    regDate: '2024-01-01T00:00:00Z',
    type: 1,
    toUpline: true,
    vipLabel: 'VIP 1',
    vipLevel: 1,
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    firstTimeLogin: false,
    expiredPassword: false,
    merchantCode: 'KALARO',
  }),
  'GET /wps/wallet/balance': ok({ sumBalance: '10.00', currency: 'PHP' }),
  'GET /wps/protection': ok({ current: null }),
  'GET /wps/rewards/unclaimed-count': ok(2),
  'GET /wps/messages/unread-count': ok(3),
  'GET /wps/help': ok({
    list: [
      { id: 1, title: 'Deposit', content: '<p>How to deposit</p>' },
      { id: 2, title: 'Withdraw', content: '<p>How to withdraw</p>' },
    ],
  }),
  'GET /wps/messages': ok({
    list: [
      {
        id: 1,
        title: 'Welcome',
        preview: 'Hello',
        createdAt: '2025-01-01T00:00:00Z',
        read: false,
        broadcast: true,
      },
    ],
    pageNum: 1,
    totalPages: 2,
    unreadCount: 1,
  }),
  'GET /wps/messages/1': ok({
    id: 1,
    title: 'Welcome',
    createdAt: '2025-01-01T00:00:00Z',
    read: true,
    broadcast: true,
    content: '<p>Hello</p>',
  }),
  'GET /wps/rewards': ok({
    list: [
      {
        id: 1,
        title: 'Welcome bonus',
        description: '<p>Terms</p>',
        promotionType: null,
        amount: '1.00',
        status: 'available',
        expiresAt: null,
        claimedAt: null,
      },
      {
        id: 2,
        title: 'Weekly bonus',
        description: '',
        promotionType: null,
        amount: '1.00',
        status: 'claimed',
        expiresAt: null,
        claimedAt: '2025-01-01T00:00:00Z',
      },
    ],
    unclaimedCount: 1,
  }),
};

/** Serious and critical violations (colour contrast needs real CSS: the e2e scan has it). */
const seriousViolations = async () => {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const screens: [path: string, member: boolean, memCen: 0 | 1, ready: string][] = [
  ['/m/mine', false, 1, 'member-centre'],
  ['/m/mine', true, 1, 'member-profile'],
  ['/m/mine', true, 0, 'member-profile'],
  ['/m/help', false, 1, 'help-entry'],
  ['/m/webEmail', false, 1, 'login-prompt'],
  ['/m/webEmail', true, 1, 'message-item'],
  ['/m/webEmail?id=1', true, 1, 'page'],
  ['/m/rewardCenter', true, 1, 'reward'],
  ['/m/responsibleGaming', true, 1, 'protection-current'],
  ['/m/sessionLimit', false, 1, 'session-limit'],
];

describe.each(['EN', 'TY'])('axe in %s', (language) => {
  it.each(screens)('%s (member %s, mem_cen %i)', async (path, member, memCen, ready) => {
    await initI18n();
    await chooseLanguage(language);
    if (member)
      setSession({ merchantCode: 'KALARO', userName: 'demo', type: 1, firstTimeLogin: false });
    const settings = startupFixture();
    settings.info.whitelabel = Object.fromEntries(Object.values(FLAG).map((f) => [f, true]));
    settings.info.mobileTemplate = { mem_cen: memCen, dep_func: 0 };
    apiFetch(settings, handlers);
    await renderAppAt(path);
    await screen.findAllByTestId(ready);
    expect(await seriousViolations()).toEqual([]);
  });

  it('the login dialog', async () => {
    await initI18n();
    await chooseLanguage(language);
    apiFetch(startupFixture(), handlers);
    await renderAppAt('/m/mine');
    await userEvent.click(await screen.findByTestId('member-login-block'));
    await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
  });
});
