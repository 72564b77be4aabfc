import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@kalaro/contract/games';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import type { Recorded } from '@/shared/test/api-fetch';
import { gameFixture, SEA_LOTTO_ANSWER } from '@/shared/test/game-fixtures';
import { startupFixture } from '@/shared/test/startup-fixture';

// jsdom has no scrolling; the grid and the tab change scroll the window.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const game = (nodeId: number, gameName: string, vassalage = 'PGX'): Game =>
  gameFixture(nodeId, { gameName, vassalage });

const GAMES = [game(1, 'Café Royale'), game(2, 'Dragon Gold'), game(3, 'Lucky Koi', 'JLX')];

const vendors = ok({
  sorting: [
    {
      gameCategory: 'RNG',
      vendorNames: [
        { vendor: 'PGX', accountTypeName: 'PixelGold', icon: '/KALARO/vendors/PGX.svg' },
        { vendor: 'JLX', accountTypeName: 'Jolly Lantern', icon: '/KALARO/vendors/JLX.svg' },
      ],
    },
    {
      gameCategory: 'COCKFIGHT',
      vendorNames: [{ vendor: 'DS88', accountTypeName: 'DS88', icon: '/x.svg' }],
    },
  ],
  mapping: { RNG: ['PGX', 'JLX'] },
  lotteryMenu: [],
  prizeMode: 'Lott',
  classifies: {},
});

const listAnswer = (games: Game[]) => ok({ games, pageNum: 1, totalPages: 1, total: games.length });

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const query = (call: Recorded) => Object.fromEntries(new URLSearchParams(call.search));

describe('game list', () => {
  it('shows the total count with its thousands grouped', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': ok({ games: GAMES, pageNum: 1, totalPages: 61, total: 1580 }),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    expect(await screen.findByText('1,580 games')).toBeVisible();
  });

  it('shows the tiles of the list call, with lazy fixed-size icons from the image CDN', async () => {
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': listAnswer(GAMES),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    const tiles = await screen.findAllByTestId('game-tile');
    expect(tiles).toHaveLength(3);
    const icon = screen.getByRole('img', { name: 'Café Royale' });
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('decoding', 'async');
    expect(icon).toHaveAttribute('width', '160');
    expect(icon.getAttribute('src')).toMatch(/\/KALARO\/games\/PGX\/s\/g1\.svg$/);
    expect(screen.getByRole('button', { name: 'Dragon Gold' })).toBeVisible();
    expect(query(api.find('GET /wps/games/list')[0]!)).toMatchObject({
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '26',
      language: 'EN',
    });
    expect(screen.getByText('3 games')).toBeVisible();
    // Vendor row: 'all' first, DS88 hidden, RNG vendors only.
    const row = screen.getByRole('group', { name: 'Game providers' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All providers', 'PixelGold', 'Jolly Lantern']);
  });

  it('keeps the vendor row’s place while the vendors load, so the games do not move', async () => {
    let answerVendors = () => {};
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': () =>
        new Promise((resolve) => {
          answerVendors = () => resolve(vendors);
        }),
      'GET /wps/games/list': listAnswer(GAMES),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(3);
    const placeholder = screen.getByTestId('vendors-placeholder');
    // Before the tiles, in the row's place, empty.
    expect(placeholder.compareDocumentPosition(screen.getByRole('tabpanel'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(placeholder).toBeEmptyDOMElement();
    expect(screen.queryByRole('group', { name: 'Game providers' })).toBeNull();
    answerVendors();
    expect(await screen.findByRole('group', { name: 'Game providers' })).toBeVisible();
    expect(screen.queryByTestId('vendors-placeholder')).toBeNull();
  });

  it('searches on the server with the typed name, after a pause', async () => {
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': (call) =>
        listAnswer(query(call).gameName === 'cafe' ? [GAMES[0]!] : GAMES),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    await screen.findAllByTestId('game-tile');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'cafe');
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    const searches = api.find('GET /wps/games/list').filter((c) => query(c).gameName);
    // Debounced: one search for the whole word, not one per key.
    expect(searches.map((c) => query(c).gameName)).toEqual(['cafe']);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));
  });

  it('filters by vendor, and tapping the selected vendor clears it', async () => {
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': (call) =>
        listAnswer(
          GAMES.filter((g) => !query(call).vassalage || g.vassalage === query(call).vassalage),
        ),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    await screen.findAllByTestId('game-tile');
    const user = userEvent.setup();
    const jolly = screen.getByRole('button', { name: 'Jolly Lantern' });
    await user.click(jolly);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    expect(jolly).toHaveAttribute('aria-pressed', 'true');
    await user.click(jolly);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));
    expect(api.find('GET /wps/games/list').map((c) => query(c).vassalage)).toContain('JLX');
  });

  it('shows the empty-state placeholder when nothing matches', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': listAnswer([]),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    expect(await screen.findByTestId('no-data')).toHaveTextContent('No games here yet');
  });

  describe('sends a visitor to log in', () => {
    const visitorList = async () => {
      apiFetch(startupFixture({}), {
        'GET /wps/games/vendors': vendors,
        'GET /wps/games/list': listAnswer(GAMES),
      });
      const rendered = await renderAppAt('/m/gameList?gameType=RNG');
      await screen.findAllByTestId('game-tile');
      return { ...rendered, user: userEvent.setup() };
    };
    const expectLogin = (router: { state: { location: { pathname: string } } }) =>
      waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));

    it('from the favourites tab', async () => {
      const { router, user } = await visitorList();
      await user.click(screen.getByRole('tab', { name: 'Favourites' }));
      await expectLogin(router);
    });

    it('from the recent tab', async () => {
      const { router, user } = await visitorList();
      await user.click(screen.getByRole('tab', { name: 'Recent' }));
      await expectLogin(router);
    });

    it('from a favourite toggle', async () => {
      const { router, user } = await visitorList();
      const tile = screen.getAllByTestId('game-tile')[0]!;
      await user.click(within(tile).getByRole('button', { name: 'Add to favourites' }));
      await expectLogin(router);
    });

    it('from a launch', async () => {
      const { router, user } = await visitorList();
      await user.click(screen.getByRole('button', { name: 'Café Royale' }));
      await expectLogin(router);
    });
  });

  it('reloads the list in the new language, once, after the change settles', async () => {
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': listAnswer(GAMES),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    await screen.findAllByTestId('game-tile');
    await chooseLanguage('TY');
    await waitFor(() =>
      expect(api.find('GET /wps/games/list').map((c) => query(c).language)).toEqual(['EN', 'TY']),
    );
    expect(await screen.findByRole('tab', { name: 'Paborito' })).toBeVisible();
  });

  it('shows hot games as one page, from the hot call', async () => {
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': listAnswer(GAMES),
      'GET /wps/games/hot': ok({ list: [GAMES[1]] }),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    await screen.findAllByTestId('game-tile');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Hot' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    expect(api.find('GET /wps/games/hot')).toHaveLength(1);
  });
});

describe('favourites', () => {
  it('adds a favourite at once and puts it back when the server refuses', async () => {
    member();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': listAnswer(GAMES),
      'GET /wps/games/favourites/ids': ok({ list: [] }),
      'POST /wps/games/favourites': fail(500, 'server.error'),
    });
    const mock = api.fetchMock;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await gate;
      return mock(input, init);
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    const tile = (await screen.findAllByTestId('game-tile'))[0]!;
    const user = userEvent.setup();
    await user.click(within(tile).getByRole('button', { name: 'Add to favourites' }));
    // Optimistic: pressed before the server has answered.
    const pressed = within(tile).getByRole('button', { name: 'Remove from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() =>
      expect(within(tile).getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(JSON.parse(api.find('POST /wps/games/favourites')[0]!.body!)).toEqual({
      nodeId: 1,
      vendor: 'PGX',
    });
  });

  it('removing on the favourites tab drops the tile at once, and restores it on failure', async () => {
    member();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let refuse = true;
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/favourites/ids': ok({ list: [1, 2] }),
      'GET /wps/games/favourites': ok({
        content: [GAMES[0], GAMES[1]],
        pageNum: 1,
        totalPages: 1,
        total: 2,
      }),
      'DELETE /wps/games/favourites/1': () =>
        refuse ? fail(500, 'server.error') : ok({ list: [2] }),
    });
    const mock = api.fetchMock;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') await gate;
      return mock(input, init);
    });
    await renderAppAt('/m/gameList?gameType=RNG&tab=fav');
    expect(await screen.findByRole('tab', { name: 'Favourites' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(2));
    const user = userEvent.setup();
    const first = screen.getAllByTestId('game-tile')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Remove from favourites' }));
    expect(screen.getAllByTestId('game-tile')).toHaveLength(1);
    release();
    // The server refused: the tile comes back.
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    refuse = false;
    await user.click(
      within(screen.getAllByTestId('game-tile')[0]!).getByRole('button', {
        name: 'Remove from favourites',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Dragon Gold' })).toBeVisible();
    expect(api.find('DELETE /wps/games/favourites/1')).toHaveLength(2);
  });
});

describe('launching', () => {
  it('launches on the server and opens the answered address', async () => {
    member();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': listAnswer(GAMES),
      'GET /wps/games/favourites/ids': ok({ list: [] }),
      'POST /wps/games/launch': ok({ url: '/play/abc', target: 'self' }),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dragon Gold' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/play/abc'));
    expect(JSON.parse(api.find('POST /wps/games/launch')[0]!.body!)).toEqual({
      nodeId: 2,
      category: 'RNG',
      vendor: 'PGX',
      gameId: 'g2',
      // The game's back button returns to the list it was launched from.
      pageBack: '/m/gameList?gameType=RNG',
    });
  });
  it('a launch refused while a reality check is due opens the check, without an error', async () => {
    member();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const now = Date.now();
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': listAnswer(GAMES),
      'GET /wps/games/favourites/ids': ok({ list: [] }),
      'GET /wps/protection/reality-check': ok({
        minutes: 30,
        chosen: true,
        required: false,
        defaultMinutes: null,
      }),
      'GET /wps/protection/session': () =>
        ok({
          startedAt: new Date(now - 40 * 60_000).toISOString(),
          now: new Date().toISOString(),
          playedMinutes: 40,
          stakes: '45.00',
          wins: '25.00',
          net: '-20.00',
          checkedAt: new Date(now - 20 * 60_000).toISOString(),
          nextCheckAt: new Date(now + 10 * 60_000).toISOString(),
        }),
      'POST /wps/games/launch': fail(403, 'protection.reality_check_due', {
        dueAt: new Date(now).toISOString(),
      }),
    });
    await renderAppAt('/m/gameList?gameType=RNG');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dragon Gold' }));
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(check).toHaveTextContent('Stakes'));
    expect(api.find('POST /wps/games/launch')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('lottery lobby', () => {
  it('lists the lotteries of the prize mode and opens the launch screen', async () => {
    member();
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/lotteries': SEA_LOTTO_ANSWER,
    });
    const { router } = await renderAppAt('/m/lottery');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sea Lotto 5D' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toBe(
      '?playType=trad&prize_mode=Lott&code=lobby&pageBack=home',
    );
    expect(query(api.find('GET /wps/games/lotteries')[0]!)).toMatchObject({ prizeMode: 'Lott' });
  });

  it('shows the empty-state placeholder without lotteries', async () => {
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/lotteries': ok({ list: [] }),
    });
    await renderAppAt('/m/lottery');
    expect(await screen.findByTestId('no-data')).toBeVisible();
  });
});

describe('game filter panel', () => {
  const withClassifies = ok({
    ...(vendors.body.value as object),
    classifies: { RNG: ['SLOT', 'TABLE'], FISH: [] },
  });

  it('applies a vendor and a min bet: the list reloads from page 1 with them; reset clears', async () => {
    const user = userEvent.setup();
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': withClassifies,
      'GET /wps/games/list': listAnswer(GAMES),
    });
    const { router } = await renderAppAt('/m/gameList?gameType=RNG');
    await screen.findAllByTestId('game-tile');
    const opener = screen.getByRole('button', { name: 'Filter games' });
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(panel).getByRole('group', { name: 'Game type' })).toBeVisible();
    await user.click(within(panel).getByRole('radio', { name: 'PixelGold' }));
    await user.click(within(panel).getByRole('radio', { name: '0.5' }));
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(query(api.find('GET /wps/games/list').at(-1)!)).toMatchObject({
        vassalage: 'PGX',
        minBet: '0.5',
        pageNo: '1',
      }),
    );
    expect(router.state.location.search).toContain('vassalage=PGX');
    expect(router.state.location.search).toContain('minBet=0.5');
    expect(opener).toHaveFocus();
    // The vendor row follows the applied vendor.
    const row = screen.getByRole('group', { name: 'Game providers' });
    expect(within(row).getByRole('button', { name: 'PixelGold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(again).getByRole('radio', { name: 'PixelGold' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Reset' }));
    expect(within(again).getByRole('radio', { name: 'All providers' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    // The unfiltered list is back (answered from the cache) and the URL forgets the filter.
    await waitFor(() => expect(router.state.location.search).toBe('?gameType=RNG'));
    // The router's state changes first; the screen follows in a transition.
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'All providers' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('FISH shows no classification; other games link to their lists and the lottery lobby', async () => {
    const user = userEvent.setup();
    apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': withClassifies,
      'GET /wps/games/list': listAnswer(GAMES),
    });
    await renderAppAt('/m/gameList?gameType=FISH');
    await user.click(await screen.findByRole('button', { name: 'Filter games' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(panel).queryByRole('group', { name: 'Game type' })).toBeNull();
    const others = within(panel).getByRole('navigation', { name: 'Other games' });
    expect(within(others).getByRole('link', { name: 'Lottery' })).toHaveAttribute(
      'href',
      '/m/lottery',
    );
    expect(within(others).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
    expect(within(others).queryByRole('link', { name: 'Fishing' })).toBeNull();
    expect(within(others).queryByRole('link', { name: 'E-lottery' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Close filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
