import { findRoute } from '@/app/routes/table';

export type MenuEntry = 'home' | 'promotions' | 'deposit' | 'service' | 'members';

const ENTRY_BY_PATH: Record<string, MenuEntry> = {
  '/m/home': 'home',
  '/m/activity': 'promotions',
  '/m/voucherCenter': 'deposit',
  '/m/mine': 'members',
  '/m/member/home': 'members',
};

/** The bottom-menu entry that matches an address (aliases included), if any. */
export const activeMenuEntry = (pathname: string): MenuEntry | null =>
  ENTRY_BY_PATH[findRoute(pathname).path] ?? null;

/** The most the red dot on Members counts; more shows as "99+". */
export const UNCLAIMED_BADGE_MAX = 99;

/**
 * The red dot on Members: the count of unclaimed promotions when
 * above zero, capped at "99+"; null (no dot) otherwise.
 */
export const unclaimedBadge = (count: number): string | null => {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > UNCLAIMED_BADGE_MAX ? `${UNCLAIMED_BADGE_MAX}+` : String(Math.floor(count));
};
