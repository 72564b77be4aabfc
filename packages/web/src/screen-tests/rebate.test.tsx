import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MissionBoard } from '@kalaro/contract/missions';
import type { ManualRebateValue, RebateRecord } from '@kalaro/contract/rebate';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(() => {
  vi.useRealTimers();
});

const member = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

const announcements = ok({
  banners: [],
  notices: [],
  popups: [],
  hotMatches: [],
  agentNotices: [],
  promotions: [],
});

const figures = (claimable: boolean): ManualRebateValue => ({
  since: claimable ? null : '2026-11-23T10:00:00.000Z',
  until: '2026-11-23T12:00:00.000Z',
  categories: [
    { gameType: 'SPORTS', turnover: '0.00', rate: '0.80', amount: '0.00' },
    {
      gameType: 'LIVE',
      turnover: claimable ? '3400.50' : '0.00',
      rate: '0.60',
      amount: claimable ? '20.40' : '0.00',
    },
  ],
  totals: claimable
    ? { turnover: '3400.50', amount: '20.40' }
    : { turnover: '0.00', amount: '0.00' },
  claimable,
});

const record = (id: number, amount: string): RebateRecord => ({
  id,
  createdAt: '2026-11-23T10:00:00.000Z',
  since: null,
  turnover: '3400.50',
  amount,
  categories: [{ gameType: 'LIVE', turnover: '3400.50', rate: '0.60', amount }],
});

/** A server: 20.40 to claim, a wallet of 1,000.00. */
function rebateServer() {
  let balance = 100_000;
  let claimed = false;
  return {
    'GET /wps/rebate/manual': () => ok(figures(!claimed)),
    'POST /wps/rebate/manual/claim': () => {
      if (claimed) return fail(409, 'rebate.nothing_to_claim');
      claimed = true;
      balance += 2_040;
      return ok({ rebate: record(1, '20.40'), sumBalance: (balance / 100).toFixed(2) });
    },
    'GET /wps/wallet/balance': () =>
      ok({ sumBalance: (balance / 100).toFixed(2), currency: 'PHP' }),
    'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
    'GET /wps/content/announcements': announcements,
  };
}

describe('manual rebate', () => {
  it('shows the figures per category and claims once; the header balance follows', async () => {
    member();
    const api = apiFetch(startupFixture(), rebateServer());
    const { router } = await renderAppAt('/m/home');
    const header = await screen.findByRole('banner');
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('1,000.00'),
    );
    await router.navigate('/m/member/manualRebate');
    expect(await screen.findByTestId('rebate-total')).toHaveTextContent('20.40');
    expect(screen.getByText('On a turnover of 3,400.50')).toBeVisible();
    const table = screen.getByRole('table', { name: 'By game category' });
    const rows = within(table).getAllByTestId('rebate-category');
    // Categories with turnover first; the figures are the server's.
    expect(rows[0]).toHaveTextContent(/Live casino\s*3,400.50\s*0.60%\s*20.40/);
    expect(rows[1]).toHaveTextContent('Sports');
    expect(rows[1]).toHaveAttribute('data-idle', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('Rebate of 20.40 added to your balance')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rebate-total')).toHaveTextContent('0.00'));
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(screen.getByText('Nothing to claim yet: place bets to earn a rebate.')).toBeVisible();
    expect(api.find('POST /wps/rebate/manual/claim')).toHaveLength(1);
    await router.navigate('/m/home');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,020.40'));
  });

  it('shows the catalogue message when there is nothing new to claim', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      ...rebateServer(),
      'GET /wps/rebate/manual': ok(figures(true)),
      'POST /wps/rebate/manual/claim': fail(409, 'rebate.nothing_to_claim'),
    });
    await renderAppAt('/m/member/manualRebate');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('There is nothing new to claim yet')).toBeInTheDocument();
    await waitFor(() => expect(api.find('GET /wps/rebate/manual').length).toBeGreaterThan(1));
  });

  it('offers Retry when the figures cannot be loaded', async () => {
    member();
    let calls = 0;
    apiFetch(startupFixture(), {
      ...rebateServer(),
      'GET /wps/rebate/manual': () =>
        ++calls === 1 ? fail(503, 'service.unavailable') : ok(figures(true)),
    });
    await renderAppAt('/m/member/manualRebate');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    expect(await screen.findByTestId('rebate-total')).toHaveTextContent('20.40');
  });

  it('asks a visitor to log in; a trial account is kept out', async () => {
    const api = apiFetch(startupFixture(), rebateServer());
    const first = await renderAppAt('/m/member/manualRebate');
    expect(await screen.findByRole('heading', { name: 'Your rebate' })).toBeVisible();
    expect(api.find('GET /wps/rebate/manual')).toHaveLength(0);
    first.unmount();

    member(4);
    const trial = apiFetch(startupFixture(), rebateServer());
    await renderAppAt('/m/member/manualRebate');
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    expect(trial.find('GET /wps/rebate/manual')).toHaveLength(0);
  });
});

describe('rebate report', () => {
  it('lists rebates with totals and loads more pages', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/rebate/records': (call) => {
        const page = Number(new URLSearchParams(call.search).get('pageNo'));
        return ok({
          list: [record(page === 1 ? 2 : 1, page === 1 ? '0.74' : '38.60')],
          pageNum: page,
          totalPages: 2,
          total: 2,
          startDate: '2026-11-17',
          endDate: '2026-11-23',
          utcOffset: 480,
          totals: { turnover: '5594.50', amount: '39.34' },
        });
      },
    });
    await renderAppAt('/m/member/rebateReport?range=7d');
    expect(await screen.findByTestId('rebate-report-amount')).toHaveTextContent('39.34');
    expect(screen.getByTestId('rebate-report-count')).toHaveTextContent('2');
    expect(screen.getAllByTestId('rebate-record')).toHaveLength(1);
    // The records pages' presets: 7 days chosen from the address.
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    const query = new URLSearchParams(api.find('GET /wps/rebate/records')[0]!.search);
    expect(query.get('startDate')).not.toBe(query.get('endDate'));

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('rebate-record')).toHaveLength(2));
    expect(screen.getByText('That is every rebate in this range')).toBeVisible();
    const second = screen.getAllByTestId('rebate-record')[1]!;
    expect(second).toHaveTextContent('+38.60');
    expect(within(second).getByRole('table')).toHaveAccessibleName('Turnover 3,400.50 by category');
  });

  it('says when there is no rebate in the range, and asks again for another preset', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/rebate/records': ok({
        list: [],
        pageNum: 1,
        totalPages: 0,
        total: 0,
        startDate: '2026-11-23',
        endDate: '2026-11-23',
        utcOffset: 480,
        totals: { turnover: '0.00', amount: '0.00' },
      }),
    });
    await renderAppAt('/m/member/rebateReport');
    expect(await screen.findByText('No rebates in this range')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(api.find('GET /wps/rebate/records')).toHaveLength(2));
  });
});

const board = (overrides: Partial<MissionBoard> = {}): MissionBoard => ({
  id: 1,
  title: 'Weekly turnover race',
  description: '<p>Every bet counts</p><img src=x onerror="alert(1)">',
  metric: 'turnover',
  period: 'weekly',
  startsAt: '2026-11-22T16:00:00.000Z',
  endsAt: new Date(Date.now() + (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000).toISOString(),
  prizes: [
    { fromRank: 1, toRank: 1, amount: '5000.00' },
    { fromRank: 4, toRank: 10, amount: '200.00' },
  ],
  top: [
    { rank: 1, account: 'lu***88', score: '60000.00', prize: '5000.00', me: false },
    { rank: 2, account: 'ma***ng', score: '49200.00', prize: null, me: false },
  ],
  participants: 25,
  mine: { rank: 13, account: 'demo', score: '5594.50', prize: null, me: true },
  ...overrides,
});

describe('mission leaderboard', () => {
  it('shows the period countdown, prizes, masked top rows and the own rank below the top', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/missions/leaderboard': () =>
        ok({ missions: [board()], serverTime: new Date().toISOString() }),
    });
    await renderAppAt('/m/leaderBoard');
    const mission = await screen.findByRole('region', { name: 'Weekly turnover race' });
    expect(within(mission).getByText('Weekly · 25 players')).toBeVisible();
    expect(within(mission).getByTestId('leaderboard-countdown')).toHaveTextContent(
      /^2d 03:04:0\d$/,
    );
    const prizes = within(mission).getByRole('list', { name: 'Prizes per rank' });
    expect(prizes).toHaveTextContent('Rank 15,000.00');
    expect(prizes).toHaveTextContent('Rank 4–10200.00');
    const rows = within(mission).getAllByTestId('leaderboard-row');
    expect(rows[0]).toHaveTextContent(/1\s*lu\*\*\*88\s*60,000.00\s*5,000.00/);
    expect(within(mission).getByTestId('leaderboard-mine')).toHaveTextContent(
      'Your rank: 13 · 5,594.50',
    );
    // Rules are sanitised HTML.
    expect(within(mission).getByText('Every bet counts')).toBeInTheDocument();
    expect(mission.querySelector('img[onerror]')).toBeNull();
  });

  it('highlights the own row in the top, says when not ranked yet, and when nothing runs', async () => {
    member();
    const me = { rank: 1, account: 'demo', score: '99999.00', prize: '5000.00', me: true };
    apiFetch(startupFixture(), {
      'GET /wps/missions/leaderboard': ok({
        missions: [
          board({ top: [me], mine: me }),
          board({
            id: 2,
            title: 'Daily big winners',
            period: 'daily',
            endsAt: new Date(Date.now() + 3 * 3_600_000 - 30_000).toISOString(),
            metric: 'winnings',
            top: [],
            participants: 0,
            mine: { rank: null, account: 'demo', score: '0.00', prize: null, me: true },
          }),
        ],
        serverTime: new Date().toISOString(),
      }),
    });
    const first = await renderAppAt('/m/leaderBoard');
    const weekly = await screen.findByRole('region', { name: 'Weekly turnover race' });
    const own = within(weekly).getByTestId('leaderboard-me');
    expect(own).toHaveTextContent(/demo\s*You/);
    expect(within(weekly).queryByTestId('leaderboard-mine')).not.toBeInTheDocument();
    const daily = screen.getByRole('region', { name: 'Daily big winners' });
    expect(daily).toHaveTextContent('No scores yet this round.');
    // Under a day left: hours, minutes and seconds only.
    expect(within(daily).getByTestId('leaderboard-countdown')).toHaveTextContent(/^02:59:\d\d$/);
    expect(within(daily).getByTestId('leaderboard-mine')).toHaveTextContent(
      'You are not ranked yet: place a bet to join.',
    );
    first.unmount();

    apiFetch(startupFixture(), {
      'GET /wps/missions/leaderboard': ok({ missions: [], serverTime: new Date().toISOString() }),
    });
    await renderAppAt('/m/leaderBoard');
    expect(await screen.findByText('No missions are running right now')).toBeVisible();
  });

  it('says the activity is closed while no MISSION promotion runs, without a retry', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/missions/leaderboard': fail(403, 'missions.unavailable'),
    });
    const { router } = await renderAppAt('/m/leaderBoard');
    expect(
      await screen.findByRole('heading', { name: 'No mission activity right now' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the member centre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/mine'));
  });

  it('asks a visitor to log in, and reads TY', async () => {
    const api = apiFetch(startupFixture(), {
      'GET /wps/missions/leaderboard': ok({
        missions: [board()],
        serverTime: new Date().toISOString(),
      }),
    });
    const first = await renderAppAt('/m/leaderBoard');
    expect(await screen.findByRole('heading', { name: 'Mission leaderboard' })).toBeVisible();
    expect(api.find('GET /wps/missions/leaderboard')).toHaveLength(0);
    first.unmount();

    member();
    await chooseLanguage('TY');
    await renderAppAt('/m/leaderBoard');
    expect(await screen.findByText('Iyong ranggo: 13 · 5,594.50')).toBeVisible();
    await waitFor(() =>
      expect(
        new URLSearchParams(api.find('GET /wps/missions/leaderboard').at(-1)!.search).get(
          'language',
        ),
      ).toBe('TY'),
    );
  });
});
