import type { ReactNode } from 'react';
import {
  FIRST_PAINT_TILES,
  SHELL_MARK,
  SHELL_SCREEN,
  STATIC_SHELL_ID,
} from '@kalaro/contract/static-shell';
import { FilterIcon } from '@/features/games/components/filter-icons';
import { SettingsIcon } from '@/features/member/components/member-icons';
import {
  BackIcon,
  ChatIcon,
  GiftIcon,
  HomeIcon,
  PlusIcon,
  UserIcon,
  WalletIcon,
} from '@/shared/ui/icons';
import { SearchIcon } from '@/shared/ui/screen-icons';

/**
 * The static first paint of the screens a player opens first: the
 * frame of each screen as plain HTML, rendered at build time for each language
 * (`scripts/static-shell.tsx` → `dist/shell.json`) and put into the page by the
 * server. It only looks like the screen: nothing in it can be focused or
 * pressed (`inert`, hidden from assistive technology) — the app replaces it
 * with the real screen once that is ready. Its styles are `static-shell.css`
 * (global classes, in the stylesheet the page links).
 */

/** The text of a key in the shell's language. */
export type ShellTexts = (key: string) => string;

/** The screens with a static first paint, by pathname. */
export const SHELL_ROUTES = {
  '/m/home': SHELL_SCREEN.home,
  '/m/login': SHELL_SCREEN.login,
  '/m/gameList': SHELL_SCREEN.gameList,
  '/m/mine': SHELL_SCREEN.mine,
  '/m/member/home': SHELL_SCREEN.mine,
  '/m/voucherCenter': SHELL_SCREEN.deposit,
} as const;
export type ShellScreen = (typeof SHELL_ROUTES)[keyof typeof SHELL_ROUTES];

/** An HTML comment the server acts on; the build script turns the placeholder into it. */
export const Mark = ({ mark }: { mark: string }) => <template data-mark={mark} />;

const markName = (mark: string) => mark.slice(4, -3);

function BottomMenu({ t, current }: { t: ShellTexts; current?: 'home' | 'deposit' | 'members' }) {
  const entry = (label: string, icon: ReactNode, current = false) => (
    <span className={current ? 'ks-entry ks-current' : 'ks-entry'}>
      {icon}
      <span>{label}</span>
    </span>
  );
  return (
    <div className="ks-menu">
      {entry(t('nav_home'), <HomeIcon />, current === 'home')}
      {entry(t('nav_promotions'), <GiftIcon />)}
      <span
        className={current === 'deposit' ? 'ks-entry ks-deposit ks-current' : 'ks-entry ks-deposit'}
      >
        <span className="ks-deposit-button">
          <PlusIcon size={28} strokeWidth={2.5} />
        </span>
        <span>{t('nav_deposit')}</span>
      </span>
      {entry(t('nav_service'), <ChatIcon />)}
      {entry(t('nav_members'), <UserIcon />, current === 'members')}
    </div>
  );
}

function HomeShell({ t }: { t: ShellTexts }) {
  return (
    <>
      <div className="ks-header">
        <span className="ks-brand">
          <span className="ks-logo">{SHELL_MARK.operatorInitial}</span>
          <span className="ks-brand-name">{SHELL_MARK.operatorName}</span>
        </span>
        <Mark mark={markName(SHELL_MARK.visitorStart)} />
        <span className="ks-auth">{t('login')}</span>
        <span className="ks-pill">{t('register')}</span>
        <Mark mark={markName(SHELL_MARK.visitorEnd)} />
      </div>
      {/* The app's download bar, where it usually is (its text depends on the device). */}
      <div className="ks-download">
        <span className="ks-download-icon" />
      </div>
      <div className="ks-widgets">
        <div className="ks-banner">
          <Mark mark={markName(SHELL_MARK.bannerSlot)} />
        </div>
        <div className="ks-notice" />
      </div>
      <div className="ks-page">
        <div className="ks-hero">
          <p className="ks-hero-title">
            {t('home_welcome_title').replace('{{operator}}', SHELL_MARK.operatorName)}
          </p>
          <p className="ks-hero-text">{t('home_welcome_text')}</p>
        </div>
      </div>
      <BottomMenu t={t} current="home" />
    </>
  );
}

/** The tiles' place until the server fills in the first ones (as the app's loading grid). */
const TILE_BOXES = Array.from({ length: FIRST_PAINT_TILES }, (_, index) => (
  <span key={index} className="ks-tile">
    <span className="ks-tile-icon" />
    <span className="ks-tile-name" />
  </span>
));

function GameListShell({ t }: { t: ShellTexts }) {
  const tabs = ['games_tab_all', 'games_tab_hot', 'games_tab_recent', 'games_tab_fav'];
  return (
    <>
      <div className="ks-header ks-page-header">
        <span className="ks-back">
          <BackIcon />
        </span>
        <span className="ks-title">
          <Mark mark={markName(SHELL_MARK.titleSlot)} />
        </span>
        <span className="ks-back" />
      </div>
      <div className="ks-games">
        <div className="ks-toolbar">
          <span className="ks-search">
            <SearchIcon size={18} />
            <span>{t('games_search_placeholder')}</span>
          </span>
          <span className="ks-filter">
            <FilterIcon />
          </span>
        </div>
        <div className="ks-game-tabs">
          {tabs.map((key, index) => (
            <span key={key} className={index === 0 ? 'ks-game-tab ks-tab-on' : 'ks-game-tab'}>
              {t(key)}
            </span>
          ))}
        </div>
        <div className="ks-vendors" />
        <p className="ks-count">
          <Mark mark={markName(SHELL_MARK.countSlot)} />
          {'\u00a0'}
        </p>
        <div className="ks-grid">
          <Mark mark={markName(SHELL_MARK.tilesStart)} />
          {TILE_BOXES}
          <Mark mark={markName(SHELL_MARK.tilesEnd)} />
        </div>
      </div>
      <BottomMenu t={t} />
    </>
  );
}

function LoginShell({ t }: { t: ShellTexts }) {
  const field = (label: string) => (
    <span className="ks-field">
      <span className="ks-label">{label}</span>
      <span className="ks-input" />
    </span>
  );
  return (
    <div className="ks-form-screen">
      <p className="ks-heading">{t('title_login')}</p>
      <p className="ks-subtitle">{t('login_subtitle')}</p>
      <span className="ks-tabs">
        <span className="ks-tab ks-tab-on">{t('tab_username')}</span>
        <span className="ks-tab">{t('tab_mobile')}</span>
      </span>
      {field(t('field_username'))}
      {field(t('field_password'))}
      <span className="ks-button">{t('login_button')}</span>
      <span className="ks-button ks-secondary">{t('trial_play')}</span>
    </div>
  );
}

/**
 * The member centre as the app shows it while the member's info, balance and
 * menu entries load (member-centre.tsx): its header, the profile block and
 * (new layout) the balance card with skeletons, the menu's placeholder tiles
 * or rows. Both layouts are here; the server names the operator's
 * (`data-layout`) and the other one is hidden. Only a signed-in member's page
 * carries it.
 */
function MineShell({ t }: { t: ShellTexts }) {
  const placeholders = (count: number, className: string) =>
    Array.from({ length: count }, (_, index) => (
      <span key={index} className={className}>
        <span className="ks-m-icon" />
        <span className="ks-m-skeleton" />
      </span>
    ));
  return (
    <>
      <div className="ks-m-page" data-layout={SHELL_MARK.memberLayout}>
        <div className="ks-m-header">
          <span className="ks-back">
            <BackIcon />
          </span>
          <span className="ks-m-title">{t('title_member_center')}</span>
          <span className="ks-m-actions">
            <span className="ks-back">
              <SettingsIcon />
            </span>
          </span>
        </div>
        <div className="ks-m-hero">
          <span className="ks-m-profile">
            <span className="ks-m-avatar" />
            <span className="ks-m-text">
              <span className="ks-m-skeleton ks-m-wide" />
              <span className="ks-m-skeleton" />
            </span>
          </span>
          <span className="ks-m-balance ks-m-new">
            <WalletIcon size={22} />
            <span className="ks-m-balance-label">{t('member_total_balance')}</span>
            <span className="ks-m-amount">
              <span className="ks-m-skeleton" />
            </span>
          </span>
        </div>
        <div className="ks-m-menu">
          <span className="ks-m-grid ks-m-new">{placeholders(8, 'ks-m-tile')}</span>
          <span className="ks-m-list ks-m-base">{placeholders(4, 'ks-m-row')}</span>
        </div>
      </div>
      <BottomMenu t={t} current="members" />
    </>
  );
}

/**
 * The deposit screen (a member's page only): its header, bottom menu and the
 * form's top as the app shows it on the first channel — limits link, channel
 * tabs, the detailed layout's steps and card, the amount with its hint, quick
 * amounts and bonus line. The server fills in the channels (the part between the
 * deposit marks is left out when it does not know them); the other layout's
 * parts are hidden by `data-layout`.
 */
function DepositShell({ t }: { t: ShellTexts }) {
  const detail = (label: string, value: string) => (
    <span className="ks-d-item">
      <span className="ks-d-term">{label}</span>
      <span className="ks-d-value">{value}</span>
    </span>
  );
  return (
    <>
      <div className="ks-header ks-page-header">
        <span className="ks-back">
          <BackIcon />
        </span>
        <span className="ks-title">{t('title_deposit')}</span>
        <span className="ks-back" />
      </div>
      <div className="ks-d-page" data-layout={SHELL_MARK.depositLayout}>
        <p className="ks-d-top">
          <span className="ks-d-link">{t('deposit_limits_link')}</span>
        </p>
        <Mark mark={markName(SHELL_MARK.depositStart)} />
        <p className="ks-d-step ks-d-detailed">{t('deposit_step_channel')}</p>
        <Mark mark={markName(SHELL_MARK.tabsStart)} />
        <span className="ks-d-tabs">
          <Mark mark={markName(SHELL_MARK.depositTabsSlot)} />
        </span>
        <Mark mark={markName(SHELL_MARK.tabsEnd)} />
        <span className="ks-d-card ks-d-detailed">
          {detail(t('deposit_limits_per_request'), '{{depositRange}}')}
          {detail(t('deposit_fee'), '{{depositFee}}')}
          {detail(t('deposit_bonus_label'), '{{depositBonus}}')}
          {detail(t('deposit_method'), '{{depositMethod}}')}
        </span>
        <p className="ks-d-step ks-d-detailed">{t('deposit_step_amount')}</p>
        <span className="ks-field">
          <span className="ks-d-label-row">
            <span className="ks-d-label">{t('deposit_amount')}</span>
            <span className="ks-d-required">*</span>
          </span>
          <span className="ks-input" />
          <span className="ks-d-hint">{t('deposit_amount_hint')}</span>
        </span>
        <span className="ks-d-quick">
          <Mark mark={markName(SHELL_MARK.depositQuickSlot)} />
        </span>
        <Mark mark={markName(SHELL_MARK.bonusStart)} />
        <span className="ks-d-check">
          <span className="ks-d-box" />
          <span>{t('deposit_bonus_opt_in')}</span>
        </span>
        <Mark mark={markName(SHELL_MARK.bonusEnd)} />
        <Mark mark={markName(SHELL_MARK.depositEnd)} />
      </div>
      <BottomMenu t={t} current="deposit" />
    </>
  );
}

const SCREENS: Record<ShellScreen, (props: { t: ShellTexts }) => ReactNode> = {
  home: HomeShell,
  login: LoginShell,
  gameList: GameListShell,
  mine: MineShell,
  deposit: DepositShell,
};

/** One screen's shell. */
export function StaticShell({ screen, t }: { screen: ShellScreen; t: ShellTexts }) {
  const Screen = SCREENS[screen];
  return (
    <div
      id={STATIC_SHELL_ID}
      className={`ks ks-${screen}`}
      data-screen={screen}
      aria-hidden="true"
      inert
    >
      <Screen t={t} />
    </div>
  );
}

/** What the build script writes: the marks' placeholders turned into the comments the server reads. */
export const withMarks = (html: string) =>
  html.replace(/<template data-mark="([^"]+)"><\/template>/g, '<!--$1-->');
