/**
 * The route tables of the specification,
 * written out here on purpose: the end-to-end tests check the app against the
 * specification, not against the app's own table.
 */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
export const REGISTER_ROUTES = ['/m/register', '/register.html', '/m/register.html'];
export const MEMBER_CENTRE_ROUTES = ['/m/mine', '/m/member/home'];

export const ALL_ROUTES = [
  ...HOME_ALIASES,
  '/m/login',
  ...REGISTER_ROUTES,
  '/m/forget',
  '/m/changePsw',
  '/m/notice',
  '/m/set',
  ...MEMBER_CENTRE_ROUTES,
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
];

/** Header hidden on login, register, mine and agent. */
export const HEADER_HIDDEN = new Set([
  '/m/login',
  ...REGISTER_ROUTES,
  ...MEMBER_CENTRE_ROUTES,
  '/m/agent',
]);

/** Bottom menu hidden on these routes. */
export const BOTTOM_MENU_HIDDEN = new Set([
  '/m/login',
  ...REGISTER_ROUTES,
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
]);

/** The back arrow on these returns to /m/home whatever the history. */
export const BACK_TO_HOME = ['/m/trail', '/m/notice', '/m/forget'];

/**
 * Without a session these send the visitor to /m/home (settings,
 * change password, agent home).
 */
export const GUEST_TO_HOME = new Set(['/m/set', '/m/changePsw', '/m/agent']);
