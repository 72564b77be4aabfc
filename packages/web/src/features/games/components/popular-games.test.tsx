import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@kalaro/contract/games';
import PopularGames from '@/features/games/components/popular-games';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import type { Recorded } from '@/shared/test/api-fetch';
import { renderWithProviders } from '@/shared/test/render';
import { gameFixture } from '@/shared/test/game-fixtures';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(async () => {
  vi.unstubAllGlobals();
  await chooseLanguage('EN');
});

const game = (nodeId: number, gameType: Game['gameType'] = 'RNG', vassalage = 'PGX'): Game =>
  gameFixture(nodeId, { gameName: `${gameType} game ${nodeId}`, gameType, vassalage });

const v = (vendor: string) => ({
  vendor,
  accountTypeName: `${vendor} name`,
  icon: `/v/${vendor}.svg`,
});

const vendors = ok({
  // As the server arranges it; no HOT entry: the menu adds it at the front.
  sorting: [
    { gameCategory: 'SPORTS', vendorNames: [v('SBX')] },
    { gameCategory: 'RNG', vendorNames: [v('PGX'), v('JLX')] },
    { gameCategory: 'INHOUSE', vendorNames: [v('ORIG'), v('ORIG2')] },
    { gameCategory: 'LOTT', vendorNames: [v('TCG_SEA')] },
    { gameCategory: 'ELOTT', vendorNames: [v('TCG_LOTTO_VN')] },
  ],
  mapping: {},
  lotteryMenu: [],
  prizeMode: 'Lott',
  classifies: {},
});

const query = (call: Recorded) => Object.fromEntries(new URLSearchParams(call.search));

const HOT = Array.from({ length: 20 }, (_, i) => game(100 + i));

const renderPopular = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/m/home']}>
      <PopularGames cdn="/cdn" />
    </MemoryRouter>,
  );

describe('popular games', () => {
  it('menu: HOT first and chosen, then the configured categories; hot shows 12 tiles and a link to all', async () => {
    const api = apiFetch(startupFixture(), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/hot': ok({ list: HOT }),
    });
    await renderPopular();
    const section = screen.getByRole('region', { name: 'Popular games' });
    const tablist = within(section).getByRole('tablist', { name: 'Popular game categories' });
    await waitFor(() => expect(within(tablist).getAllByRole('tab')).toHaveLength(5));
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Hot', 'Sports', 'Slots', 'In-house', 'Lottery']);
    expect(within(tablist).getByRole('tab', { name: 'Hot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(section).getByRole('tabpanel', { name: 'Hot' });
    expect(await within(panel).findAllByTestId('game-tile')).toHaveLength(12);
    expect(within(panel).getByRole('link', { name: 'All Hot games' })).toHaveAttribute(
      'href',
      '/m/gameList?tab=hot',
    );
    expect(query(api.find('GET /wps/games/hot')[0]!)).toMatchObject({ language: 'EN' });
    expect(api.find('GET /wps/games/list')).toHaveLength(0);
  });

  it('a category shows the first page of its list with a link to the game list', async () => {
    const api = apiFetch(startupFixture(), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/hot': ok({ list: HOT }),
      'GET /wps/games/list': ok({
        games: Array.from({ length: 26 }, (_, i) => game(i + 1)),
        pageNum: 1,
        totalPages: 9,
        total: 230,
      }),
    });
    await renderPopular();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Slots' });
    expect(await within(panel).findAllByTestId('game-tile')).toHaveLength(12);
    expect(within(panel).getByRole('list', { name: 'Slots games' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'All Slots games' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
    const calls = api.find('GET /wps/games/list');
    expect(calls).toHaveLength(1);
    expect(query(calls[0]!)).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '26' });
    expect(query(calls[0]!).vassalage).toBeUndefined();
  });

  it('in-house is filtered by vassalage (first in-house vendor; another can be chosen)', async () => {
    const api = apiFetch(startupFixture(), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/hot': ok({ list: HOT }),
      'GET /wps/games/list': (call) =>
        ok({
          games: [game(1, 'INHOUSE', query(call).vassalage)],
          pageNum: 1,
          totalPages: 1,
          total: 1,
        }),
    });
    await renderPopular();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'In-house' }));
    await screen.findByTestId('game-tile');
    expect(query(api.find('GET /wps/games/list')[0]!)).toMatchObject({
      gameType: 'INHOUSE',
      vassalage: 'ORIG',
    });
    const providers = screen.getByRole('group', { name: 'Game providers' });
    expect(within(providers).queryByRole('button', { name: 'All providers' })).toBeNull();
    await user.click(within(providers).getByRole('button', { name: 'ORIG2 name' }));
    await waitFor(() =>
      expect(query(api.find('GET /wps/games/list').at(-1)!)).toMatchObject({
        vassalage: 'ORIG2',
      }),
    );
    // The link comes back with the new vendor's list (on a busy machine, after the call).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'All In-house games' })).toHaveAttribute(
        'href',
        '/m/gameList?gameType=INHOUSE&vassalage=ORIG2',
      ),
    );
  });

  it('lottery leads to the lottery lobby', async () => {
    apiFetch(startupFixture(), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/hot': ok({ list: HOT }),
    });
    await renderPopular();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Lottery' }));
    expect(screen.getByRole('link', { name: 'Open the lottery lobby' })).toHaveAttribute(
      'href',
      '/m/lottery',
    );
  });

  it('arrow keys, Home and End move between the tabs; Enter chooses', async () => {
    apiFetch(startupFixture(), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/hot': ok({ list: HOT }),
      'GET /wps/games/list': ok({
        games: [game(1, 'SPORTS')],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      }),
    });
    await renderPopular();
    await screen.findByRole('tab', { name: 'Lottery' });
    const hot = screen.getByRole('tab', { name: 'Hot' });
    // Roving focus: only the chosen tab is in the tab order.
    expect(hot).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('tabindex', '-1');
    const user = userEvent.setup();
    hot.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Lottery' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(hot).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a failed list says so and offers Retry', async () => {
    let refuse = true;
    apiFetch(startupFixture(), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/hot': () => (refuse ? fail(500, 'server.error') : ok({ list: HOT })),
    });
    await renderPopular();
    expect(await screen.findByText('The games could not be loaded')).toBeVisible();
    refuse = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(12);
  });

  it('HOT alone when the vendor configuration fails', async () => {
    apiFetch(startupFixture(), {
      'GET /wps/games/vendors': fail(500, 'server.error'),
      'GET /wps/games/hot': ok({ list: HOT.slice(0, 3) }),
    });
    await renderPopular();
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hot']);
  });

  it('reloads in a new language once, after the change settles', async () => {
    const api = apiFetch(startupFixture(), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/hot': ok({ list: HOT }),
    });
    await renderPopular();
    await screen.findAllByTestId('game-tile');
    await chooseLanguage('TY');
    await waitFor(() =>
      expect(api.find('GET /wps/games/hot').map((c) => query(c).language)).toEqual(['EN', 'TY']),
    );
    expect(await screen.findByRole('region', { name: 'Mga sikat na laro' })).toBeVisible();
  });
});
