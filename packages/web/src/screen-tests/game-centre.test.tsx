import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameType } from '@kalaro/contract/games';
import { renderAppAt } from '@/app/test-app';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import type { Recorded } from '@/shared/test/api-fetch';
import { gameFixture } from '@/shared/test/game-fixtures';
import { startupFixture } from '@/shared/test/startup-fixture';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const game = (nodeId: number, gameName: string, gameType: GameType, vassalage: string): Game =>
  gameFixture(nodeId, { gameName, gameType, vassalage });

const vendor = (code: string, name: string) => ({
  vendor: code,
  accountTypeName: name,
  icon: `/KALARO/vendors/${code}.svg`,
});

const vendors = ok({
  sorting: [
    { gameCategory: 'RNG', vendorNames: [vendor('PGX', 'PixelGold')] },
    { gameCategory: 'LIVE', vendorNames: [vendor('EVX', 'Evo Live')] },
    { gameCategory: 'INHOUSE', vendorNames: [vendor('KALARO', 'Kalaro')] },
    { gameCategory: 'LOTT', vendorNames: [vendor('TCG_SEA', 'Sea')] },
  ],
  mapping: {},
  lotteryMenu: [],
  prizeMode: 'Lott',
  classifies: {},
});

const BY_TYPE: Record<string, Game[]> = {
  RNG: Array.from({ length: 8 }, (_, i) => game(100 + i, `Reel ${i + 1}`, 'RNG', 'PGX')),
  LIVE: [game(200, 'Baccarat Royale', 'LIVE', 'EVX')],
  INHOUSE: [game(300, 'Kalaro Reels', 'INHOUSE', 'KALARO')],
};

const list = (call: Recorded) => {
  const type = new URLSearchParams(call.search).get('gameType') ?? '';
  const games = BY_TYPE[type] ?? [];
  return ok({ games, pageNum: 1, totalPages: 1, total: games.length });
};

describe('game centres', () => {
  it('/m/slotsCenter shows the slots and in-house sections with their first games', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': list,
    });
    await renderAppAt('/m/slotsCenter');
    const slots = await screen.findByRole('region', { name: 'Slots' });
    // Six tiles before the link to the whole category.
    expect(await within(slots).findAllByTestId('game-tile')).toHaveLength(6);
    expect(within(slots).getByRole('link', { name: /All Slots games/ })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
    const inhouse = screen.getByRole('region', { name: 'In-house' });
    expect(await within(inhouse).findByText('Kalaro Reels')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Live casino' })).toBeNull();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('/m/gameCenter shows the live tables, not the slots', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': list,
    });
    await renderAppAt('/m/gameCenter');
    const live = await screen.findByRole('region', { name: 'Live casino' });
    expect(await within(live).findByText('Baccarat Royale')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Slots' })).toBeNull();
  });

  it('/m/gameLobby starts with the hot games and leaves the lotteries to their hall', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': list,
      'GET /wps/games/hot': ok({ list: [BY_TYPE.LIVE![0]] }),
    });
    await renderAppAt('/m/gameLobby');
    const regions = await screen.findAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'centre-HOT',
      'centre-RNG',
      'centre-LIVE',
      'centre-INHOUSE',
      'winner-board',
    ]);
    expect(
      await within(screen.getByRole('region', { name: 'Hot' })).findByText('Baccarat Royale'),
    ).toBeVisible();
  });

  it('a visitor tapping a game is sent to log in', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': list,
    });
    const { router } = await renderAppAt('/m/gameCenter');
    const live = await screen.findByRole('region', { name: 'Live casino' });
    await userEvent
      .setup()
      .click(await within(live).findByRole('button', { name: /Baccarat Royale/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('says so when the operator offers none of the centre’s games', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': ok({ ...(vendors.body.value as object), sorting: [] }),
    });
    await renderAppAt('/m/slotsCenter');
    expect(
      await screen.findByText('There are no games of this kind here yet. Please come back later.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse every game' })).toHaveAttribute(
      'href',
      '/m/gameList',
    );
  });

  it('offers a retry when the games cannot be loaded', async () => {
    let answer: ReturnType<typeof fail> | typeof vendors = fail(500, 'SYSTEM_ERROR');
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': () => answer,
      'GET /wps/games/list': list,
    });
    await renderAppAt('/m/slotsCenter');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(screen.getByText('The games could not be loaded')).toBeVisible();
    answer = vendors;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('region', { name: 'Slots' })).toBeVisible();
  });

  it('ends with the week’s winner board, the biggest win first', async () => {
    const winner = (player: string, gameName: string, winAmount: string) => ({
      player,
      gameName,
      vendor: 'PGX',
      gameType: 'RNG',
      winAmount,
      wonAt: '2026-11-27T10:00:00.000Z',
    });
    const winners = ok({
      list: [winner('te***m1', 'Reel 1', '990000.00'), winner('d***o', 'Kalaro Reels', '123.45')],
    });
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': list,
      'GET /wps/games/winners': winners,
    });
    await renderAppAt('/m/slotsCenter');
    const board = await screen.findByRole('region', { name: 'Big wins this week' });
    // The slots centre's own categories.
    expect(new URLSearchParams(api.find('GET /wps/games/winners')[0]!.search).get('gameType')).toBe(
      'RNG,INHOUSE',
    );
    const rows = await within(board).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1te***m1Reel 1990,000.00',
      '2d***oKalaro Reels123.45',
    ]);
  });

  it('says when there is no big win yet, and offers a retry when the board fails', async () => {
    let calls = 0;
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': list,
      'GET /wps/games/winners': () =>
        ++calls === 1 ? fail(503, 'system.upgrading') : ok({ list: [] }),
    });
    await renderAppAt('/m/slotsCenter');
    const board = await screen.findByRole('region', { name: 'Big wins this week' });
    await userEvent.click(
      await within(board).findByRole('button', { name: 'Retry' }, { timeout: 5000 }),
    );
    expect(await within(board).findByText('No big wins yet this week.')).toBeVisible();
  });
});
