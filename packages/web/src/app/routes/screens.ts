import { loadScreenTexts } from '@/shared/i18n/i18n';
import type { ScreenId } from '@/app/routes/table';
import type { ScreenModule } from '@/app/routes/lazy-screen';

/** A screen other than home also needs the screens' EN texts before it shows. */
const withTexts = (module: Promise<ScreenModule>): Promise<ScreenModule> =>
  Promise.all([module, loadScreenTexts()]).then(([loaded]) => loaded);

/**
 * Each screen is its own chunk, imported when its route is first visited. Home
 * needs only the texts that ship with the app (the first load's budget).
 */
export const SCREENS: Record<ScreenId, () => Promise<ScreenModule>> = {
  home: () => import('@/app/routes/home'),
  login: () => withTexts(import('@/app/routes/login')),
  register: () => withTexts(import('@/app/routes/register')),
  forget: () => withTexts(import('@/app/routes/forget')),
  'change-password': () => withTexts(import('@/app/routes/change-password')),
  settings: () => withTexts(import('@/app/routes/settings')),
  maintenance: () => withTexts(import('@/app/routes/maintenance')),
  member: () => withTexts(import('@/app/routes/member')),
  agent: () => withTexts(import('@/app/routes/agent')),
  'game-list': () => withTexts(import('@/app/routes/game-list')),
  lottery: () => withTexts(import('@/app/routes/lottery')),
  notice: () => withTexts(import('@/app/routes/notice')),
  help: () => withTexts(import('@/app/routes/help')),
  messages: () => withTexts(import('@/app/routes/messages')),
  rewards: () => withTexts(import('@/app/routes/rewards')),
  'not-found': () => withTexts(import('@/app/routes/not-found')),
  placeholder: () => withTexts(import('@/app/routes/placeholder')),
};
