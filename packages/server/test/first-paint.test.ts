import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@kalaro/contract/endpoints';
import type { OperatorConfig } from '@kalaro/contract/operator';
import type { StaticShellManifest } from '@kalaro/contract/static-shell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillShell } from '../src/lib/first-paint.ts';
import { startTrial } from './account-helpers.ts';
import { adminHeaders, seedConfig, startTestApp, type TestApp } from './helpers.ts';

/** The deposit form's top, with its marks (static-shell.tsx's DepositShell). */
const DEPOSIT_FORM =
  '<form data-layout="{{depositLayout}}"><!--if:deposit--><!--if:tabs--><nav><!--slot:deposit-tabs--></nav><!--end:tabs-->' +
  '<dl>{{depositRange}}|{{depositFee}}|{{depositBonus}}|{{depositMethod}}</dl><p>From {{min}} to {{max}}</p>' +
  '<ol><!--slot:deposit-quick--></ol><!--if:bonus--><label>Add the {{percent}} bonus</label><!--end:bonus--><!--end:deposit--></form>';

/** A build's page and shells, small but with every mark the server fills. */
const INDEX =
  '<!doctype html><html lang="en"><head><title>K</title></head><body><div id="root"></div></body></html>';
const MANIFEST: StaticShellManifest = {
  version: 1,
  htmlLang: { EN: 'en', TY: 'fil' },
  defaultLanguage: 'EN',
  routes: {
    '/m/home': 'home',
    '/m/login': 'login',
    '/m/gameList': 'gameList',
    '/m/mine': 'mine',
    '/m/member/home': 'mine',
    '/m/voucherCenter': 'deposit',
  },
  shells: {
    'home:EN':
      '<div id="static-shell"><b>{{operatorInitial}}</b><i>{{operatorName}}</i><!--if:visitor--><u>Log in</u><!--end:visitor--><p><!--slot:banner--></p></div>',
    'home:TY':
      '<div id="static-shell"><i>{{operatorName}}</i><!--if:visitor--><u>Mag-log in</u><!--end:visitor--><p><!--slot:banner--></p></div>',
    'login:EN': '<div id="static-shell"><h1>Log in</h1></div>',
    'login:TY': '<div id="static-shell"><h1>Mag-log in</h1></div>',
    'gameList:EN':
      '<div id="static-shell"><h1><!--slot:title--></h1><p><!--slot:count-->&nbsp;</p><ul><!--slot:tiles--><li></li><!--end:tiles--></ul></div>',
    'gameList:TY':
      '<div id="static-shell"><h1><!--slot:title--></h1><p><!--slot:count-->&nbsp;</p><ul><!--slot:tiles--><li></li><!--end:tiles--></ul></div>',
    'mine:EN':
      '<div id="static-shell"><div data-layout="{{memberLayout}}">Member center</div></div>',
    'mine:TY':
      '<div id="static-shell"><div data-layout="{{memberLayout}}">Sentro ng miyembro</div></div>',
    'deposit:EN': `<div id="static-shell"><h1>Deposit</h1>${DEPOSIT_FORM}</div>`,
    'deposit:TY': '<div id="static-shell"><h1>Magdeposito</h1></div>',
  },
  bannerTemplate:
    '<img src="{{src}}" alt="{{alt}}" width="{{width}}" height="{{height}}" fetchpriority="high">',
  tileTemplate: '<li><img src="{{src}}">{{name}}</li>',
  depositTemplates: {
    tab: '<b class="tab{{on}}">{{name}}<i>{{badge}}</i></b>',
    quick: '<li>{{amount}}</li>',
  },
  texts: {
    EN: {
      title_game_list: 'Games',
      category_RNG: 'Slots',
      games_count: '{{count}} games',
      deposit_free: 'Free',
      deposit_kind_manual: 'Bank transfer',
      deposit_kind_gateway: 'Online',
    },
    TY: { title_game_list: 'Mga laro', category_RNG: 'Slot', games_count: '{{count}} na laro' },
  },
  preloads: { login: '<link data-defer-rel="modulepreload" crossorigin href="/assets/login.js">' },
};
const tilesOf = (html: string) => [...html.matchAll(/<li><img src="([^"]+)">([^<]*)<\/li>/g)];

const { createAnnouncement, putOperatorConfig } = endpoints.admin;

describe('static first paint', () => {
  let t: TestApp;
  let dist: string;
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const putConfig = async (config: OperatorConfig) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: putOperatorConfig.path,
      headers: adminHeaders,
      payload: config,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kalaro-shell-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'shell.json'), JSON.stringify(MANIFEST));
    t = await startTestApp({ webDistDir: dist });
    const banner = await t.app.inject({
      method: 'POST',
      url: createAnnouncement.path,
      headers: adminHeaders,
      payload: {
        type: 'B',
        groupName: 'm_home',
        imageUrl: '/KALARO/banners/first.webp',
        imageWidth: 600,
        imageHeight: 200,
        translations: { EN: { title: 'Big <bonus> & "more"' }, TY: { title: 'Malaking bonus' } },
      },
    });
    expect(banner.statusCode, banner.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("puts home's frame into the page with the operator's name and first banner, escaped", async () => {
    const response = await page('/m/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toBe(
      '<!doctype html><html lang="en"><head><title>K</title></head><body>' +
        '<div id="static-shell"><b>K</b><i>Kalaro Demo</i><!--if:visitor--><u>Log in</u><!--end:visitor-->' +
        '<p><img src="/cdn/KALARO/banners/first.webp" alt="Big &lt;bonus&gt; &amp; &quot;more&quot;" width="600" height="200" fetchpriority="high"></p></div>' +
        '<div id="root"></div></body></html>',
    );
  });

  it("puts a screen's preload links into its page, before its frame, and into no other", async () => {
    const login = await page('/m/login');
    expect(login.body).toContain(
      '<body><link data-defer-rel="modulepreload" crossorigin href="/assets/login.js">' +
        '<div id="static-shell"><h1>Log in</h1></div>',
    );
    for (const other of ['/m/home', '/m/gameList?gameType=RNG']) {
      expect((await page(other)).body).not.toContain('/assets/login.js');
    }
  });

  it('speaks the language of the cookie, and leaves out the visitor parts when a session cookie came', async () => {
    const ty = await page('/m/home', 'kalaro_lang=TY; kalaro_session=abc');
    expect(ty.body).toContain('<html lang="fil">');
    expect(ty.body).toContain(
      '<i>Kalaro Demo</i><p><img src="/cdn/KALARO/banners/first.webp" alt="Malaking bonus"',
    );
    expect(ty.body).not.toContain('Mag-log in');
    const login = await page('/m/login/', 'kalaro_lang=ty');
    expect(login.body).toContain('<html lang="fil">');
    expect(login.body).toContain('<h1>Mag-log in</h1></div><div id="root">');
  });

  it('falls back to the default language for an unknown or hostile cookie', async () => {
    for (const cookie of [
      'kalaro_lang=PT',
      'kalaro_lang=%3Cscript%3E',
      `kalaro_lang=${'x'.repeat(4000)}`,
    ]) {
      const response = await page('/m/login', cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body).toContain('<html lang="en"><head>');
      expect(response.body).toContain('<h1>Log in</h1>');
    }
  });

  it("puts the game list's frame into the page with its category's title, count and first tiles", async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${endpoints.games.list.path}?gameType=RNG&language=EN&pageNo=1&pageSize=30`,
    });
    const firstPage = list.json().value as {
      games: { gameName: string; mobileSmallIcon: string }[];
      total: number;
    };
    const body = (await page('/m/gameList?gameType=RNG')).body;
    expect(body).toContain('<h1>Slots</h1>');
    expect(body).toContain(`<p>${firstPage.total.toLocaleString('en-US')} games&nbsp;</p>`);
    const tiles = tilesOf(body);
    // The app's first page begins with these: same order, same icons, same names.
    expect(tiles.map((tile) => [tile[1], tile[2]])).toEqual(
      firstPage.games
        .slice(0, 12)
        .map((game) => [
          `/cdn${game.mobileSmallIcon}`,
          game.gameName.replace(/&/g, '&amp;').replace(/'/g, '&#39;'),
        ]),
    );
    expect(body).not.toContain('<li></li>');

    const all = (await page('/m/gameList', 'kalaro_lang=TY')).body;
    expect(all).toContain('<html lang="fil">');
    expect(all).toContain('<h1>Mga laro</h1>');
    expect(all).toMatch(/<p>[\d,]+ na laro&nbsp;<\/p>/);
    expect(tilesOf(all)).toHaveLength(12);
  });

  it('leaves the tiles to the app when the address asks for more than a category', async () => {
    for (const url of [
      '/m/gameList?gameType=RNG&vassalage=JLX',
      '/m/gameList?gameType=RNG&tab=fav',
      '/m/gameList?gameName=x',
    ]) {
      const body = (await page(url)).body;
      expect(body, url).toContain('<ul><li></li></ul>');
      expect(body, url).toContain('<p>&nbsp;</p>');
    }
    // An unknown category is the list of every game, titled as such (as the app does).
    const unknown = (await page('/m/gameList?gameType=%3Cb%3E')).body;
    expect(unknown).toContain('<h1>Games</h1>');
    expect(tilesOf(unknown)).toHaveLength(12);
  });

  it("puts the member centre's frame, in the operator's layout, into a signed-in member's page only", async () => {
    const member = await page('/m/mine', 'kalaro_session=abc');
    expect(member.headers['cache-control']).toBe('no-cache');
    expect(member.headers.vary).toMatch(/cookie/i);
    // The seed's mobile template has mem_cen 1: the balance card and tile grid.
    expect(member.body).toContain(
      '<body><div id="static-shell"><div data-layout="new">Member center</div></div><div id="root">',
    );
    const ty = await page('/m/member/home/', 'kalaro_lang=TY; kalaro_session=abc');
    expect(ty.body).toContain('<html lang="fil">');
    expect(ty.body).toContain('<div data-layout="new">Sentro ng miyembro</div>');
    // A visitor sees what the app shows a visitor: no member frame.
    expect((await page('/m/mine')).body).toBe(INDEX);
    expect((await page('/m/mine', 'kalaro_lang=TY')).body).toBe(INDEX);

    const config = seedConfig();
    try {
      await putConfig({ ...config, mobileTemplate: { ...config.mobileTemplate, mem_cen: 0 } });
      expect((await page('/m/mine', 'kalaro_session=abc')).body).toContain(
        '<div data-layout="base">Member center</div>',
      );
    } finally {
      await putConfig(config);
    }
  });

  it("gives a trial account's member pages home's frame: the app sends a trial home from them", async () => {
    const cookie = `kalaro_session=${await startTrial(t, '10.9.0.1')}`;
    for (const url of ['/m/mine', '/m/member/home/']) {
      const body = (await page(url, cookie)).body;
      expect(body, url).toContain('<body><div id="static-shell"><b>K</b><i>Kalaro Demo</i><p><img');
      expect(body, url).not.toContain('Member center');
    }
    // Pages a trial may open keep their own frame.
    expect((await page('/m/voucherCenter', cookie)).body).toContain('<h1>Deposit</h1>');
    expect((await page('/m/home', cookie)).body).toContain('<i>Kalaro Demo</i><p><img');
  });

  it("puts the deposit screen's frame into a signed-in member's page only", async () => {
    const member = await page('/m/voucherCenter?request=abc', 'kalaro_session=abc; kalaro_lang=TY');
    expect(member.body).toContain(
      '<body><div id="static-shell"><h1>Magdeposito</h1></div><div id="root">',
    );
    expect((await page('/m/voucherCenter', 'kalaro_session=abc')).body).toContain(
      '<h1>Deposit</h1>',
    );
    expect((await page('/m/voucherCenter')).body).toBe(INDEX);
  });

  it("fills the deposit form's top from the operator's channels, on the first one", async () => {
    // The seed: bank transfer (100–50,000, free, +3 %, five quick amounts) and online
    // payment (1.5 % fee, no bonus); the detailed layout (dep_func 1).
    const form = (body: string) => /<form[\s\S]*<\/form>/.exec(body)?.[0];
    expect(form((await page('/m/voucherCenter', 'kalaro_session=abc')).body)).toBe(
      '<form data-layout="detailed"><nav><b class="tab ks-d-tab-on">Bank transfer<i>+3%</i></b>' +
        '<b class="tab">Online payment<i></i></b></nav>' +
        '<dl>100.00 – 50,000.00|Free|+3%|Bank transfer</dl><p>From 100.00 to 50,000.00</p>' +
        '<ol><li>100.00</li><li>300.00</li><li>500.00</li><li>1,000.00</li><li>5,000.00</li></ol>' +
        '<label>Add the 3% bonus</label></form>',
    );

    const config = seedConfig();
    const [bank, online] = config.payments.channels;
    try {
      // The online channel first (no bonus line), the base layout, a name to escape.
      await putConfig({
        ...config,
        mobileTemplate: { ...config.mobileTemplate, dep_func: 0 },
        payments: {
          ...config.payments,
          channels: [
            { ...online!, name: { EN: 'Pay <now> {{min}}' }, quickAmounts: ['25000.50'] },
            bank!,
          ],
        },
      });
      expect(form((await page('/m/voucherCenter', 'kalaro_session=abc')).body)).toBe(
        '<form data-layout="base"><nav><b class="tab ks-d-tab-on">Pay &lt;now&gt; {{min}}<i></i></b>' +
          '<b class="tab">Bank transfer<i>+3%</i></b></nav>' +
          '<dl>50.00 – 20,000.00|1.5%|—|Online</dl>' +
          '<p>From 50.00 to 20,000.00</p><ol><li>25,000.50</li></ol></form>',
      );

      // One channel: no tabs.
      await putConfig({
        ...config,
        payments: { ...config.payments, channels: [bank!, { ...online!, enabled: false }] },
      });
      expect(form((await page('/m/voucherCenter', 'kalaro_session=abc')).body)).toMatch(
        /^<form data-layout="detailed"><dl>100.00 – 50,000.00\|Free\|\+3%\|Bank transfer<\/dl>/,
      );

      // No channel: the frame keeps its header, without the form's part.
      await putConfig({ ...config, payments: { ...config.payments, channels: [] } });
      expect(form((await page('/m/voucherCenter', 'kalaro_session=abc')).body)).toBe(
        '<form data-layout="detailed"></form>',
      );
    } finally {
      await putConfig(config);
    }
  });

  it('answers other screens as built', async () => {
    for (const url of ['/m/set', '/m/gameListX', '/', '/m/homes']) {
      expect((await page(url)).body, url).toBe(INDEX);
    }
  });

  it('shows the operator change at once, and no frame under maintenance or without a settled CDN', async () => {
    const config = seedConfig();
    try {
      await putConfig({ ...config, operatorName: 'Lucky & Co' });
      const renamed = (await page('/m/home')).body;
      expect(renamed).toContain('<b>L</b><i>Lucky &amp; Co</i>');

      await putConfig({ ...config, imageCDNs: ['https://a.example', 'https://b.example'] });
      const random = (await page('/m/home')).body;
      expect(random).toContain('<div id="static-shell">');
      expect(random).toContain('<p></p>');

      await putConfig({ ...config, maintenance: true });
      expect((await page('/m/home')).body).toBe(INDEX);
    } finally {
      await putConfig(config);
    }
    expect((await page('/m/home')).body).toContain('first.webp');
  });
});

it('fills game names and titles without reading marks in them', () => {
  const html = fillShell(
    MANIFEST,
    'gameList',
    'EN',
    {
      operatorName: 'K',
      banner: null,
      games: {
        tiles: [{ src: '/a.svg?{{name}}', name: '<!--slot:title--> $& {{count}}' }],
        total: 1234,
      },
    },
    { signedIn: false, search: 'gameType=RNG' },
  );
  expect(html).toBe(
    '<div id="static-shell"><h1>Slots</h1><p>1,234 games&nbsp;</p>' +
      '<ul><li><img src="/a.svg?{{name}}">&lt;!--slot:title--&gt; $&amp; {{count}}</li></ul></div>',
  );
});

describe('fillShell', () => {
  it('never reads marks or replacement patterns in the data', () => {
    const html = fillShell(
      MANIFEST,
      'home',
      'EN',
      {
        operatorName: '$& {{operatorInitial}} <!--slot:banner-->',
        banner: { src: '/x.webp?$1', alt: '{{operatorName}}', width: 750, height: 300 },
        games: null,
      },
      { signedIn: false, search: '' },
    );
    expect(html).toBe(
      '<div id="static-shell"><b>$</b><i>$&amp; {{operatorInitial}} &lt;!--slot:banner--&gt;</i>' +
        '<!--if:visitor--><u>Log in</u><!--end:visitor-->' +
        '<p><img src="/x.webp?$1" alt="{{operatorName}}" width="750" height="300" fetchpriority="high"></p></div>',
    );
  });

  it.each([
    ['of another version', JSON.stringify({ ...MANIFEST, version: 2 })],
    ['that is not JSON', '{"version": 1,'],
  ])('leaves the page as built when the shell file is %s', async (_what, content) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kalaro-shell-'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, 'shell.json'), content);
    const app = await startTestApp({ webDistDir: dir });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/m/home' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
