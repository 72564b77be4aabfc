import type { routes } from './routes.ts';
import { systemEndpoints } from './endpoints/system.ts';
import { adminEndpoints } from './endpoints/admin.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { memberEndpoints } from './endpoints/member.ts';
import { messagesEndpoints } from './endpoints/messages.ts';
import { helpEndpoints } from './endpoints/help.ts';
import { rewardsEndpoints } from './endpoints/rewards.ts';
import { rebateEndpoints } from './endpoints/rebate.ts';
import { missionsEndpoints } from './endpoints/missions.ts';
import { walletEndpoints } from './endpoints/wallet.ts';
import { reportEndpoints } from './endpoints/report.ts';
import { inhouseEndpoints } from './endpoints/inhouse.ts';
import { lotteryEndpoints } from './endpoints/lottery.ts';
import { securityEndpoints } from './endpoints/security.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { gamesEndpoints } from './endpoints/games.ts';
import { favouritesEndpoints } from './endpoints/favourites.ts';
import { recentsEndpoints } from './endpoints/recents.ts';
import { promotionsEndpoints } from './endpoints/promotions.ts';
import { feedbackEndpoints } from './endpoints/feedback.ts';
import { uploadsEndpoints } from './endpoints/uploads.ts';
import { depositEndpoints } from './endpoints/deposit.ts';
import { withdrawEndpoints } from './endpoints/withdraw.ts';
import { agentEndpoints } from './endpoints/agent.ts';
import { redRainEndpoints } from './endpoints/red-rain.ts';
import { operatorAccountsEndpoints } from './endpoints/operator-accounts.ts';
import { auditEndpoints } from './endpoints/audit.ts';
import { protectionEndpoints } from './endpoints/protection.ts';
import { contentAdminEndpoints } from './endpoints/content-admin.ts';
import { campaignsAdminEndpoints } from './endpoints/campaigns-admin.ts';
import { gamesAdminEndpoints } from './endpoints/games-admin.ts';
import { reportsAdminEndpoints } from './endpoints/reports-admin.ts';
import { profileEndpoints } from './endpoints/profile.ts';
import { paymentGatewaysEndpoints } from './endpoints/payment-gateways.ts';
import { vendorWalletEndpoints } from './endpoints/vendor-wallet.ts';
import { securityQuestionsEndpoints } from './endpoints/security-questions.ts';
import { socialLoginEndpoints } from './endpoints/social-login.ts';

/**
 * Every call of the API with its schemas: each group's calls live in
 * `endpoints/<group>.ts`, beside its routes in `routes/<group>.ts`, so a new call
 * touches its group only. The server registers its routes from this table; the
 * web client takes the paths from `routes/<group>.ts` and the types from here
 * (type-only import).
 */
export const endpoints = {
  system: systemEndpoints,
  admin: adminEndpoints,
  auth: authEndpoints,
  member: memberEndpoints,
  messages: messagesEndpoints,
  help: helpEndpoints,
  rewards: rewardsEndpoints,
  rebate: rebateEndpoints,
  missions: missionsEndpoints,
  wallet: walletEndpoints,
  report: reportEndpoints,
  inhouse: inhouseEndpoints,
  lottery: lotteryEndpoints,
  security: securityEndpoints,
  content: contentEndpoints,
  games: gamesEndpoints,
  favourites: favouritesEndpoints,
  recents: recentsEndpoints,
  promotions: promotionsEndpoints,
  feedback: feedbackEndpoints,
  uploads: uploadsEndpoints,
  deposit: depositEndpoints,
  withdraw: withdrawEndpoints,
  agent: agentEndpoints,
  redRain: redRainEndpoints,
  operatorAccounts: operatorAccountsEndpoints,
  audit: auditEndpoints,
  protection: protectionEndpoints,
  contentAdmin: contentAdminEndpoints,
  campaignsAdmin: campaignsAdminEndpoints,
  gamesAdmin: gamesAdminEndpoints,
  reportsAdmin: reportsAdminEndpoints,
  profile: profileEndpoints,
  paymentGateways: paymentGatewaysEndpoints,
  vendorWallet: vendorWalletEndpoints,
  securityQuestions: securityQuestionsEndpoints,
  socialLogin: socialLoginEndpoints,
} as const satisfies { [G in keyof typeof routes]: { [N in keyof (typeof routes)[G]]: unknown } };

export type Endpoints = typeof endpoints;
