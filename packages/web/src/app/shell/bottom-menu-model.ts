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
