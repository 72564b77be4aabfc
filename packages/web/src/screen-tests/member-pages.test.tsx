import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FLAG } from '@kalaro/contract/constants';
import type { MemberBenefitsValue } from '@kalaro/contract/member-pages';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

describe('customer service', () => {
  it('offers the configured channels, each opening outside the app', async () => {
    const settings = startupFixture();
    settings.info.customerService = [
      { type: 'TELEGRAM', url: 'https://t.me/kalaro_demo' },
      { type: 'LIVECHAT', url: 'https://chat.kalaro.example/' },
      { type: 'FACEBOOK', url: 'javascript:alert(1)' },
    ];
    apiFetch(settings, {});
    await renderAppAt('/m/service');
    const links = await screen.findAllByRole('link', { name: /opens in a new tab/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://chat.kalaro.example/',
      'https://t.me/kalaro_demo',
    ]);
    expect(links[0]).toHaveAccessibleName(/Live chat/);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByTestId('service-FACEBOOK')).toBeNull();
    expect(screen.getByRole('link', { name: 'User agreement' })).toHaveAttribute(
      'href',
      '/m/useragreement',
    );
  });

  it('says so when no channel is configured', async () => {
    const settings = startupFixture();
    settings.info.customerService = [];
    apiFetch(settings, {});
    await renderAppAt('/m/service');
    expect(
      await screen.findByText(
        'No customer-service channel is available right now. Please try again later.',
      ),
    ).toBeVisible();
  });
});

describe('user agreement', () => {
  const agreement = (ageLimit: number) =>
    ok({
      html: '<h2>Terms of use</h2><p>Play fair.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      language: 'EN',
      ageLimit,
      operatorName: 'Kalaro Demo',
    });

  it("shows the operator's text sanitised, with the age line of the operator", async () => {
    const api = apiFetch(startupFixture(), { 'GET /wps/content/user-agreement': agreement(21) });
    await renderAppAt('/m/useragreement');
    expect(
      await screen.findByRole('heading', { name: 'Kalaro Demo user agreement' }),
    ).toBeVisible();
    expect(screen.getByTestId('agreement-age')).toHaveTextContent(
      'You must be 21 or older to open an account and play.',
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(api.find('GET /wps/content/user-agreement')[0]!.search).toBe('?language=EN');
  });

  it('asks in the chosen language and states 18 by default', async () => {
    await chooseLanguage('TY');
    const api = apiFetch(startupFixture(), { 'GET /wps/content/user-agreement': agreement(18) });
    await renderAppAt('/m/useragreement');
    expect(await screen.findByTestId('agreement-age')).toHaveTextContent('18 taong gulang');
    expect(api.find('GET /wps/content/user-agreement')[0]!.search).toBe('?language=TY');
  });

  it('offers a retry when it cannot be read', async () => {
    let calls = 0;
    apiFetch(startupFixture(), {
      'GET /wps/content/user-agreement': () =>
        ++calls === 1 ? fail(503, 'service.unavailable') : agreement(18),
    });
    await renderAppAt('/m/useragreement');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('agreement-age')).toHaveTextContent('18 or older');
  });
});

const member = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

const announcements = (promotionType: string | null) =>
  ok({
    banners: [],
    notices: [],
    popups: [],
    hotMatches: [],
    agentNotices: [],
    promotions: promotionType ? [{ id: 7, title: 'Refer a friend', promotionType }] : [],
  });

describe('invite friends', () => {
  const referral = ok({
    code: 'K7PX2M9Q',
    registerPath: '/m/register?code=K7PX2M9Q',
    invitedCount: 3,
  });

  it('shows the code, the register link and the friends invited; copies with a spoken status', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/content/announcements': announcements('REFERRAL'),
      'GET /wps/member/referral': referral,
    });
    const user = userEvent.setup();
    await renderAppAt('/m/inviteFriends');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7PX2M9Q');
    expect(screen.getByTestId('referral-invited')).toHaveTextContent('3friends invited');
    const link = screen.getByLabelText('Your referral link');
    expect(link).toHaveValue(`${window.location.origin}/m/register?code=K7PX2M9Q`);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getByTestId('referral-status')).toHaveTextContent('Referral link copied'),
    );
    expect(screen.getByTestId('referral-status')).toHaveAttribute('aria-live', 'polite');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/m/register?code=K7PX2M9Q`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() =>
      expect(screen.getByTestId('referral-status')).toHaveTextContent('Referral code copied'),
    );
    expect(await navigator.clipboard.readText()).toBe('K7PX2M9Q');
    // jsdom has no Web Share: no share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shares through the Web Share sheet where there is one', async () => {
    member();
    const share = vi.fn().mockResolvedValue(undefined);
    // The real navigator with a share sheet (its other getters keep working).
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      delete (navigator as Partial<Navigator>).share;
    });
    apiFetch(startupFixture(), {
      'GET /wps/content/announcements': announcements('REFERRAL'),
      'GET /wps/member/referral': referral,
    });
    await renderAppAt('/m/inviteFriends');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me on Lucky Demo',
      text: 'Register on Lucky Demo with my code K7PX2M9Q.',
      url: `${window.location.origin}/m/register?code=K7PX2M9Q`,
    });
  });

  it("without a REFERRAL promotion says 'contact customer service' and goes to the member centre", async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/content/announcements': announcements(null),
      'GET /wps/member/referral': fail(403, 'referral.unavailable'),
    });
    const { router } = await renderAppAt('/m/inviteFriends');
    expect(await screen.findByText('Please contact customer service')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/mine'));
    expect(api.find('GET /wps/member/referral')).toHaveLength(0);
  });
});

describe('member club benefits', () => {
  const benefit = {
    rebatePercent: '0.30',
    dailyWithdrawals: 3,
    withdrawalLimit: '50000.00',
    upgradeBonus: '88.00',
    birthdayBonus: '88.00',
  };
  const benefitsValue: MemberBenefitsValue = {
    levels: [
      { level: 0, label: 'VIP0', minTurnover: '0.00', minDeposit: '0.00', benefits: benefit },
      {
        level: 1,
        label: 'VIP1',
        minTurnover: '10000.00',
        minDeposit: '1000.00',
        benefits: benefit,
      },
    ],
    member: {
      level: 0,
      label: 'VIP0',
      turnover: '7500.00',
      depositTotal: '1200.00',
      received: { upgradeLevels: [], birthdayThisYear: false },
    },
  };
  const benefits = ok(benefitsValue);
  const withFlag = (on: boolean) => {
    const settings = startupFixture();
    settings.info.whitelabel = { ...settings.info.whitelabel, [FLAG.VIP_BENEFITS]: on };
    return settings;
  };

  it("shows the member's level, the progress to the next and each level's benefits", async () => {
    member();
    apiFetch(withFlag(true), { 'GET /wps/member/benefits': benefits });
    await renderAppAt('/m/member/benefits');
    expect(await screen.findByTestId('vip-current')).toHaveTextContent('VIP0');
    expect(screen.getByRole('heading', { name: 'Progress to VIP1' })).toBeVisible();
    const turnover = screen.getByTestId('vip-progress-turnover');
    expect(turnover).toHaveTextContent('75%');
    expect(turnover).toHaveTextContent('2,500.00 to go');
    expect(within(turnover).getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute(
      'aria-valuetext',
      '7,500.00 of 10,000.00',
    );
    expect(screen.getByTestId('vip-progress-deposit')).toHaveTextContent('Done');
    expect(screen.getByTestId('vip-level-0')).toHaveAttribute('aria-current', 'true');
    const next = screen.getByTestId('vip-level-1');
    expect(next).toHaveTextContent('Turnover 10,000.00 and deposits 1,000.00');
    expect(next).toHaveTextContent('Withdrawal limit50,000.00');
  });

  it("marks the upgrade bonuses received and this year's birthday bonus on the member's level", async () => {
    member();
    apiFetch(withFlag(true), {
      'GET /wps/member/benefits': ok({
        levels: [...benefitsValue.levels, { ...benefitsValue.levels[1]!, level: 2, label: 'VIP2' }],
        member: {
          ...benefitsValue.member,
          level: 1,
          label: 'VIP1',
          received: { upgradeLevels: [1], birthdayThisYear: true },
        },
      }),
    });
    await renderAppAt('/m/member/benefits');
    const reached = await screen.findByTestId('vip-level-1');
    expect(within(reached).getByTestId('vip-upgrade-received-1')).toHaveTextContent('Received');
    expect(within(reached).getByTestId('vip-birthday-received')).toHaveTextContent(
      'Received this year',
    );
    for (const other of ['vip-level-0', 'vip-level-2']) {
      expect(within(screen.getByTestId(other)).queryByText(/Received/)).toBeNull();
    }
  });

  it('is not offered without the VIP-benefits flag', async () => {
    member();
    const api = apiFetch(withFlag(false), { 'GET /wps/member/benefits': benefits });
    await renderAppAt('/m/member/benefits');
    expect(
      await screen.findByText(
        'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      ),
    ).toBeVisible();
    expect(api.find('GET /wps/member/benefits')).toHaveLength(0);
  });
});
