import { FLAG, MEMBER_TYPE, NON_AGENT_TYPES, PROMO_KEY } from '@kalaro/contract/constants';

// ---------------------------------------------------------------- joined N days

const DAY_MS = 86_400_000;

/**
 * The calendar day (days since 1970-01-01) an instant falls on in a time zone;
 * without one, in the device's own zone, read with the Date getters: building the
 * first Intl.DateTimeFormat of a page loads the time-zone data, about 30 ms of main
 * thread on a phone (the member centre's longest task at start-up).
 */
const calendarDay = (instant: Date, timeZone: string | undefined): number => {
  if (timeZone === undefined) {
    return Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate()) / DAY_MS;
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
};

/**
 * Days since registration for 'joined N days': calendar days
 * in the user's time zone between the registration day and today, so a member
 * who registered late yesterday has joined 1 day ago, whatever the hours. 0 on
 * the day of registration; null when the date cannot be read.
 */
export const joinedDays = (
  regDate: string,
  now: Date,
  timeZone: string | undefined = undefined,
): number | null => {
  const registered = new Date(regDate);
  if (Number.isNaN(registered.getTime()) || Number.isNaN(now.getTime())) return null;
  return Math.max(0, calendarDay(now, timeZone) - calendarDay(registered, timeZone));
};

// ---------------------------------------------------------------- member-centre menu

export type MenuItemId =
  | 'benefits'
  | 'deposit'
  | 'withdraw'
  | 'inviteFriends'
  | 'security'
  | 'rewards'
  | 'agency'
  | 'depositRecord'
  | 'withdrawRecord'
  | 'accountRecord'
  | 'bettingRecord'
  | 'profitLoss'
  | 'transferSuperior'
  | 'manualRebate'
  | 'mission'
  | 'rebateReport'
  | 'mail'
  | 'feedback'
  | 'responsibleGaming';

/** What decides which entries show. */
export interface MenuContext {
  /** The operator's whitelabel flags (start-up settings `info.whitelabel`). */
  flags: Readonly<Record<string, boolean>>;
  /** The member's type; undefined for a visitor or while member info loads. */
  memberType: number | undefined;
  /** The member may transfer to the superior (member info `toUpline`). */
  toUpline: boolean;
  /** Promotions running now (announcements of type PR). */
  promotions: readonly { promotionType: string | null }[];
}

/** A count shown on an entry: unclaimed rewards, or unread messages. */
export type MenuBadge = 'unclaimed' | 'unread';

export interface MenuItem {
  id: MenuItemId;
  route: string;
  badge?: MenuBadge;
  shown: (context: MenuContext) => boolean;
}

const flag = (name: string) => (context: MenuContext) => context.flags[name] === true;
const always = () => true;
const promotionRunning = (type: string) => (context: MenuContext) =>
  context.promotions.some((promotion) => promotion.promotionType === type);

/** The member centre's tiles, in the order the screen shows them. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'benefits', route: '/m/member/benefits', shown: flag(FLAG.VIP_BENEFITS) },
  { id: 'deposit', route: '/m/voucherCenter', shown: always },
  { id: 'withdraw', route: '/m/withdraw', shown: always },
  { id: 'inviteFriends', route: '/m/inviteFriends', shown: promotionRunning(PROMO_KEY.REFERRAL) },
  { id: 'security', route: '/m/securityCenter', shown: always },
  {
    id: 'rewards',
    route: '/m/rewardCenter',
    badge: 'unclaimed',
    shown: flag(FLAG.REWARD_CENTRE),
  },
  {
    id: 'agency',
    route: '/m/agent',
    shown: ({ memberType }) => memberType !== undefined && !NON_AGENT_TYPES.includes(memberType),
  },
  { id: 'depositRecord', route: '/m/vouReport', shown: flag(FLAG.DEPOSIT_RECORD) },
  { id: 'withdrawRecord', route: '/m/withdrawReport', shown: flag(FLAG.WITHDRAW_RECORD) },
  { id: 'accountRecord', route: '/m/transaction/record', shown: flag(FLAG.TRANSACTION_RECORD) },
  { id: 'bettingRecord', route: '/m/gameRecord', shown: flag(FLAG.BETTING_RECORD) },
  { id: 'profitLoss', route: '/m/profitandloss', shown: flag(FLAG.PROFIT_AND_LOSS) },
  {
    id: 'transferSuperior',
    route: '/m/upLine/transfer',
    shown: (context) =>
      flag(FLAG.TRANSFER_TO_UPLINE)(context) &&
      context.toUpline &&
      context.memberType !== undefined &&
      context.memberType !== MEMBER_TYPE.AGENT_NO_TRANSFER,
  },
  { id: 'manualRebate', route: '/m/member/manualRebate', shown: flag(FLAG.MANUAL_REBATE) },
  { id: 'mission', route: '/m/leaderBoard', shown: promotionRunning(PROMO_KEY.MISSION) },
  { id: 'rebateReport', route: '/m/member/rebateReport', shown: flag(FLAG.REBATE_REPORT) },
  { id: 'mail', route: '/m/webEmail', badge: 'unread', shown: flag(FLAG.MAIL_CENTRE) },
  { id: 'feedback', route: '/m/feedback', shown: flag(FLAG.FEEDBACK) },
  // Player protection: every real member, whatever the operator switches.
  {
    id: 'responsibleGaming',
    route: '/m/responsibleGaming',
    shown: ({ memberType }) => memberType !== MEMBER_TYPE.TRIAL,
  },
];

/** The entries a member (or visitor) sees, each by its rule, in the table's order. */
export const visibleMenuItems = (context: MenuContext): MenuItem[] =>
  MENU_ITEMS.filter((item) => item.shown(context));

/** The member-centre layout: mobileTemplate mem_cen = 1 selects the new one. */
export type MemberCentreLayout = 'new' | 'base';
export const memberCentreLayout = (mobileTemplate: { mem_cen: number }): MemberCentreLayout =>
  mobileTemplate.mem_cen === 1 ? 'new' : 'base';

/** Tapping the profile block opens the VIP benefits only when that flag is on. */
export const profileTarget = (flags: Readonly<Record<string, boolean>>): string | null =>
  flags[FLAG.VIP_BENEFITS] === true ? '/m/member/benefits' : null;

/** A count as a badge shows it: nothing for 0, '99+' above 99. */
export const badgeText = (count: number | undefined): string | null => {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
};
