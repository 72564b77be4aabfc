import { describe, expect, it } from 'vitest';
import {
  isFreePlay,
  centreCategories,
  winnerCategories,
  centreForPath,
  filterFromParams,
  filterSections,
  filterToParams,
  otherGames,
  resetFilter,
  toggleFilterVendor,
  applyFavourite,
  chooseTab,
  columnsFor,
  favouriteAction,
  filterGames,
  foldText,
  launchDestination,
  launchPageBack,
  launchGameHref,
  mergePages,
  nextPageParam,
  parseGameType,
  planLaunch,
  shouldLoadMore,
  tabIsOnePage,
  tabNeedsLogin,
  throttleAllows,
  toggleVendor,
  withoutGame,
  vendorLayout,
  startsGroup,
  groupOf,
  popularMenu,
  choosePopular,
  popularContent,
  popularMoreHref,
} from '@/features/games/model';

const game = (nodeId: number, extra: Partial<Record<string, string>> = {}) => ({
  nodeId,
  gameId: `g${nodeId}`,
  gameType: 'RNG',
  vassalage: 'PGX',
  gameName: `Game ${nodeId}`,
  ...extra,
});
const page = (pageNum: number, ids: number[], totalPages = 3) => ({
  games: ids.map((id) => game(id)),
  pageNum,
  totalPages,
  total: 99,
});

describe('game tabs', () => {
  it('need a session for recent and favourites only', () => {
    expect(tabNeedsLogin('recent')).toBe(true);
    expect(tabNeedsLogin('fav')).toBe(true);
    expect(tabNeedsLogin('all')).toBe(false);
    expect(tabNeedsLogin('hot')).toBe(false);
  });

  it('send visitors to log in and otherwise start again at page 1', () => {
    expect(chooseTab('fav', false)).toEqual({ kind: 'login' });
    expect(chooseTab('recent', false)).toEqual({ kind: 'login' });
    expect(chooseTab('hot', false)).toEqual({ kind: 'tab', tab: 'hot', page: 1 });
    expect(chooseTab('fav', true)).toEqual({ kind: 'tab', tab: 'fav', page: 1 });
  });

  it('show one page only on hot', () => {
    expect(tabIsOnePage('hot')).toBe(true);
    expect(tabIsOnePage('all')).toBe(false);
    expect(nextPageParam({ pageNum: 1, totalPages: 5 }, 'hot')).toBeUndefined();
    expect(nextPageParam({ pageNum: 1, totalPages: 5 }, 'all')).toBe(2);
    expect(nextPageParam({ pageNum: 5, totalPages: 5 }, 'all')).toBeUndefined();
    expect(nextPageParam({ pageNum: 1, totalPages: 0 }, 'fav')).toBeUndefined();
  });
});

describe('page merging', () => {
  it('keeps page order and shows each game once', () => {
    const merged = mergePages([page(1, [1, 2, 3]), page(2, [3, 4]), page(3, [5, 1])]);
    expect(merged.map((g) => g.nodeId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers an empty list for no pages', () => {
    expect(mergePages([])).toEqual([]);
  });
});

describe('infinite scroll', () => {
  const base = { distanceToBottom: 100, hasMore: true, loading: false, failed: false };

  it('loads within 500 px of the bottom when more pages exist', () => {
    expect(shouldLoadMore(base)).toBe(true);
    expect(shouldLoadMore({ ...base, distanceToBottom: 500 })).toBe(true);
    expect(shouldLoadMore({ ...base, distanceToBottom: 501 })).toBe(false);
  });

  it('does not load without more pages, while loading, or after a failure', () => {
    expect(shouldLoadMore({ ...base, hasMore: false })).toBe(false);
    expect(shouldLoadMore({ ...base, loading: true })).toBe(false);
    expect(shouldLoadMore({ ...base, failed: true })).toBe(false);
  });

  it('is throttled to one start per 1000 ms', () => {
    expect(throttleAllows(5000, null)).toBe(true);
    expect(throttleAllows(5999, 5000)).toBe(false);
    expect(throttleAllows(6000, 5000)).toBe(true);
  });

  it('lays 3 tiles per row on a phone, 4 on wider lists', () => {
    expect(columnsFor(358)).toBe(3);
    expect(columnsFor(480)).toBe(4);
  });
});

describe('filters', () => {
  it('fold case and accents', () => {
    expect(foldText(' Café Royale ')).toBe('cafe royale');
  });

  it('filter one-page lists by name and vendor', () => {
    const games = [game(1, { gameName: 'Café Royale' }), game(2, { vassalage: 'JLX' })];
    expect(filterGames(games, { gameName: 'CAFE' }).map((g) => g.nodeId)).toEqual([1]);
    expect(filterGames(games, { vendor: 'JLX' }).map((g) => g.nodeId)).toEqual([2]);
    expect(filterGames(games, {})).toHaveLength(2);
  });

  it('clear the vendor when the selected one is tapped again', () => {
    expect(toggleVendor(null, 'PGX')).toBe('PGX');
    expect(toggleVendor('PGX', 'PGX')).toBeNull();
    expect(toggleVendor('PGX', 'JLX')).toBe('JLX');
    expect(toggleVendor('PGX', null)).toBeNull();
  });
});

describe('favourites', () => {
  it('toggle: a favourite is removed, another game added', () => {
    expect(favouriteAction([1, 2], 2)).toBe('remove');
    expect(favouriteAction([1, 2], 3)).toBe('add');
  });

  it('adding an id already there changes nothing', () => {
    const ids = [1, 2];
    expect(applyFavourite(ids, 2, 'add')).toBe(ids);
    expect(applyFavourite(ids, 3, 'add')).toEqual([3, 1, 2]);
  });

  it('removing drops the id, and drops the tile from a favourites page', () => {
    expect(applyFavourite([1, 2], 1, 'remove')).toEqual([2]);
    const ids = [2];
    expect(applyFavourite(ids, 7, 'remove')).toBe(ids);
    const p = page(1, [1, 2, 3]);
    expect(withoutGame(p, 2).games.map((g) => g.nodeId)).toEqual([1, 3]);
    expect(withoutGame(p, 2).total).toBe(98);
    expect(withoutGame(p, 9)).toBe(p);
  });
});

describe('launching', () => {
  const options = { loggedIn: true, prizeMode: 'Elott' as const };

  it('sends visitors to log in', () => {
    expect(planLaunch(game(1), { ...options, loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('launches the lobby of the lottery vendors', () => {
    for (const vassalage of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(planLaunch(game(7, { vassalage, gameType: 'ELOTT' }), options)).toEqual({
        kind: 'launch',
        body: { nodeId: 7, category: 'ELOTT', vendor: vassalage, gameId: 'lobby' },
      });
    }
  });

  it('opens the lottery launch screen for LOTT and ELOTT with the prize mode', () => {
    const href = '/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=home';
    expect(planLaunch(game(3, { vassalage: 'LOTT' }), options)).toEqual({
      kind: 'navigate',
      to: href,
    });
    expect(planLaunch(game(3, { vassalage: 'X', gameType: 'ELOTT' }), options)).toEqual({
      kind: 'navigate',
      to: href,
    });
    expect(launchGameHref('Lott')).toBe(
      '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home',
    );
  });

  it('launches any other game on the server with category, vendor, game id and node id', () => {
    expect(planLaunch(game(5), options)).toEqual({
      kind: 'launch',
      body: { nodeId: 5, category: 'RNG', vendor: 'PGX', gameId: 'g5' },
    });
  });

  it('opens app routes in the router and anything else in the browser', () => {
    expect(launchDestination('/m/launchGame?code=lobby')).toEqual({
      kind: 'route',
      to: '/m/launchGame?code=lobby',
    });
    expect(launchDestination('/play/abc')).toEqual({ kind: 'assign', url: '/play/abc' });
    expect(launchDestination('https://vendor.example/x')).toEqual({
      kind: 'assign',
      url: 'https://vendor.example/x',
    });
  });
});

describe('game type', () => {
  it('accepts the categories of the catalogue, not HOT or unknown values', () => {
    expect(parseGameType('RNG')).toBe('RNG');
    expect(parseGameType('HOT')).toBeUndefined();
    expect(parseGameType('bogus')).toBeUndefined();
    expect(parseGameType(null)).toBeUndefined();
  });
});

describe('filter panel rules', () => {
  it('toggles a vendor: the selected one again clears it; all is null', () => {
    const start = resetFilter();
    const picked = toggleFilterVendor(start, 'PGX');
    expect(picked.vassalage).toBe('PGX');
    expect(toggleFilterVendor(picked, 'PGX').vassalage).toBeNull();
    expect(toggleFilterVendor(picked, 'JLX').vassalage).toBe('JLX');
    expect(toggleFilterVendor(picked, null).vassalage).toBeNull();
  });

  it('reset clears every value', () => {
    expect(resetFilter()).toEqual({ vassalage: null, gameClassify: null, minBet: null });
  });

  it('shows classification and min bet for RNG only; FISH has no classification', () => {
    const classifies = { RNG: ['SLOT', 'TABLE'], FISH: [] };
    expect(filterSections('RNG', classifies)).toEqual({
      classify: ['SLOT', 'TABLE'],
      minBet: [0.01, 0.05, 0.1, 0.5, 0.75],
    });
    expect(filterSections('FISH', classifies)).toEqual({ classify: [], minBet: [] });
    expect(filterSections(undefined, classifies).classify).toEqual([]);
  });

  it('reads and writes the applied filter in the URL query', () => {
    const params = new URLSearchParams('gameType=RNG&vassalage=PGX&minBet=0.5&gameClassify=SLOT');
    const filter = filterFromParams(params);
    expect(filter).toEqual({ vassalage: 'PGX', gameClassify: 'SLOT', minBet: 0.5 });
    expect(filterFromParams(new URLSearchParams('minBet=7')).minBet).toBeNull();
    const cleared = filterToParams(params, resetFilter());
    expect(cleared.toString()).toBe('gameType=RNG');
    expect(filterToParams(cleared, filter).get('minBet')).toBe('0.5');
  });

  it('lists other games except HOT, ELOTT and the current one; LOTT goes to the lobby', () => {
    const others = otherGames('RNG');
    const categories = others.map((o) => o.category);
    expect(categories).not.toContain('RNG');
    expect(categories).not.toContain('ELOTT');
    expect(categories).not.toContain('HOT');
    expect(others.find((o) => o.category === 'LOTT')?.to).toBe('/m/lottery');
    expect(others.find((o) => o.category === 'FISH')?.to).toBe('/m/gameList?gameType=FISH');
  });
});

describe('vendor carousel layout', () => {
  const vendors = (n: number, extra: string[] = []) => [
    ...Array.from({ length: n }, (_, i) => ({ vendor: `V${i + 1}` })),
    ...extra.map((vendor) => ({ vendor })),
  ];

  it.each([
    // count, mode, per view, group size, groups
    [4, 'fill', 4, 4, 1],
    [5, 'fill', 5, 5, 1],
    [6, 'carousel', 4, 4, 2],
    [9, 'carousel', 4, 4, 3],
  ] as const)(
    '%i vendors: %s, %i per view, groups of %i (%i groups)',
    (n, mode, perView, group, groups) => {
      const layout = vendorLayout(vendors(n));
      expect(layout).toMatchObject({ mode, perView, groupSize: group, spacingPx: 5, groups });
      expect(layout.vendors).toHaveLength(n);
    },
  );

  it('hides DS88 before counting: 5 vendors plus DS88 still fill the row', () => {
    const layout = vendorLayout(vendors(5, ['DS88']));
    expect(layout.vendors.map((v) => v.vendor)).not.toContain('DS88');
    expect(layout).toMatchObject({ mode: 'fill', perView: 5, groups: 1 });
    // DS88 in the middle of 6 others: 6 shown, a carousel.
    const six = vendorLayout([...vendors(3), { vendor: 'DS88' }, ...vendors(3)]);
    expect(six).toMatchObject({ mode: 'carousel', perView: 4, groups: 2 });
    expect(six.vendors).toHaveLength(6);
  });

  it('has nothing to lay out without vendors', () => {
    expect(vendorLayout([])).toMatchObject({ vendors: [], groups: 0, mode: 'fill' });
    expect(vendorLayout([{ vendor: 'DS88' }]).vendors).toEqual([]);
  });

  it('snaps at the first vendor of each group of 4', () => {
    expect([0, 1, 3, 4, 7, 8].map((i) => startsGroup(i, 4))).toEqual([
      true,
      false,
      false,
      true,
      false,
      true,
    ]);
    expect([0, 3, 4, 9].map((i) => groupOf(i, 4))).toEqual([0, 0, 1, 2]);
  });
});

describe('popular games', () => {
  const sorting = (...categories: string[]) =>
    categories.map((gameCategory) => ({
      gameCategory,
      vendorNames: [{ vendor: `${gameCategory}_V`, accountTypeName: gameCategory, icon: '/i.svg' }],
    }));

  it('menu: the configuration order, HOT always first, ELOTT folded into lottery', () => {
    expect(
      popularMenu(
        sorting(
          'SPORTS',
          'ESPORTS',
          'LIVE',
          'RNG',
          'FISH',
          'COCKFIGHT',
          'CARD',
          'INHOUSE',
          'LOTT',
          'ELOTT',
        ),
      ),
    ).toEqual([
      'HOT',
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'RNG',
      'FISH',
      'COCKFIGHT',
      'CARD',
      'INHOUSE',
      'LOTT',
    ]);
    expect(popularMenu(sorting('RNG', 'HOT', 'ELOTT'))).toEqual(['HOT', 'RNG', 'LOTT']);
    expect(popularMenu(sorting('UNKNOWN'))).toEqual(['HOT']);
    expect(popularMenu([])).toEqual(['HOT']);
  });

  it('keeps a chosen category only while the menu has it', () => {
    expect(choosePopular(['HOT', 'RNG'], 'RNG')).toBe('RNG');
    expect(choosePopular(['HOT', 'RNG'], 'LIVE')).toBe('HOT');
    expect(choosePopular(['HOT'], null)).toBe('HOT');
  });

  it('content: hot list, lottery lobby, in-house by vendor, else the game list of the type', () => {
    const config = sorting('RNG', 'INHOUSE', 'LOTT');
    expect(popularContent('HOT', config)).toEqual({ kind: 'hot', more: '/m/gameList?tab=hot' });
    expect(popularContent('LOTT', config)).toEqual({ kind: 'lottery', more: '/m/lottery' });
    expect(popularContent('RNG', config)).toEqual({
      kind: 'list',
      gameType: 'RNG',
      vendors: [],
      more: '/m/gameList?gameType=RNG',
    });
    expect(popularContent('INHOUSE', config)).toMatchObject({
      kind: 'list',
      gameType: 'INHOUSE',
      vendors: [{ vendor: 'INHOUSE_V' }],
    });
    expect(popularMoreHref('INHOUSE', 'INHOUSE_V')).toBe(
      '/m/gameList?gameType=INHOUSE&vassalage=INHOUSE_V',
    );
  });
});

describe('launch pageBack', () => {
  it('is the screen the game is launched from, when the contract accepts it', () => {
    expect(launchPageBack('/m/gameList', '?gameType=INHOUSE')).toBe('/m/gameList?gameType=INHOUSE');
    // A query the contract refuses (e.g. "+"): the path alone.
    expect(launchPageBack('/m/gameList', '?gameName=a+b')).toBe('/m/gameList');
    expect(launchPageBack('/elsewhere', '')).toBeUndefined();
  });
});

describe('game centres', () => {
  const sorting = ['LOTT', 'RNG', 'LIVE', 'ELOTT', 'INHOUSE', 'CARD', 'BOGUS'].map(
    (gameCategory) => ({ gameCategory }),
  );

  it('knows each centre by its address', () => {
    expect(centreForPath('/m/gameLobby')).toBe('lobby');
    expect(centreForPath('/m/gameCenter')).toBe('center');
    expect(centreForPath('/m/slotsCenter/')).toBe('slots');
  });

  it('shows the centre’s categories the operator offers, in the menu’s order', () => {
    expect(centreCategories('slots', sorting)).toEqual(['RNG', 'INHOUSE']);
    // The winner board: a centre's own categories; every category for the lobby (hot games).
    expect(winnerCategories('slots')).toEqual(['RNG', 'INHOUSE']);
    expect(winnerCategories('center')).toEqual([
      'LIVE',
      'CARD',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    expect(winnerCategories('lobby')).toEqual([]);
    expect(centreCategories('center', sorting)).toEqual(['LIVE', 'CARD']);
  });

  it('starts the lobby with the hot games and leaves the lotteries out', () => {
    expect(centreCategories('lobby', sorting)).toEqual(['HOT', 'RNG', 'LIVE', 'INHOUSE', 'CARD']);
  });

  it('shows nothing, not even the hot games, when the operator offers no game', () => {
    expect(centreCategories('lobby', [])).toEqual([]);
    expect(centreCategories('slots', [{ gameCategory: 'LIVE' }])).toEqual([]);
  });
});

describe('isFreePlay', () => {
  it('keeps the games a trial account may open', () => {
    expect(isFreePlay({ supportPlay: true })).toBe(true);
    expect(isFreePlay({ supportPlay: false })).toBe(false);
  });
});
