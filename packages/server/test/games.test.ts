import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  GAME_PAGE_SIZE_MAX,
  gameListValue,
  hotGamesValue,
  lotteryListValue,
  vendorConfigValue,
  type Game,
  type GameListValue,
  type LotteryListValue,
  type VendorConfigValue,
} from '@kalaro/contract/games';
import { visibleVendors } from '@kalaro/contract/games-rules';
import type { OperatorConfig } from '@kalaro/contract/operator';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../src/modules/games/service.ts';
import { normaliseSearch } from '../src/modules/games/search.ts';
import { ACCENTED_NAMES, HOT_GAME_COUNT, seedGames } from '../src/modules/games/seed-data.ts';
import { adminHeaders, appWithWebBuild, json, startTestApp, type TestApp } from './helpers.ts';

const { list, hot, vendorConfig, lotteries } = endpoints.games;
const SEEDED = seedGames('KALARO');

type Query = Record<string, string | number | boolean | undefined>;
const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

describe('games', () => {
  let t: TestApp;
  /** Every game, as the list answers it, with its EN and TY names. */
  let catalogue: (Game & { names: string[] })[];

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const getList = async (query: Query = {}): Promise<GameListValue> => {
    const response = await get(`${list.path}?${qs(query)}`);
    expect(response.statusCode, JSON.stringify(query)).toBe(200);
    return envelope(gameListValue).parse(json(response)).value!;
  };
  const allPages = async (query: Query = {}) => {
    const games: Game[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await getList({ ...query, pageNo, pageSize: GAME_PAGE_SIZE_MAX });
      games.push(...page.games);
      if (pageNo >= page.totalPages) return games;
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    const en = await allPages();
    const ty = new Map((await allPages({ language: 'TY' })).map((g) => [g.nodeId, g.gameName]));
    catalogue = en.map((g) => ({ ...g, names: [g.gameName, ty.get(g.nodeId)!] }));
  });
  afterAll(() => t.close());

  describe('seed', () => {
    it('stores about 2,000 games from 15+ vendors, the demo vendors included', async () => {
      expect(catalogue.length).toBe(SEEDED.length);
      expect(catalogue.length).toBeGreaterThanOrEqual(1900);
      const vendors = new Set(catalogue.map((g) => g.vassalage));
      expect(vendors.size).toBeGreaterThanOrEqual(15);
      for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'DS88', 'TF', 'INHOUSE']) {
        expect(vendors.has(code), code).toBe(true);
      }
      const types = new Set(catalogue.map((g) => g.gameType));
      expect([...types].sort()).toEqual(
        [
          'CARD',
          'COCKFIGHT',
          'ELOTT',
          'ESPORTS',
          'FISH',
          'INHOUSE',
          'LIVE',
          'LOTT',
          'RNG',
          'SPORTS',
        ].sort(),
      );
      expect(catalogue.filter((g) => g.hotRank !== null)).toHaveLength(HOT_GAME_COUNT);
      expect(catalogue.some((g) => g.isNew)).toBe(true);
      expect(catalogue.filter((g) => g.gameType === 'FISH' && g.gameClassify !== null)).toEqual([]);
      // Money is a 2-decimal string, the minimum bet too.
      for (const g of catalogue)
        expect(['0.01', '0.05', '0.10', '0.50', '0.75']).toContain(g.minBet);
    });

    it('is deterministic and does nothing on a second start', async () => {
      expect(seedGames('KALARO')).toEqual(SEEDED);
      expect(await seedGameCatalogue(t.app.db, 'KALARO')).toBe(0);
      expect((await getList()).total).toBe(SEEDED.length);
    });

    it('has the trigram index behind the name search', async () => {
      // Both drivers answer { rows }.
      const result = (await t.app.db.execute(
        sql`select indexname from pg_indexes where schemaname = current_schema() and indexname = 'games_search_trgm_idx'`,
      )) as unknown as { rows: unknown[] };
      expect(result.rows).toHaveLength(1);
    });

    it('points the operator image CDNs (start-up settings) at the icon server', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: endpoints.admin.getOperatorConfig.path,
        headers: adminHeaders,
      });
      const config = json<{ value: OperatorConfig }>(response).value;
      expect(config.defaultImageCDN).toBe('/cdn');
      expect(config.imageCDNs).toEqual(['/cdn']);
    });
  });

  describe('paging', () => {
    it('answers page 1 of 26 by default', async () => {
      const page = await getList();
      expect(page.games).toHaveLength(26);
      expect(page.pageNum).toBe(1);
      expect(page.total).toBe(catalogue.length);
      expect(page.totalPages).toBe(Math.ceil(catalogue.length / 26));
    });

    it('answers a short last page and an empty page past the end', async () => {
      const first = await getList({ gameType: 'RNG' });
      const rng = catalogue.filter((g) => g.gameType === 'RNG').length;
      expect(first.total).toBe(rng);
      const last = await getList({ gameType: 'RNG', pageNo: first.totalPages });
      expect(last.games).toHaveLength(rng - 26 * (first.totalPages - 1));
      expect(last).toMatchObject({
        pageNum: first.totalPages,
        totalPages: first.totalPages,
        total: rng,
      });
      const past = await getList({ gameType: 'RNG', pageNo: first.totalPages + 1 });
      expect(past).toEqual({
        games: [],
        pageNum: first.totalPages + 1,
        totalPages: first.totalPages,
        total: rng,
      });
      const far = await getList({ gameType: 'RNG', pageNo: 99_999 });
      expect(far).toMatchObject({ games: [], totalPages: first.totalPages, total: rng });
    });

    it('answers exactly full pages when the total divides evenly', async () => {
      const sports = catalogue.filter((g) => g.gameType === 'SPORTS').length;
      const page = await getList({ gameType: 'SPORTS', pageSize: sports });
      expect(page).toMatchObject({ totalPages: 1, total: sports });
      expect(page.games).toHaveLength(sports);
      expect((await getList({ gameType: 'SPORTS', pageSize: sports, pageNo: 2 })).games).toEqual(
        [],
      );
    });

    it('walks every game once across pages, in a stable order', async () => {
      const ids = catalogue.map((g) => g.nodeId);
      expect(new Set(ids).size).toBe(ids.length);
      const again = await allPages();
      expect(again.map((g) => g.nodeId)).toEqual(ids);
    });

    it('caps the page size', async () => {
      expect((await getList({ pageSize: GAME_PAGE_SIZE_MAX })).games).toHaveLength(
        GAME_PAGE_SIZE_MAX,
      );
      expect((await getList({ pageSize: 1 })).totalPages).toBe(catalogue.length);
      for (const pageSize of [0, GAME_PAGE_SIZE_MAX + 1, 1_000_000]) {
        const response = await get(`${list.path}?pageSize=${pageSize}`);
        expect(response.statusCode).toBe(400);
        expect(json(response)).toMatchObject({ success: false, errorCode: 'validation.failed' });
      }
    });
  });

  describe('search', () => {
    const names = async (gameName: string, query: Query = {}) =>
      (await getList({ gameName, pageSize: 100, ...query })).games.map((g) => g.gameName);

    it('ignores case and accents, both ways', async () => {
      expect(await names('cafe')).toContain('Café Royale');
      expect(await names('CAFÉ ROY')).toContain('Café Royale');
      expect(await names('ÑANDU')).toContain('Fortuna Dorada Ñandú');
      expect(await names('nandu')).toContain('Fortuna Dorada Ñandú');
      expect(await names('creme brulee')).toContain('Crème Brûlée Bonanza');
      expect(await names('JALAPENO')).toContain('Señor Jalapeño');
      expect(await names('uber')).toContain('Über Wilds');
      for (const name of ACCENTED_NAMES) expect(await names(name)).toContain(name);
    });

    it('searches the names of every language', async () => {
      // 'Kayamanan' is the TY word for 'Treasure'.
      const found = await getList({ gameName: 'kayamanan', pageSize: 100 });
      expect(found.total).toBeGreaterThan(0);
      for (const g of found.games) expect(g.gameName).toMatch(/Treasure/);
    });

    it('answers every game for a blank term and takes LIKE wildcards literally', async () => {
      expect((await getList({ gameName: '   ' })).total).toBe(catalogue.length);
      for (const term of ['%', '_', '\\', '%%', 'a%b', '_old']) {
        expect((await getList({ gameName: term })).total, term).toBe(0);
      }
      expect((await getList({ gameName: 'golden' })).total).toBeGreaterThan(0);
    });

    it('answers names in the requested language, EN when there is none', async () => {
      const ty = await getList({ gameName: 'golden', language: 'TY', pageSize: 5 });
      for (const g of ty.games) expect(g.gameName).toMatch(/Gintong/);
      const pt = await getList({ gameName: 'golden', language: 'PT', pageSize: 5 });
      for (const g of pt.games) expect(g.gameName).toMatch(/Golden/);
    });
  });

  describe('filters', () => {
    const matches = (g: Game & { names: string[] }, q: Query) =>
      (q.gameType === undefined || g.gameType === q.gameType) &&
      (q.vassalage === undefined || g.vassalage === q.vassalage) &&
      (q.gameClassify === undefined || g.gameClassify === q.gameClassify) &&
      (q.isNew === undefined || g.isNew === q.isNew) &&
      (q.minBet === undefined || Number(g.minBet) === q.minBet) &&
      (q.minLine === undefined || g.minLine === q.minLine) &&
      (q.gameName === undefined ||
        g.names.some((n) => normaliseSearch(n).includes(normaliseSearch(String(q.gameName)))));

    const axes: Record<string, (string | number | boolean | undefined)[]> = {
      gameType: [undefined, 'RNG', 'FISH', 'LIVE'],
      vassalage: [undefined, 'PGX', 'HBL'],
      gameClassify: [undefined, 'classic'],
      isNew: [undefined, true, false],
      minBet: [undefined, 0.05],
      minLine: [undefined, 20],
      gameName: [undefined, 'GOLD'],
    };
    const combinations = Object.entries(axes).reduce<Query[]>(
      (acc, [key, values]) => acc.flatMap((q) => values.map((v) => ({ ...q, [key]: v }))),
      [{}],
    );

    it(`returns only, and all, the matching games for ${combinations.length} combinations`, async () => {
      let nonEmpty = 0;
      for (const query of combinations) {
        const expected = catalogue.filter((g) => matches(g, query));
        const page = await getList({ ...query, pageSize: GAME_PAGE_SIZE_MAX });
        expect(page.total, JSON.stringify(query)).toBe(expected.length);
        expect(page.totalPages).toBe(Math.ceil(expected.length / GAME_PAGE_SIZE_MAX));
        const ids = new Set(expected.map((g) => g.nodeId));
        for (const g of page.games) expect(ids.has(g.nodeId), JSON.stringify(query)).toBe(true);
        expect(page.games).toHaveLength(Math.min(expected.length, GAME_PAGE_SIZE_MAX));
        if (expected.length > 0) nonEmpty++;
      }
      // The axes are chosen so that most combinations find something.
      expect(nonEmpty).toBeGreaterThan(combinations.length / 4);
    });

    it('filters by in-house vendor, classification, minimum line and the other categories', async () => {
      for (const query of [
        { vassalage: 'INHOUSE' },
        { gameType: 'ESPORTS' },
        { gameType: 'COCKFIGHT' },
        { gameType: 'LOTT', vassalage: 'TCG_SEA' },
        { gameType: 'RNG', gameClassify: 'megaways', minBet: 0.75 },
        { minBet: 0.01, isNew: true },
        { minBet: 0.001 },
        { vassalage: 'NOPE' },
      ]) {
        const expected = catalogue.filter((g) => matches(g, query));
        expect((await getList(query)).total, JSON.stringify(query)).toBe(expected.length);
      }
      expect((await getList({ vassalage: 'INHOUSE' })).total).toBeGreaterThan(0);
    });

    it('accepts the fixed parameters the app sends', async () => {
      const page = await getList({
        merchant: 'KALARO',
        platform: 'html5',
        clientType: 2,
        pageNo: 1,
        pageSize: 26,
        language: 'EN',
      });
      expect(page.games).toHaveLength(26);
    });
  });

  describe('bad input', () => {
    it.each([
      'pageNo=0',
      'pageNo=-1',
      'pageNo=abc',
      'pageNo=1.5',
      'pageNo=1&pageNo=2',
      'pageSize=1e9',
      'gameType=HOT',
      'gameType=rng',
      'minBet=abc',
      'minBet=-1',
      'minLine=0',
      'isNew=maybe',
      'language=XX',
      `gameName=${'a'.repeat(65)}`,
      'vassalage=a%20b',
      'platform=pc',
      'clientType=3',
      'unknown=1',
      'gameName[]=x',
    ])('answers %s with a 400 envelope', async (query) => {
      const response = await get(`${list.path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ success: false, errorCode: 'validation.failed' });
    });

    it('never answers a 500 to odd but valid text', async () => {
      for (const term of [
        "'; drop table games; --",
        '\u0000',
        '%00',
        'ñ'.repeat(64),
        '😀',
        '\\%_',
      ]) {
        const response = await get(`${list.path}?gameName=${encodeURIComponent(term)}`);
        expect(response.statusCode, term).toBeLessThan(500);
      }
      for (const url of [
        `${hot.path}?gameType=NOPE`,
        `${hot.path}?isPlatform=1`,
        `${lotteries.path}`,
        `${lotteries.path}?prizeMode=nope`,
        `${vendorConfig.path}?x=1`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(json(response)).toMatchObject({ success: false });
      }
    });
  });

  describe('vendor config', () => {
    let config: VendorConfigValue;
    beforeAll(async () => {
      const response = await get(`${vendorConfig.path}?merchant=KALARO&language=EN`);
      expect(response.statusCode).toBe(200);
      config = envelope(vendorConfigValue).parse(json(response)).value!;
    });
    const categories = () => config.sorting.map((c) => c.gameCategory);

    it('splits the sports vendors into ESPORTS and COCKFIGHT, COCKFIGHT before FISH', () => {
      expect(config.mapping.SPORTS).toEqual(['SBX']);
      expect(config.mapping.ESPORTS).toEqual(['TF']);
      expect(config.mapping.COCKFIGHT).toEqual(['DS88']);
      const order = categories();
      expect(order.indexOf('ESPORTS')).toBe(order.indexOf('SPORTS') + 1);
      expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('FISH') - 1);
      expect(new Set(order).size).toBe(order.length);
    });

    it('lists every vendor with games, DS88 included (the web hides it)', () => {
      const vendors = new Set(Object.values(config.mapping).flat());
      expect(vendors).toEqual(new Set(catalogue.map((g) => g.vassalage)));
      const cockfight = config.sorting.find((c) => c.gameCategory === 'COCKFIGHT')!;
      expect(visibleVendors(cockfight.vendorNames)).toEqual([]);
      for (const c of config.sorting) {
        for (const v of c.vendorNames) expect(v.icon).toBe(`/KALARO/vendors/${v.vendor}.webp`);
      }
    });

    it('puts LOTT first in the lottery menu and picks the prize mode', () => {
      expect(config.lotteryMenu.map((c) => c.gameCategory)).toEqual(['LOTT', 'ELOTT']);
      // TCG_LOTTO_VN sells under ELOTT: the elott mode.
      expect(config.mapping.ELOTT).toEqual(['TCG_LOTTO_VN']);
      expect(config.prizeMode).toBe('Elott');
    });

    it('offers the RNG classifications and none for FISH', () => {
      expect(config.classifies.RNG).toEqual(['classic', 'jackpot', 'megaways', 'video_slots']);
      expect(config.classifies.FISH).toBeUndefined();
    });
  });

  describe('hot games', () => {
    const getHot = async (query: string) => {
      const response = await get(`${hot.path}?${query}`);
      expect(response.statusCode).toBe(200);
      return envelope(hotGamesValue).parse(json(response)).value!.list;
    };

    it('answers one page ordered by hot rank', async () => {
      const games = await getHot('isPlatform=2&language=EN&platform=html5&merchantCode=KALARO');
      expect(games).toHaveLength(HOT_GAME_COUNT);
      expect(games.map((g) => g.hotRank)).toEqual(
        Array.from({ length: HOT_GAME_COUNT }, (_, i) => i + 1),
      );
      expect(await getHot('gameType=HOT')).toEqual(games);
    });

    it('filters by category', async () => {
      const fish = await getHot('gameType=FISH');
      const expected = catalogue.filter((g) => g.gameType === 'FISH' && g.hotRank !== null);
      expect(fish.map((g) => g.nodeId).sort()).toEqual(expected.map((g) => g.nodeId).sort());
      expect(await getHot('gameType=LOTT')).toEqual([]);
    });
  });

  describe('lottery list', () => {
    const getLotteries = async (prizeMode: string): Promise<LotteryListValue['list']> => {
      const response = await get(`${lotteries.path}?prizeMode=${prizeMode}`);
      expect(response.statusCode).toBe(200);
      return envelope(lotteryListValue).parse(json(response)).value!.list;
    };

    it('lists the games of each prize mode', async () => {
      const elott = await getLotteries('Elott');
      expect(elott.length).toBe(catalogue.filter((g) => g.gameType === 'ELOTT').length);
      for (const g of elott) {
        expect(g).toMatchObject({ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' });
        expect(g.gameClassifyNew).not.toBeNull();
        expect(g.displayName).not.toBe('');
      }
      const lott = await getLotteries('Lott');
      const zy = await getLotteries('ZY');
      expect(lott.length).toBeGreaterThan(0);
      expect(zy.length).toBeGreaterThan(0);
      expect(lott.length + zy.length).toBe(catalogue.filter((g) => g.gameType === 'LOTT').length);
      for (const g of [...lott, ...zy])
        expect(g).toMatchObject({ gameType: 'LOTT', gameClassifyNew: null });
    });
  });

  describe('icons', () => {
    it('serves small and large game icons as WebP drawn from their SVG, cached for a year', async () => {
      const game = catalogue.find((g) => g.gameName === 'Café Royale')!;
      const sizes = [
        [game.mobileSmallIcon, 300, 300],
        [game.mobileLargeIcon, 450, 300],
        [game.iconUrl, 300, 300],
      ] as const;
      for (const [url, width, height] of sizes) {
        const response = await get(`/cdn${url}`);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await sharp(response.rawPayload).metadata()).toMatchObject({
          format: 'webp',
          width,
          height,
        });
        expect(response.rawPayload.length).toBeLessThan(10_240);
        // The vector it is drawn from, under the same name with .svg.
        const svg = await get(`/cdn${url.replace(/\.webp$/, '.svg')}`);
        expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(svg.rawPayload.length).toBeLessThan(2048);
        expect(svg.body).toMatch(/^<svg /);
        expect(svg.body).toContain('CR');
      }
      const again = await get(`/cdn${game.mobileSmallIcon}`);
      expect(again.rawPayload).toEqual((await get(`/cdn${game.mobileSmallIcon}`)).rawPayload);
    });

    it('draws vendor logos small (their box is 24 px)', async () => {
      const response = await get('/cdn/KALARO/vendors/TCG_SEA.webp');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 96, height: 96 });
      expect(response.rawPayload.length).toBeLessThan(2048);
      const svg = await get('/cdn/KALARO/vendors/TCG_SEA.svg');
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('escapes names into the SVG', async () => {
      const response = await get(`/cdn${catalogue[0]!.mobileLargeIcon.replace(/\.webp$/, '.svg')}`);
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).not.toMatch(/<script/i);
    });

    it.each([
      '/cdn/KALARO/games/PGX/s/nope.svg',
      '/cdn/KALARO/games/PGX/x/pgx1001.svg',
      '/cdn/KALARO/games/PGX/s/pgx1001.png',
      '/cdn/KALARO/games/PGX/s/pgx1001.webp.svg',
      '/cdn/KALARO/games/NOPE/s/pgx1001.svg',
      '/cdn/KALARO/games/PGX/s/..%2F..%2Fetc%2Fpasswd',
      '/cdn/KALARO/vendors/NOPE.svg',
      '/cdn/KALARO/vendors/TF.png',
      '/cdn/anything',
    ])('answers %s with the 404 envelope', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ success: false, errorCode: 'route.not_found' });
    });
  });
});

describe('game icons next to a built web app', () => {
  const t = appWithWebBuild();

  it('serves icons, not the app shell, and the page CSP allows them', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/m/home' });
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self'/);
    const icon = await t.app.inject({ method: 'GET', url: '/cdn/KALARO/games/PGX/s/pgx1001.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const missing = await t.app.inject({ method: 'GET', url: '/cdn/KALARO/games/PGX/s/zzz.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });
});
