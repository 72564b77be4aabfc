import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@kalaro/contract/games';
import { renderAppAt } from '@/app/test-app';
import { getSession, setSession } from '@/shared/session/session';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { gameFixture } from '@/shared/test/game-fixtures';
import { startupFixture } from '@/shared/test/startup-fixture';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const game = (nodeId: number, gameName: string, supportPlay: boolean): Game =>
  gameFixture(nodeId, {
    gameId: `KR-${nodeId}`,
    gameName,
    gameType: 'INHOUSE',
    vassalage: 'KALARO',
    minBet: '0.10',
    supportPlay,
  });

const handlers = {
  'POST /wps/auth/trial': ok({
    token: 'never-stored',
    userName: 'trial01',
    customerType: 4,
    firstTimeLogin: false,
    expiredPassword: false,
    merchantCode: 'KALARO',
  }),
  'GET /wps/wallet/balance': ok({ sumBalance: '2000.00', currency: 'PHP' }),
  'GET /wps/games/vendors': ok({
    sorting: [
      {
        gameCategory: 'INHOUSE',
        vendorNames: [{ vendor: 'KALARO', accountTypeName: 'Kalaro', icon: '/k.svg' }],
      },
    ],
    mapping: {},
    lotteryMenu: [],
    prizeMode: 'Lott',
    classifies: {},
  }),
  'GET /wps/games/list': ok({
    games: [game(1, 'Kalaro Reels', true), game(2, 'Real Money Only', false)],
    pageNum: 1,
    totalPages: 1,
    total: 2,
  }),
  'GET /wps/lottery': ok({ serverTime: new Date().toISOString(), list: [] }),
  'POST /wps/games/launch': ok({ url: '/m/slot/KR-1?pageBack=%2Fm%2Ftrail', target: 'self' }),
};

describe('/m/trail', () => {
  it('starts a visitor’s free trial on the spot, then offers the free-play games', async () => {
    const user = userEvent.setup();
    apiFetch(startupFixture({}), handlers);
    const { router } = await renderAppAt('/m/trail');
    expect(await screen.findByRole('heading', { name: 'Try Kalaro for free' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Play for free' }));
    expect(await screen.findByRole('heading', { name: 'Your free trial is on' })).toBeVisible();
    expect(getSession()?.type).toBe(4);
    expect(router.state.location.pathname).toBe('/m/trail');
    expect(await screen.findByTestId('trial-balance')).toHaveTextContent('2,000.00');
    const games = screen.getByRole('region', { name: 'Free-play games' });
    expect(await within(games).findByText('Kalaro Reels')).toBeVisible();
    // Only games with free play: the server refuses the others to a trial.
    expect(within(games).queryByText('Real Money Only')).toBeNull();
    await user.click(within(games).getByRole('button', { name: /Kalaro Reels/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/slot/KR-1'));
  });

  it('points a member to the real games', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });
    apiFetch(startupFixture({}), handlers);
    await renderAppAt('/m/trail');
    expect(
      await screen.findByRole('heading', { name: 'You already have an account' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the game lobby' })).toHaveAttribute(
      'href',
      '/m/gameLobby',
    );
    expect(screen.queryByRole('button', { name: 'Play for free' })).toBeNull();
  });
});
