import { withScreenTexts as withTexts } from '@/shared/i18n/i18n';
import type { OtherScreenId } from '@/app/routes/screens';
import type { ScreenModule } from '@/app/routes/lazy-screen';

/**
 * How each screen but home loads: its own chunk, with the screens' EN texts. This
 * registry is a chunk of its own too (see `screens.ts`), so adding a screen does
 * not add to home's first load.
 */
export const SCREEN_LOADERS: Record<OtherScreenId, () => Promise<ScreenModule>> = {
  login: () => withTexts(import('@/app/routes/login')),
  register: () => withTexts(import('@/app/routes/register')),
  forget: () => withTexts(import('@/app/routes/forget')),
  'change-password': () => withTexts(import('@/app/routes/change-password')),
  settings: () => withTexts(import('@/app/routes/settings')),
  maintenance: () => withTexts(import('@/app/routes/maintenance')),
  member: () => withTexts(import('@/app/routes/member')),
  agent: () => withTexts(import('@/app/routes/agent')),
  'agent-register': () => withTexts(import('@/app/routes/agent-register')),
  'agent-contract': () => withTexts(import('@/app/routes/agent-contract')),
  'agent-team': () => withTexts(import('@/app/routes/agent-team')),
  'red-rain': () => withTexts(import('@/app/routes/red-rain')),
  'transfer-up': () => withTexts(import('@/app/routes/transfer-up')),
  'agent-rebate': () => withTexts(import('@/app/routes/agent-rebate')),
  'agent-notice': () => withTexts(import('@/app/routes/agent-notice')),
  'agent-dividend': () => withTexts(import('@/app/routes/agent-dividend')),
  'game-list': () => withTexts(import('@/app/routes/game-list')),
  lottery: () => withTexts(import('@/app/routes/lottery')),
  'launch-game': () => withTexts(import('@/app/routes/launch-game')),
  notice: () => withTexts(import('@/app/routes/notice')),
  help: () => withTexts(import('@/app/routes/help')),
  messages: () => withTexts(import('@/app/routes/messages')),
  rewards: () => withTexts(import('@/app/routes/rewards')),
  'manual-rebate': () => withTexts(import('@/app/routes/manual-rebate')),
  'rebate-report': () => withTexts(import('@/app/routes/rebate-report')),
  leaderboard: () => withTexts(import('@/app/routes/leaderboard')),
  activity: () => withTexts(import('@/app/routes/activity')),
  'activity-info': () => withTexts(import('@/app/routes/activity-info')),
  feedback: () => withTexts(import('@/app/routes/feedback')),
  security: () => withTexts(import('@/app/routes/security')),
  service: () => withTexts(import('@/app/routes/service')),
  'user-agreement': () => withTexts(import('@/app/routes/user-agreement')),
  'invite-friends': () => withTexts(import('@/app/routes/invite-friends')),
  'member-benefits': () => withTexts(import('@/app/routes/member-benefits')),
  slot: () => withTexts(import('@/app/routes/slot')),
  'bet-records': () => withTexts(import('@/app/routes/bet-records')),
  'transaction-records': () => withTexts(import('@/app/routes/transaction-records')),
  'profit-loss': () => withTexts(import('@/app/routes/profit-loss')),
  deposit: () => withTexts(import('@/app/routes/deposit')),
  'deposit-limits': () => withTexts(import('@/app/routes/deposit-limits')),
  'responsible-gaming': () => withTexts(import('@/app/routes/responsible-gaming')),
  'play-limits': () => withTexts(import('@/app/routes/play-limits')),
  'session-limit': () => withTexts(import('@/app/routes/session-limit')),
  withdraw: () => withTexts(import('@/app/routes/withdraw')),
  'payment-records': () => withTexts(import('@/app/routes/payment-records')),
  'not-found': () => withTexts(import('@/app/routes/not-found')),
  placeholder: () => withTexts(import('@/app/routes/placeholder')),
};
