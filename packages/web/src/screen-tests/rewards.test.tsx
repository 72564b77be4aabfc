import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FLAG } from '@kalaro/contract/constants';
import type { Reward } from '@kalaro/contract/member-content';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const settings = () => {
  const value = startupFixture();
  value.info.whitelabel = { [FLAG.REWARD_CENTRE]: true };
  return value;
};

const member = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

const reward = (id: number, overrides: Partial<Reward> = {}): Reward => ({
  id,
  title: `Reward ${id}`,
  description: `<p>Terms of reward ${id}</p><script>alert(1)</script>`,
  promotionType: null,
  amount: '100.00',
  status: 'available',
  expiresAt: '2099-12-31T15:59:00Z',
  claimedAt: null,
  ...overrides,
});

const announcements = ok({
  banners: [],
  notices: [],
  popups: [],
  hotMatches: [],
  agentNotices: [],
  promotions: [],
});

/** A server: two rewards to claim, one claimed, a wallet of 1,000.00. */
function rewardsServer() {
  let balance = 1000;
  let list: Reward[] = [
    reward(1, { amount: '88.00' }),
    reward(2, { expiresAt: null }),
    reward(3, { status: 'claimed', claimedAt: '2025-03-01T10:00:00Z' }),
  ];
  const unclaimed = () => list.filter((r) => r.status === 'available').length;
  return {
    handlers: {
      'GET /wps/rewards': () => ok({ list, unclaimedCount: unclaimed() }),
      'GET /wps/rewards/unclaimed-count': () => ok(unclaimed()),
      'POST /wps/rewards/1/claim': () => {
        if (list[0]!.status === 'claimed') return fail(409, 'reward.already_claimed');
        balance += 88;
        list = list.map((r) =>
          r.id === 1 ? { ...r, status: 'claimed', claimedAt: new Date().toISOString() } : r,
        );
        return ok({ rewardId: 1, amount: '88.00', sumBalance: `${balance}.00` });
      },
      'POST /wps/rewards/2/claim': fail(409, 'reward.already_claimed'),
      'GET /wps/wallet/balance': () => ok({ sumBalance: `${balance}.00`, currency: 'PHP' }),
      'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
      'GET /wps/content/announcements': announcements,
    },
  };
}

const card = (title: string) => screen.getByRole('article', { name: title }) as HTMLElement;

describe('rewards centre', () => {
  it('lists rewards with amount, terms and expiry; claimed ones say so', async () => {
    member();
    apiFetch(settings(), rewardsServer().handlers);
    await renderAppAt('/m/rewardCenter');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reward 1' })).toBeVisible();
    expect(screen.getByTestId('rewards-summary')).toHaveTextContent('2 rewards to claim');
    const first = card('Reward 1');
    expect(first).toHaveTextContent('+88.00');
    expect(first).toHaveTextContent(/Claim by/);
    expect(within(first).getByText('Terms and conditions')).toBeVisible();
    expect(first).toHaveTextContent('Terms of reward 1');
    expect(first.querySelector('script')).toBeNull();
    expect(card('Reward 2')).toHaveTextContent('No expiry date');
    const claimed = card('Reward 3');
    expect(within(claimed).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(within(claimed).getByTestId('reward-status')).toHaveTextContent('Claimed');
    expect(claimed).toHaveTextContent(/Claimed on/);
  });

  it('claims: success toast, the reward shows claimed, the count, badge and balance follow', async () => {
    member();
    const api = apiFetch(settings(), rewardsServer().handlers);
    const { router } = await renderAppAt('/m/home');
    const header = await screen.findByRole('banner');
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('1,000.00'),
    );
    await router.navigate('/m/rewardCenter');
    await screen.findByRole('heading', { level: 2, name: 'Reward 1' });
    const user = userEvent.setup();

    await user.click(within(card('Reward 1')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claimed! 88.00 was added to your balance')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('Reward 1')).getByTestId('reward-status')).toHaveTextContent('Claimed'),
    );
    expect(screen.getByTestId('rewards-summary')).toHaveTextContent('1 reward to claim');
    expect(api.find('POST /wps/rewards/1/claim')).toHaveLength(1);

    // The member-centre badge and the home header balance follow.
    await router.navigate('/m/mine');
    await waitFor(() => expect(screen.getByTestId('badge-rewards')).toHaveTextContent('1'));
    await router.navigate('/m/home');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,088.00'));
  });

  it('shows the catalogue message of a refused claim and re-reads the list', async () => {
    member();
    const api = apiFetch(settings(), rewardsServer().handlers);
    await renderAppAt('/m/rewardCenter');
    await screen.findByRole('heading', { level: 2, name: 'Reward 2' });
    await userEvent.click(within(card('Reward 2')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You have already claimed this reward')).toBeInTheDocument();
    await waitFor(() => expect(api.find('GET /wps/rewards').length).toBeGreaterThan(1));
  });

  it('tells a member when a reward has paid out its budget and re-reads the list', async () => {
    member();
    const server = rewardsServer();
    const api = apiFetch(settings(), {
      ...server.handlers,
      'POST /wps/rewards/1/claim': fail(409, 'campaign.budget_exhausted'),
    });
    await renderAppAt('/m/rewardCenter');
    await screen.findByRole('heading', { level: 2, name: 'Reward 1' });
    await userEvent.click(within(card('Reward 1')).getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('This offer has paid out its whole budget.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.find('GET /wps/rewards').length).toBeGreaterThan(1));
  });

  it('asks a visitor to log in and tells a trial account it may not claim', async () => {
    apiFetch(settings(), rewardsServer().handlers);
    const first = await renderAppAt('/m/rewardCenter');
    expect(await screen.findByRole('heading', { name: 'Your rewards' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    first.unmount();

    member(4);
    const api = apiFetch(settings(), rewardsServer().handlers);
    await renderAppAt('/m/rewardCenter');
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeVisible();
    expect(api.find('GET /wps/rewards')).toHaveLength(0);
    expect(api.find('GET /wps/rewards/unclaimed-count')).toHaveLength(0);
  });

  it('says when there is no reward', async () => {
    member();
    apiFetch(settings(), {
      'GET /wps/rewards': ok({ list: [], unclaimedCount: 0 }),
      'GET /wps/rewards/unclaimed-count': ok(0),
    });
    await renderAppAt('/m/rewardCenter');
    expect(await screen.findByText('No rewards right now. Check back soon!')).toBeVisible();
  });
});
