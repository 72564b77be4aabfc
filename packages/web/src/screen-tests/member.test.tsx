import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@kalaro/contract/account';
import { FLAG } from '@kalaro/contract/constants';
import type { StartupSettings } from '@kalaro/contract/operator';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage, initI18n } from '@/shared/i18n/i18n';
import { getSession, setSession } from '@/shared/session/session';
import { apiFetch, ok, testPublicKey } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

let publicKey = '';
beforeAll(async () => {
  publicKey = await testPublicKey();
});

afterEach(() => {
  vi.useRealTimers();
});

const settingsWith = (flags: Record<string, boolean> = {}, memCen: 0 | 1 = 1): StartupSettings => {
  const settings = startupFixture({ security: { publicKey, scheme: 'RSA-OAEP-256+A256GCM' } });
  settings.info.whitelabel = flags;
  settings.info.mobileTemplate = { mem_cen: memCen, dep_func: 0 };
  return settings;
};

const memberInfo = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 'm-1',
  account: 'demo',
  nickname: null,
  regDate: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString(),
  type: 0,
  toUpline: false,
  vipLabel: 'VIP 2',
  vipLevel: 2,
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  firstTimeLogin: false,
  expiredPassword: false,
  merchantCode: 'KALARO',
  headIcon: null,
  ...overrides,
});

const loginAnswer = {
  token: 'never-stored',
  userName: 'demo',
  customerType: 0,
  firstTimeLogin: false,
  expiredPassword: false,
  merchantCode: 'KALARO',
};

const member = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

const promotions = (...types: string[]) =>
  ok({
    banners: [],
    notices: [],
    popups: [],
    hotMatches: [],
    agentNotices: [],
    promotions: types.map((promotionType, id) => ({ id, title: promotionType, promotionType })),
  });

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Member menu' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('member centre menu', () => {
  it('shows its entries only once the running promotions are known, so none is pushed down', async () => {
    member();
    let answer: (value: ReturnType<typeof promotions>) => void = () => undefined;
    apiFetch(settingsWith({ [FLAG.REWARD_CENTRE]: true }), {
      'GET /wps/content/announcements': () => new Promise((resolve) => (answer = resolve)),
      'GET /wps/member/info': ok(memberInfo()),
      'GET /wps/wallet/balance': ok({ sumBalance: '1.00', currency: 'PHP' }),
      'GET /wps/rewards/unclaimed-count': ok(0),
    });
    await renderAppAt('/m/mine');
    await screen.findByTestId('member-profile');
    const menu = screen.getByRole('navigation', { name: 'Member menu' });
    expect(within(menu).getByRole('list', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);

    answer(promotions('REFERRAL'));
    await waitFor(() =>
      expect(menuLabels()).toEqual([
        '/m/voucherCenter',
        '/m/withdraw',
        '/m/inviteFriends',
        '/m/securityCenter',
        '/m/rewardCenter',
        '/m/responsibleGaming',
      ]),
    );
    expect(within(menu).getByRole('list')).toHaveAttribute('aria-busy', 'false');
  });
});

describe('member centre for a visitor', () => {
  it('opens the login dialog from a menu item and lands on it after logging in', async () => {
    const api = apiFetch(settingsWith({ [FLAG.REWARD_CENTRE]: true }), {
      'GET /wps/content/announcements': promotions(),
      'POST /wps/auth/login': ok(loginAnswer),
      'GET /wps/member/info': ok(memberInfo()),
      'GET /wps/wallet/balance': ok({ sumBalance: '1000.00', currency: 'PHP' }),
      'GET /wps/rewards/unclaimed-count': ok(2),
      'GET /wps/rewards': ok({ list: [], unclaimedCount: 0 }),
    });
    const { router } = await renderAppAt('/m/mine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member center' })).toBeVisible();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Rewards center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // Still on the member centre: a dialog, not a redirect.
    expect(router.state.location.pathname).toBe('/m/mine');
    expect(api.find('GET /wps/rewards/unclaimed-count')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Username'), 'demo');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/rewardCenter'));
    expect(getSession()?.userName).toBe('demo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.find('POST /wps/auth/login')[0]?.body).not.toContain('Demo1234');
  });

  it('opens the login dialog from the login-or-register block, and closes it', async () => {
    apiFetch(settingsWith(), { 'GET /wps/content/announcements': promotions() });
    const { router } = await renderAppAt('/m/mine');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Log in or register/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('offers the app download from the header only when a link suits the device', async () => {
    const settings = settingsWith();
    settings.info.resources = [{ resourceType: 'Android', url: 'https://example.com/app.apk' }];
    apiFetch(settings, { 'GET /wps/content/announcements': promotions() });
    const first = await renderAppAt('/m/mine');
    await userEvent.click(await screen.findByRole('button', { name: 'Download Lucky Demo' }));
    const popup = await screen.findByRole('dialog', { name: 'Download Lucky Demo' });
    expect(within(popup).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      'https://example.com/app.apk',
    );
    first.unmount();

    apiFetch(settingsWith(), { 'GET /wps/content/announcements': promotions() });
    await renderAppAt('/m/mine');
    await screen.findByTestId('member-centre');
    expect(screen.queryByTestId('member-download')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in for settings too', async () => {
    apiFetch(settingsWith(), { 'GET /wps/content/announcements': promotions() });
    const { router } = await renderAppAt('/m/mine');
    await userEvent.click(await screen.findByRole('link', { name: 'Personal setting' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('sends a first login to change the password before the item', async () => {
    apiFetch(settingsWith(), {
      'GET /wps/content/announcements': promotions(),
      'POST /wps/auth/login': ok({ ...loginAnswer, firstTimeLogin: true }),
      'GET /wps/member/info': ok(memberInfo({ firstTimeLogin: true })),
    });
    const { router } = await renderAppAt('/m/mine');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password'), 'Newbie1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
  });
});

describe('member centre for a member', () => {
  it('shows the profile: account, joined days, VIP label; it opens the benefits with the flag', async () => {
    member();
    apiFetch(settingsWith({ [FLAG.VIP_BENEFITS]: true }), {
      'GET /wps/content/announcements': promotions(),
      'GET /wps/member/info': ok(memberInfo()),
      'GET /wps/wallet/balance': ok({ sumBalance: '1234.5', currency: 'PHP' }),
    });
    await renderAppAt('/m/mine');
    await waitFor(() => expect(screen.getByTestId('member-profile')).toHaveTextContent('demo'));
    const profile = screen.getByTestId('member-profile');
    expect(profile).toHaveTextContent('Joined 3 days ago');
    expect(profile).toHaveTextContent('VIP 2');
    expect(profile).toHaveAttribute('href', '/m/member/benefits');
    expect(await screen.findByTestId('member-balance')).toHaveTextContent('1,234.50 PHP');
  });

  it('keeps the profile a plain block without the VIP-benefit flag', async () => {
    member();
    apiFetch(settingsWith(), {
      'GET /wps/content/announcements': promotions(),
      'GET /wps/member/info': ok(memberInfo()),
    });
    await renderAppAt('/m/mine');
    const profile = await screen.findByTestId('member-profile');
    await waitFor(() => expect(profile).toHaveTextContent('VIP 2'));
    expect(profile.tagName).toBe('DIV');
    expect(screen.queryByRole('link', { name: 'Level interests' })).not.toBeInTheDocument();
  });

  it('shows each entry by its rule and follows the links without a dialog', async () => {
    member(1);
    apiFetch(
      settingsWith({
        [FLAG.REWARD_CENTRE]: true,
        [FLAG.MAIL_CENTRE]: true,
        [FLAG.DEPOSIT_RECORD]: true,
        [FLAG.TRANSFER_TO_UPLINE]: true,
      }),
      {
        'GET /wps/content/announcements': promotions('REFERRAL'),
        'GET /wps/member/info': ok(memberInfo({ type: 1, toUpline: true })),
        'GET /wps/wallet/balance': ok({ sumBalance: '1.00', currency: 'PHP' }),
        'GET /wps/rewards/unclaimed-count': ok(3),
        'GET /wps/messages/unread-count': ok(12),
      },
    );
    const { router } = await renderAppAt('/m/mine');
    await screen.findByTestId('member-profile');
    await waitFor(() =>
      expect(menuLabels()).toEqual([
        '/m/voucherCenter',
        '/m/withdraw',
        '/m/inviteFriends',
        '/m/securityCenter',
        '/m/rewardCenter',
        '/m/agent',
        '/m/vouReport',
        '/m/upLine/transfer',
        '/m/webEmail',
        '/m/responsibleGaming',
      ]),
    );
    // Badges: the unclaimed count on the rewards entry, unread on mail, with spoken text.
    expect(await screen.findByTestId('badge-rewards')).toHaveTextContent('3');
    expect(await screen.findByTestId('badge-mail')).toHaveTextContent('12');
    expect(
      screen.getByRole('link', { name: /^Rewards center\s*, 3 rewards to claim$/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: /^News & mail\s*, 12 unread messages$/ }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Deposit record' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/vouReport'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [1, 'grid of tiles with a balance card'],
    [0, 'list rows'],
  ] as const)('mem_cen %i: %s, the same entries', async (memCen, _layout) => {
    member();
    apiFetch(settingsWith({ [FLAG.FEEDBACK]: true, [FLAG.PROFIT_AND_LOSS]: true }, memCen), {
      'GET /wps/content/announcements': promotions('MISSION'),
      'GET /wps/member/info': ok(memberInfo()),
      'GET /wps/wallet/balance': ok({ sumBalance: '5.00', currency: 'PHP' }),
    });
    await renderAppAt('/m/member/home');
    const centre = await screen.findByTestId('member-centre');
    expect(centre).toHaveAttribute('data-layout', memCen === 1 ? 'new' : 'base');
    await waitFor(() =>
      expect(menuLabels()).toEqual([
        '/m/voucherCenter',
        '/m/withdraw',
        '/m/securityCenter',
        '/m/profitandloss',
        '/m/leaderBoard',
        '/m/feedback',
        '/m/responsibleGaming',
      ]),
    );
    const list = within(screen.getByRole('navigation', { name: 'Member menu' })).getByRole('list');
    expect(list.className).toBe(memCen === 1 ? 'grid' : 'list');
    if (memCen === 1) expect(await screen.findByTestId('member-balance')).toHaveTextContent('5.00');
    else expect(screen.queryByTestId('member-balance')).not.toBeInTheDocument();
  });

  it('hides the agency centre from types 0 and 40', async () => {
    member(40);
    apiFetch(settingsWith(), {
      'GET /wps/content/announcements': promotions(),
      'GET /wps/member/info': ok(memberInfo({ type: 40 })),
    });
    await renderAppAt('/m/mine');
    await screen.findByTestId('member-profile');
    expect(screen.queryByRole('link', { name: 'Agency center' })).not.toBeInTheDocument();
  });

  it('keeps a trial account out with free_reject', async () => {
    member(4);
    apiFetch(settingsWith(), {
      'GET /wps/content/announcements': promotions(),
      'GET /wps/member/info': ok(memberInfo({ type: 4 })),
    });
    const { router } = await renderAppAt('/m/mine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
  });

  it('counts the joined days in TY too', async () => {
    await initI18n();
    await chooseLanguage('TY');
    member();
    apiFetch(settingsWith(), {
      'GET /wps/content/announcements': promotions(),
      'GET /wps/member/info': ok(memberInfo()),
      'GET /wps/wallet/balance': ok({ sumBalance: '5.00', currency: 'PHP' }),
      'GET /wps/rewards/unclaimed-count': ok(1),
    });
    await renderAppAt('/m/mine');
    await waitFor(() =>
      expect(screen.getByTestId('member-profile')).toHaveTextContent(
        'Sumali 3 araw na ang nakalipas',
      ),
    );
  });

  it('speaks Filipino in TY', async () => {
    await initI18n();
    await chooseLanguage('TY');
    apiFetch(settingsWith(), { 'GET /wps/content/announcements': promotions() });
    await renderAppAt('/m/mine');
    expect(
      await screen.findByRole('button', { name: /Mag-log in o magrehistro/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu ng miyembro' })).toBeInTheDocument();
  });
});

describe('member centre head icon', () => {
  it('shows the chosen head icon and changes it through the picker (form-encoded, as the specification sends it)', async () => {
    member();
    const api = apiFetch(settingsWith(), {
      'GET /wps/content/announcements': promotions(),
      'GET /wps/member/info': ok(memberInfo({ headIcon: 4 })),
      'GET /wps/wallet/balance': ok({ sumBalance: '1.00', currency: 'PHP' }),
      'POST /wps/member/head-icon': ok({ headIcon: 9 }),
    });
    await renderAppAt('/m/mine');
    const profile = await screen.findByTestId('member-profile');
    await waitFor(() => expect(profile.querySelector('[data-head-icon="4"]')).not.toBeNull());
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a head icon' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(12);
    expect(within(dialog).getByRole('radio', { name: 'Head icon 4' })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: 'Head icon 9' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(profile.querySelector('[data-head-icon="9"]')).not.toBeNull());
    const [sent] = api.find('POST /wps/member/head-icon');
    expect(sent?.body).toBe('headIcon=9');
    expect(sent?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Head icon saved')).toBeInTheDocument();
  });

  it('keeps the picker open with an error when the server refuses, and the avatar unchanged', async () => {
    member();
    apiFetch(settingsWith(), {
      'GET /wps/content/announcements': promotions(),
      'GET /wps/member/info': ok(memberInfo()),
      'GET /wps/wallet/balance': ok({ sumBalance: '1.00', currency: 'PHP' }),
      'POST /wps/member/head-icon': {
        status: 500,
        body: { success: false, errorCode: 'internal' },
      },
    });
    await renderAppAt('/m/mine');
    const profile = await screen.findByTestId('member-profile');
    // No icon chosen: the account's initial.
    await waitFor(() => expect(profile).toHaveTextContent(/^D/));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a head icon' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Head icon 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not be saved');
    expect(screen.getByTestId('member-profile').querySelector('[data-head-icon]')).toBeNull();
  });
});
