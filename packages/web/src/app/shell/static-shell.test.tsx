import { describe, expect, it } from 'vitest';
import { SHELL_MARK, shellKey } from '@kalaro/contract/static-shell';
import en from '@/shared/i18n/locales/en.json';
import enScreens from '@/shared/i18n/locales/en-screens.json';
import ty from '@/shared/i18n/locales/ty.json';
import { renderStaticShells } from '@/app/shell/render-static-shell';
import { SHELL_ROUTES } from '@/app/shell/static-shell';

const manifest = renderStaticShells();
const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
};

describe('static first paint (build time)', () => {
  it('has a shell for every screen in every language, with that language’s texts', () => {
    expect(manifest.routes).toEqual(SHELL_ROUTES);
    expect(Object.keys(manifest.shells).sort()).toEqual(
      [
        'gameList:EN',
        'gameList:TY',
        'home:EN',
        'home:TY',
        'login:EN',
        'login:TY',
        'mine:EN',
        'mine:TY',
        'deposit:EN',
        'deposit:TY',
      ].sort(),
    );
    expect(parse(manifest.shells[shellKey('gameList', 'TY')]!).textContent).toContain(
      ty.games_tab_fav,
    );
    expect(parse(manifest.shells[shellKey('login', 'EN')]!).textContent).toContain(
      enScreens.login_subtitle,
    );
    expect(parse(manifest.shells[shellKey('login', 'TY')]!).textContent).toContain(
      ty.login_subtitle,
    );
    expect(parse(manifest.shells[shellKey('home', 'TY')]!).textContent).toContain(ty.nav_deposit);
    expect(parse(manifest.shells[shellKey('home', 'EN')]!).textContent).toContain(en.nav_deposit);
    expect(manifest.htmlLang).toEqual({ EN: 'en', TY: 'fil' });
  });

  it("paints the member centre's header, balance label and menu places in both layouts, the operator's chosen by the server", () => {
    expect(manifest.routes['/m/mine']).toBe('mine');
    expect(manifest.routes['/m/member/home']).toBe('mine');
    const mine = parse(manifest.shells[shellKey('mine', 'EN')]!);
    expect(mine.querySelector('.ks-m-title')?.textContent).toBe(enScreens.title_member_center);
    expect(mine.querySelector('.ks-m-balance-label')?.textContent).toBe(
      enScreens.member_total_balance,
    );
    expect(mine.querySelector('.ks-m-page')?.getAttribute('data-layout')).toBe(
      SHELL_MARK.memberLayout,
    );
    // The app's placeholders while its menu loads: 8 tiles (new layout) or 4 rows (base).
    expect(mine.querySelectorAll('.ks-m-grid.ks-m-new > .ks-m-tile')).toHaveLength(8);
    expect(mine.querySelectorAll('.ks-m-list.ks-m-base > .ks-m-row')).toHaveLength(4);
    expect(mine.querySelector('.ks-current')?.textContent).toBe(en.nav_members);
    const mineTy = parse(manifest.shells[shellKey('mine', 'TY')]!);
    expect(mineTy.querySelector('.ks-m-title')?.textContent).toBe(ty.title_member_center);
    expect(mineTy.querySelector('.ks-m-balance-label')?.textContent).toBe(ty.member_total_balance);
  });

  it('paints the deposit screen’s header, bottom menu (Deposit current) and form top', () => {
    expect(manifest.routes['/m/voucherCenter']).toBe('deposit');
    for (const [language, texts] of [
      ['EN', { ...en, ...enScreens }],
      ['TY', ty],
    ] as const) {
      const html = manifest.shells[shellKey('deposit', language)]!;
      const deposit = parse(html);
      expect(deposit.querySelector('.ks-title')?.textContent).toBe(texts.title_deposit);
      expect(deposit.querySelector('.ks-current')?.textContent).toBe(texts.nav_deposit);
      expect(deposit.querySelector('.ks-d-page')?.getAttribute('data-layout')).toBe(
        SHELL_MARK.depositLayout,
      );
      expect(deposit.querySelector('.ks-d-link')?.textContent).toBe(texts.deposit_limits_link);
      // The detailed layout's steps and card, hidden in the base one.
      expect([...deposit.querySelectorAll('.ks-d-detailed')].map((e) => e.className)).toEqual([
        'ks-d-step ks-d-detailed',
        'ks-d-card ks-d-detailed',
        'ks-d-step ks-d-detailed',
      ]);
      expect(deposit.querySelector('.ks-d-hint')?.textContent).toBe(texts.deposit_amount_hint);
      expect(deposit.querySelector('.ks-d-check')?.textContent).toBe(texts.deposit_bonus_opt_in);
      // The channel's data is the server's: the form's part between its marks, in order.
      const at = (mark: string) => html.indexOf(mark);
      const order = [
        SHELL_MARK.depositStart,
        SHELL_MARK.tabsStart,
        SHELL_MARK.depositTabsSlot,
        SHELL_MARK.tabsEnd,
        '{{depositRange}}',
        '{{depositFee}}',
        '{{depositBonus}}',
        '{{depositMethod}}',
        SHELL_MARK.depositQuickSlot,
        SHELL_MARK.bonusStart,
        SHELL_MARK.bonusEnd,
        SHELL_MARK.depositEnd,
      ];
      expect(order.map(at).every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => at(a) - at(b))).toEqual(order);
      expect(at(SHELL_MARK.depositStart)).toBeGreaterThan(at(texts.deposit_limits_link));
    }
    expect(manifest.texts.TY).toMatchObject({
      deposit_free: ty.deposit_free,
      deposit_kind_manual: ty.deposit_kind_manual,
      deposit_kind_gateway: ty.deposit_kind_gateway,
    });
    const tab = parse(manifest.depositTemplates!.tab);
    expect(tab.className).toBe('ks-d-tab{{on}}');
    expect(tab.textContent).toBe('{{name}}{{badge}}');
    expect(parse(manifest.depositTemplates!.quick).textContent).toBe('{{amount}}');
  });

  it('can be neither focused nor read: hidden from assistive technology and inert', () => {
    for (const [key, html] of Object.entries(manifest.shells)) {
      const shell = parse(html);
      expect(shell.id, key).toBe('static-shell');
      expect(shell.getAttribute('aria-hidden'), key).toBe('true');
      expect(shell.hasAttribute('inert'), key).toBe(true);
      expect(
        shell.querySelectorAll('a, button, input, select, textarea, [tabindex]'),
        key,
      ).toHaveLength(0);
    }
  });

  it('leaves the operator’s data to the server: name, first banner and the visitor-only part', () => {
    const home = manifest.shells[shellKey('home', 'EN')]!;
    expect(home).toContain(SHELL_MARK.operatorName);
    expect(home).toContain(SHELL_MARK.operatorInitial);
    expect(home).toContain(SHELL_MARK.bannerSlot);
    expect(home.indexOf(SHELL_MARK.visitorStart)).toBeLessThan(home.indexOf(SHELL_MARK.visitorEnd));
    expect(home).toContain(en.home_welcome_title.replace('{{operator}}', SHELL_MARK.operatorName));
    expect(home).not.toContain('<template');
    const games = manifest.shells[shellKey('gameList', 'EN')]!;
    for (const mark of [
      SHELL_MARK.titleSlot,
      SHELL_MARK.countSlot,
      SHELL_MARK.tilesStart,
      SHELL_MARK.tilesEnd,
    ])
      expect(games).toContain(mark);
    // The texts the server fills in: every category's title, the plain list's and the count.
    expect(manifest.texts.EN).toMatchObject({
      category_RNG: en.category_RNG,
      title_game_list: enScreens.title_game_list,
      games_count: enScreens.games_count,
    });
    expect(manifest.texts.TY).toMatchObject({
      category_RNG: ty.category_RNG,
      games_count: ty.games_count,
    });
    const tile = parse(manifest.tileTemplate);
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('{{src}}');
    expect(tile.textContent).toBe('{{name}}');
    const banner = parse(manifest.bannerTemplate) as HTMLImageElement;
    expect(banner.getAttribute('src')).toBe('{{src}}');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(banner.getAttribute('width')).toBe('{{width}}');
  });
});
