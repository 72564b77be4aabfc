import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { lotterySummaryFixture, SEA_LOTTO_ANSWER } from '@/shared/test/game-fixtures';
import { startupFixture } from '@/shared/test/startup-fixture';

const LIST = ok({
  serverTime: new Date().toISOString(),
  list: [
    lotterySummaryFixture('QUICK3_1', 'Pick 3 · 1 min', 42, {
      drawNo: 7000,
      ago: 18,
      digits: [4, 9, 2],
    }),
    lotterySummaryFixture('QUICK3_3', 'Pick 3 · 3 min', 130, {
      drawNo: 300,
      ago: 50,
      digits: [1, 1, 0],
    }),
    lotterySummaryFixture('QUICK3_2', 'Pick 3 · 2 min', 70, null),
  ],
});

const vendors = ok({
  sorting: [],
  mapping: {},
  lotteryMenu: [],
  prizeMode: 'Lott',
  classifies: {},
});

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

describe('lottery hall', () => {
  it('/m/startLottery shows the open draws with countdowns and the latest results, newest first', async () => {
    apiFetch(startupFixture({}), { 'GET /wps/lottery': LIST });
    await renderAppAt('/m/startLottery');
    const draws = await screen.findByRole('region', { name: 'Kalaro draws' });
    expect(within(draws).getAllByRole('timer')).toHaveLength(3);
    expect(within(draws).getAllByRole('timer')[0]).toHaveTextContent(/Betting closes in 00:3\d/);
    const results = screen.getByRole('region', { name: 'Latest results' });
    const rows = within(results).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Pick 3 · 1 minDraw 7000'),
      expect.stringContaining('Pick 3 · 3 minDraw 300'),
    ]);
    expect(within(rows[0]!).getByRole('img', { name: 'Result 4 9 2, sum 15' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See every lottery' })).toHaveAttribute(
      'href',
      '/m/moreLottery',
    );
  });

  it('leads a member from a result into that lottery’s betting screen', async () => {
    member();
    apiFetch(startupFixture({}), { 'GET /wps/lottery': LIST });
    const { router } = await renderAppAt('/m/startLottery');
    const results = await screen.findByRole('region', { name: 'Latest results' });
    expect(within(results).getAllByRole('link')[1]).toHaveAttribute(
      'href',
      '/m/launchGame?playType=trad&prize_mode=Lott&code=QUICK3_3&pageBack=startLottery',
    );
    await userEvent.setup().click(screen.getByTestId('inhouse-lottery-QUICK3_1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toContain('code=QUICK3_1');
  });

  it('/m/moreLottery adds the vendors’ lotteries', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/lottery': LIST,
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/lotteries': SEA_LOTTO_ANSWER,
    });
    await renderAppAt('/m/moreLottery');
    const more = await screen.findByRole('region', { name: 'More lotteries' });
    expect(await within(more).findByRole('button', { name: 'Sea Lotto 5D' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Kalaro draws' })).toBeVisible();
  });

  it('says when no draw is open', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/lottery': ok({ serverTime: new Date().toISOString(), list: [] }),
    });
    await renderAppAt('/m/startLottery');
    expect(
      await screen.findByText('There are no draws open right now. Please come back later.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Latest results' })).toBeNull();
  });
});
