import { systemRoutes } from './routes/system.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { memberRoutes } from './routes/member.ts';
import { messagesRoutes } from './routes/messages.ts';
import { helpRoutes } from './routes/help.ts';
import { rewardsRoutes } from './routes/rewards.ts';
import { rebateRoutes } from './routes/rebate.ts';
import { missionsRoutes } from './routes/missions.ts';
import { walletRoutes } from './routes/wallet.ts';
import { reportRoutes } from './routes/report.ts';
import { inhouseRoutes } from './routes/inhouse.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { securityRoutes } from './routes/security.ts';
import { contentRoutes } from './routes/content.ts';
import { gamesRoutes } from './routes/games.ts';
import { favouritesRoutes } from './routes/favourites.ts';
import { recentsRoutes } from './routes/recents.ts';
import { promotionsRoutes } from './routes/promotions.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { uploadsRoutes } from './routes/uploads.ts';
import { depositRoutes } from './routes/deposit.ts';
import { withdrawRoutes } from './routes/withdraw.ts';
import { agentRoutes } from './routes/agent.ts';
import { redRainRoutes } from './routes/red-rain.ts';
import { operatorAccountsRoutes } from './routes/operator-accounts.ts';
import { auditRoutes } from './routes/audit.ts';
import { protectionRoutes } from './routes/protection.ts';
import { contentAdminRoutes } from './routes/content-admin.ts';
import { campaignsAdminRoutes } from './routes/campaigns-admin.ts';
import { gamesAdminRoutes } from './routes/games-admin.ts';
import { reportsAdminRoutes } from './routes/reports-admin.ts';
import { profileRoutes } from './routes/profile.ts';
import { paymentGatewaysRoutes } from './routes/payment-gateways.ts';
import { vendorWalletRoutes } from './routes/vendor-wallet.ts';
import { securityQuestionsRoutes } from './routes/security-questions.ts';
import { socialLoginRoutes } from './routes/social-login.ts';

/** Every group, for the server (it registers them all), the endpoint table and tests. */
export const routes = {
  system: systemRoutes,
  admin: adminRoutes,
  auth: authRoutes,
  member: memberRoutes,
  messages: messagesRoutes,
  help: helpRoutes,
  rewards: rewardsRoutes,
  rebate: rebateRoutes,
  missions: missionsRoutes,
  wallet: walletRoutes,
  report: reportRoutes,
  inhouse: inhouseRoutes,
  lottery: lotteryRoutes,
  security: securityRoutes,
  content: contentRoutes,
  games: gamesRoutes,
  favourites: favouritesRoutes,
  recents: recentsRoutes,
  promotions: promotionsRoutes,
  feedback: feedbackRoutes,
  uploads: uploadsRoutes,
  deposit: depositRoutes,
  withdraw: withdrawRoutes,
  agent: agentRoutes,
  redRain: redRainRoutes,
  operatorAccounts: operatorAccountsRoutes,
  audit: auditRoutes,
  protection: protectionRoutes,
  contentAdmin: contentAdminRoutes,
  campaignsAdmin: campaignsAdminRoutes,
  gamesAdmin: gamesAdminRoutes,
  reportsAdmin: reportsAdminRoutes,
  profile: profileRoutes,
  paymentGateways: paymentGatewaysRoutes,
  vendorWallet: vendorWalletRoutes,
  securityQuestions: securityQuestionsRoutes,
  socialLogin: socialLoginRoutes,
} as const;

export type RouteGroup = keyof typeof routes;
