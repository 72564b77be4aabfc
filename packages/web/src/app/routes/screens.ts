import type { ScreenId } from '@/app/routes/table';
import type { ScreenModule } from '@/app/routes/lazy-screen';

/** Each screen is its own chunk, imported when its route is first visited. */
export const SCREENS: Record<ScreenId, () => Promise<ScreenModule>> = {
  home: () => import('@/app/routes/home'),
  login: () => import('@/app/routes/login'),
  register: () => import('@/app/routes/register'),
  forget: () => import('@/app/routes/forget'),
  'change-password': () => import('@/app/routes/change-password'),
  settings: () => import('@/app/routes/settings'),
  maintenance: () => import('@/app/routes/maintenance'),
  member: () => import('@/app/routes/member'),
  agent: () => import('@/app/routes/agent'),
  'game-list': () => import('@/app/routes/game-list'),
  lottery: () => import('@/app/routes/lottery'),
  'not-found': () => import('@/app/routes/not-found'),
  placeholder: () => import('@/app/routes/placeholder'),
};
