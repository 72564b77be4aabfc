import { describe, expect, it } from 'vitest';
import enCore from '@/shared/i18n/locales/en.json';
import enScreens from '@/shared/i18n/locales/en-screens.json';
import {
  HOME_PATH,
  NOT_FOUND_ROUTE,
  ROUTES,
  findRoute,
  matchesPattern,
  titleKeyFor,
} from '@/app/routes/table';
import { SCREEN_LOADERS } from '@/app/routes/screen-loaders';

const en = { ...enCore, ...enScreens };

const BOTTOM_MENU_HIDDEN = [
  '/m/login',
  '/m/register',
  '/register.html',
  '/m/register.html',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
  '/m/slot/:gameId',
];

const HEADER_HIDDEN = [
  '/m/login',
  '/m/register',
  '/register.html',
  '/m/register.html',
  '/m/mine',
  '/m/member/home',
  '/m/agent',
  '/m/slot/:gameId',
];

const SPEC_ROUTES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/changePsw',
  '/m/notice',
  '/m/set',
  '/m/member/home',
  '/m/mine',
  '/m/member/benefits',
  '/m/webEmail',
  '/m/message',
  '/m/help',
  '/m/helpDetail',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/trail',
  '/m/activity',
  '/m/activityInfo',
  '/m/service',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
  '/m/moreLottery',
  '/m/startLottery',
  '/m/gameLobby',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/launchGame',
  '/m/gameList',
  '/m/lottery',
  '/m/rewardCenter',
  '/m/inviteFriends',
  '/m/securityCenter',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/member/manualRebate',
  '/m/member/rebateReport',
  '/m/leaderBoard',
  '/m/feedback',
];

const allAddresses = ROUTES.flatMap((route) => [route.path, ...route.aliases]);

describe('route table', () => {
  it('has every route of both specification tables', () => {
    for (const path of SPEC_ROUTES) expect(findRoute(path)).not.toBe(NOT_FOUND_ROUTE);
  });

  it('renders a real screen on every route: no placeholder, no not-found', () => {
    const screens = new Set(['home', ...Object.keys(SCREEN_LOADERS)]);
    expect(screens.has('placeholder')).toBe(false);
    for (const path of SPEC_ROUTES) {
      const { screen } = findRoute(path);
      expect(screen, path).not.toBe('not-found');
      expect(screens.has(screen), path).toBe(true);
    }
    for (const route of ROUTES) expect(route.screen, route.path).not.toBe('not-found');
  });

  it('gives the last seven routes their screens', () => {
    const screenOf = (path: string) => findRoute(path).screen;
    expect(screenOf('/m/gameLobby')).toBe('game-centre');
    expect(screenOf('/m/gameCenter')).toBe('game-centre');
    expect(screenOf('/m/slotsCenter')).toBe('game-centre');
    expect(screenOf('/m/moreLottery')).toBe('lottery-hall');
    expect(screenOf('/m/startLottery')).toBe('lottery-hall');
    expect(screenOf('/m/trail')).toBe('trial');
    expect(screenOf('/m/message')).toBe('message');
  });

  it('resolves the home aliases to home', () => {
    for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home/']) {
      expect(findRoute(alias).path).toBe(HOME_PATH);
    }
  });

  it('resolves the register aliases to register', () => {
    for (const alias of ['/register.html', '/m/register.html']) {
      expect(findRoute(alias).path).toBe('/m/register');
    }
  });

  it('sends unknown addresses to the not-found route', () => {
    expect(findRoute('/m/nope')).toBe(NOT_FOUND_ROUTE);
    expect(NOT_FOUND_ROUTE.header).toBe('page');
  });

  it('hides the bottom menu on exactly the listed routes', () => {
    const hidden = allAddresses.filter((path) => !findRoute(path).bottomMenu);
    expect(hidden.sort()).toEqual([...BOTTOM_MENU_HIDDEN].sort());
  });

  it('hides the header on exactly login, register, mine and agent', () => {
    const hidden = allAddresses.filter((path) => findRoute(path).header === 'none');
    expect(hidden.sort()).toEqual([...HEADER_HIDDEN].sort());
    expect(findRoute('/m/home').header).toBe('home');
  });

  it('sends back to home from login, register, trial, notice and forget only', () => {
    const home = ROUTES.filter((route) => route.back === 'home').map((route) => route.path);
    expect(home.sort()).toEqual(
      ['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget'].sort(),
    );
  });

  it('gives the specification titles', () => {
    const title = (path: string) => en[findRoute(path).titleKey];
    expect(title('/m/activity')).toBe('Activity center');
    expect(title('/m/forget')).toBe('Forgot password');
    expect(title('/m/trail')).toBe('Free trial');
    expect(title('/m/changePsw')).toBe('Change password');
    expect(title('/m/notice')).toBe('Announcement');
    expect(title('/m/gameCenter')).toBe('Game center');
    expect(title('/m/slotsCenter')).toBe('Slots');
    expect(title('/m/message')).toBe('Messages');
    expect(title('/m/set')).toBe('Personal setting');
    expect(title('/m/help')).toBe('Help center');
  });

  it('has a non-empty EN title for every route', () => {
    for (const route of [...ROUTES, NOT_FOUND_ROUTE]) expect(en[route.titleKey]).toBeTruthy();
  });

  it('titles the game list by its category', () => {
    const gameList = findRoute('/m/gameList');
    expect(titleKeyFor(gameList, '?gameType=RNG')).toBe('category_RNG');
    expect(titleKeyFor(gameList, '?gameType=bogus')).toBe('title_game_list');
    expect(titleKeyFor(gameList)).toBe('title_game_list');
  });

  it('titles /m/launchGame the lottery lobby unless it names one lottery', () => {
    const launch = findRoute('/m/launchGame');
    expect(titleKeyFor(launch, '?playType=trad&code=lobby')).toBe('title_lottery_lobby');
    expect(titleKeyFor(launch, '?playType=trad')).toBe('title_lottery_lobby');
    expect(titleKeyFor(launch, '?code=QUICK3_1&pageBack=home')).toBe('title_lottery');
  });

  it('matches parameterised routes segment by segment, exact addresses first', () => {
    expect(findRoute('/m/slot/KR-7').screen).toBe('slot');
    expect(findRoute('/m/slot/KR-7/').screen).toBe('slot');
    expect(findRoute('/m/slot')).toBe(NOT_FOUND_ROUTE);
    expect(findRoute('/m/slot/')).toBe(NOT_FOUND_ROUTE);
    expect(findRoute('/m/slot/a/b')).toBe(NOT_FOUND_ROUTE);
    expect(findRoute('/m/slotsCenter').path).toBe('/m/slotsCenter');
    expect(matchesPattern('/m/slot/:gameId', '/m/slot/x')).toBe(true);
    expect(matchesPattern('/m/slot/:gameId', '/m/slots/x')).toBe(false);
  });

  it('opens the security questions from the security centre as a screen of its own', () => {
    const route = findRoute('/m/securityQuestions');
    expect(route.screen).toBe('security-questions');
    expect(Object.keys(SCREEN_LOADERS)).toContain('security-questions');
    expect(route.header).toBe('page');
    expect(route.back).toBe('history');
    expect(en[route.titleKey]).toBe('Security questions');
  });

  it('declares each address once', () => {
    expect(new Set(allAddresses).size).toBe(allAddresses.length);
  });
});
