import { GAME_CATEGORIES, LOTTERY_LOBBY_CODE } from '@kalaro/contract/constants';
import type { GameCategory } from '@kalaro/contract/constants';
import type en from '@/shared/i18n/locales/en.json';
import type enScreens from '@/shared/i18n/locales/en-screens.json';

/**
 * The one route table: pure data that drives the router, the header (title,
 * visibility, back rule) and the bottom menu.
 */
/** Titles other than home's arrive with the screens' texts (loaded before a screen shows). */
export type TitleKey = Extract<keyof typeof en | keyof typeof enScreens, `title_${string}`>;
export type CategoryKey = `category_${GameCategory}`;

/** Which header a route shows: the page header (back + title), the home header, or none. */
export type HeaderKind = 'page' | 'home' | 'none';
/** Where the header's back arrow goes: /m/home, or one step back in history. */
export type BackRule = 'home' | 'history';
/** The screen module a route renders (see screens.ts). */
export type ScreenId =
  | 'home'
  | 'login'
  | 'register'
  | 'forget'
  | 'change-password'
  | 'settings'
  | 'maintenance'
  | 'member'
  | 'agent'
  | 'agent-register'
  | 'agent-contract'
  | 'agent-team'
  | 'red-rain'
  | 'transfer-up'
  | 'agent-rebate'
  | 'agent-notice'
  | 'agent-dividend'
  | 'not-found'
  | 'game-list'
  | 'lottery'
  | 'launch-game'
  | 'notice'
  | 'help'
  | 'messages'
  | 'rewards'
  | 'manual-rebate'
  | 'rebate-report'
  | 'leaderboard'
  | 'activity'
  | 'activity-info'
  | 'feedback'
  | 'security'
  | 'security-questions'
  | 'service'
  | 'user-agreement'
  | 'invite-friends'
  | 'member-benefits'
  | 'slot'
  | 'bet-records'
  | 'transaction-records'
  | 'profit-loss'
  | 'deposit'
  | 'deposit-limits'
  | 'responsible-gaming'
  | 'play-limits'
  | 'session-limit'
  | 'withdraw'
  | 'payment-records'
  | 'game-centre'
  | 'lottery-hall'
  | 'trial'
  | 'message';

export interface AppRoute {
  /** An exact address, or a pattern whose `:name` segments match any one segment. */
  path: string;
  /** Other addresses of the same screen; they replace-redirect to `path`. */
  aliases: readonly string[];
  titleKey: TitleKey;
  header: HeaderKind;
  bottomMenu: boolean;
  back: BackRule;
  screen: ScreenId;
}

export const HOME_PATH = '/m/home';

const route = (
  path: string,
  titleKey: TitleKey,
  // Every route names its screen: none is left to a placeholder.
  options: Partial<Omit<AppRoute, 'path' | 'titleKey' | 'screen'>> & Pick<AppRoute, 'screen'>,
): AppRoute => ({
  path,
  titleKey,
  aliases: [],
  header: 'page',
  bottomMenu: true,
  back: 'history',
  ...options,
});

/** Full-screen account flows: no bottom menu, back goes home. */
const accountFlow = { bottomMenu: false, back: 'home' } as const;

export const ROUTES: readonly AppRoute[] = [
  // Home
  route(HOME_PATH, 'title_home', {
    aliases: ['/', '/m', '/m/index', '/m/index.html'],
    header: 'home',
    screen: 'home',
  }),
  // Account and system screens
  route('/m/login', 'title_login', { ...accountFlow, header: 'none', screen: 'login' }),
  route('/m/register', 'title_register', {
    ...accountFlow,
    aliases: ['/register.html', '/m/register.html'],
    header: 'none',
    screen: 'register',
  }),
  route('/m/forget', 'title_forget', { ...accountFlow, screen: 'forget' }),
  route('/m/trail', 'title_free_trial', { ...accountFlow, screen: 'trial' }),
  route('/m/notice', 'title_announcement', { ...accountFlow, screen: 'notice' }),
  route('/m/changePsw', 'title_change_password', {
    bottomMenu: false,
    screen: 'change-password',
  }),
  route('/m/set', 'title_personal_setting', { screen: 'settings' }),
  route('/m/mine', 'title_member_center', { header: 'none', screen: 'member' }),
  route('/m/member/home', 'title_member_center', { header: 'none', screen: 'member' }),
  route('/m/member/benefits', 'title_member_benefits', { screen: 'member-benefits' }),
  route('/m/webEmail', 'title_message_center', { screen: 'messages' }),
  route('/m/message', 'title_messages', { screen: 'message' }),
  route('/m/help', 'title_help_center', { screen: 'help' }),
  route('/m/helpDetail', 'title_help_center', { screen: 'help' }),
  route('/m/voucherCenter', 'title_deposit', { screen: 'deposit' }),
  route('/m/depositLimits', 'title_deposit_limits', { screen: 'deposit-limits' }),
  // Player protection: time-outs and self-exclusions.
  route('/m/responsibleGaming', 'title_responsible_gaming', { screen: 'responsible-gaming' }),
  route('/m/playLimits', 'title_play_limits', { screen: 'play-limits' }),
  route('/m/sessionLimit', 'title_session_limit', { screen: 'session-limit' }),
  route('/m/withdraw', 'title_withdraw', { screen: 'withdraw' }),
  route('/m/activity', 'title_activity_center', { bottomMenu: false, screen: 'activity' }),
  route('/m/activityInfo', 'title_activity_info', { screen: 'activity-info' }),
  route('/m/rewardCenter', 'title_reward_center', { screen: 'rewards' }),
  route('/m/service', 'title_customer_service', { bottomMenu: false, screen: 'service' }),
  route('/m/useragreement', 'title_user_agreement', {
    bottomMenu: false,
    screen: 'user-agreement',
  }),
  route('/m/maintenance', 'title_maintenance', { bottomMenu: false, screen: 'maintenance' }),
  // Games
  route('/m/gameList', 'title_game_list', { screen: 'game-list' }),
  route('/m/lottery', 'title_lottery', { screen: 'lottery' }),
  route('/m/launchGame', 'title_lottery_lobby', { bottomMenu: false, screen: 'launch-game' }),
  route('/m/moreLottery', 'title_more_lottery', { bottomMenu: false, screen: 'lottery-hall' }),
  route('/m/startLottery', 'title_start_lottery', { screen: 'lottery-hall' }),
  route('/m/gameLobby', 'title_game_lobby', { screen: 'game-centre' }),
  route('/m/gameCenter', 'title_game_center', { screen: 'game-centre' }),
  route('/m/slotsCenter', 'title_slots', { screen: 'game-centre' }),
  // The in-house slot: the launch URL of an INHOUSE game (/m/slot/<gameId>?pageBack=…).
  route('/m/slot/:gameId', 'title_slots', { header: 'none', bottomMenu: false, screen: 'slot' }),
  // Agent
  route('/m/agent', 'title_agent', { header: 'none', bottomMenu: false, screen: 'agent' }),
  route('/m/member/agent/getSalaryContract', 'title_salary_contract', { screen: 'agent-contract' }),
  route('/m/member/agent/getDevidendContract', 'title_dividend_contract', {
    screen: 'agent-contract',
  }),
  route('/m/member/agent/getHourContract', 'title_hourly_contract', { screen: 'agent-contract' }),
  // The agent home's tiles and footer
  route('/m/agent/team/overview', 'title_team_overview', { screen: 'agent-team' }),
  route('/m/member/team', 'title_team_management', { screen: 'agent-team' }),
  route('/m/redRain', 'title_red_rain', { screen: 'red-rain' }),
  route('/m/agent/team/pnl', 'title_team_pnl', { screen: 'agent-team' }),
  route('/m/teamBetting', 'title_team_betting', { screen: 'agent-team' }),
  route('/m/member/agent/agentRebeat', 'title_agent_rebate', { screen: 'agent-rebate' }),
  route('/m/member/teamRebate', 'title_team_rebate', { screen: 'agent-team' }),
  route('/m/agentRegister', 'title_agent_register', { screen: 'agent-register' }),
  route('/m/member/agent/agentDivident', 'title_agent_dividend', { screen: 'agent-dividend' }),
  route('/m/member/notice', 'title_agent_announcements', { screen: 'agent-notice' }),
  // Member-centre entries (member centre table)
  route('/m/inviteFriends', 'title_invite_friends', { screen: 'invite-friends' }),
  route('/m/securityCenter', 'title_security_center', { screen: 'security' }),
  route('/m/securityQuestions', 'title_security_questions', { screen: 'security-questions' }),
  route('/m/vouReport', 'title_deposit_record', { screen: 'payment-records' }),
  route('/m/withdrawReport', 'title_withdraw_record', { screen: 'payment-records' }),
  route('/m/transaction/record', 'title_account_record', { screen: 'transaction-records' }),
  route('/m/gameRecord', 'title_betting_record', { screen: 'bet-records' }),
  route('/m/profitandloss', 'title_profit_loss', { screen: 'profit-loss' }),
  route('/m/upLine/transfer', 'title_transfer_superior', { screen: 'transfer-up' }),
  route('/m/member/manualRebate', 'title_manual_rebate', { screen: 'manual-rebate' }),
  route('/m/member/rebateReport', 'title_rebate_report', { screen: 'rebate-report' }),
  route('/m/leaderBoard', 'title_mission_activity', { screen: 'leaderboard' }),
  route('/m/feedback', 'title_feedback', { screen: 'feedback' }),
];

/** Any address no route claims: a not-found page with the header and bottom menu. */
export const NOT_FOUND_ROUTE: AppRoute = route('*', 'title_not_found', { screen: 'not-found' });

/** "/m/home/" and "/m/home" are the same address; "/" stays "/". */
export const normalizePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

const isPattern = (path: string) => path.includes('/:');

/**
 * Whether an address matches a pattern segment by segment: a `:name` segment
 * takes any one non-empty segment, every other segment must be equal.
 */
export const matchesPattern = (pattern: string, pathname: string): boolean => {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) =>
      segment.startsWith(':') ? (got[i] ?? '') !== '' : segment === got[i],
    )
  );
};

const byPath = new Map<string, AppRoute>();
for (const entry of ROUTES) {
  for (const path of [entry.path, ...entry.aliases]) if (!isPattern(path)) byPath.set(path, entry);
}
const patterned = ROUTES.filter((entry) => isPattern(entry.path));

/**
 * The route an address shows (aliases resolve to their route; exact addresses
 * before patterns), or the not-found route.
 */
export const findRoute = (pathname: string): AppRoute => {
  const path = normalizePath(pathname);
  return (
    byPath.get(path) ??
    patterned.find((entry) => matchesPattern(entry.path, path)) ??
    NOT_FOUND_ROUTE
  );
};

const isCategory = (value: string | null): value is GameCategory =>
  value !== null && (GAME_CATEGORIES as readonly string[]).includes(value);

/** The header title: the route's, or the chosen category's on the game list. */
export const titleKeyFor = (route: AppRoute, search = ''): TitleKey | CategoryKey => {
  if (route.path === '/m/gameList') {
    const gameType = new URLSearchParams(search).get('gameType');
    if (isCategory(gameType)) return `category_${gameType}`;
  }
  if (route.path === '/m/launchGame') {
    // code defaults to the lobby; any other code is one lottery.
    const code = new URLSearchParams(search).get('code');
    if (code && code !== LOTTERY_LOBBY_CODE) return 'title_lottery';
  }
  return route.titleKey;
};
