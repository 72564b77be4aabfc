import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMIT } from '@kalaro/contract/constants';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { resolveAccountOptions, type AppOptions } from './config.ts';
import { seedDatabase } from './seed.ts';
import { refuseNulCharacters } from './lib/nul-chars.ts';
import { createPasswordHasher } from './lib/password.ts';
import { genReqId } from './lib/request-id.ts';
import accountRoutes from './modules/accounts/routes.ts';
import socialLoginRoutes from './modules/social-login/routes.ts';
import memberAdminRoutes from './modules/accounts/admin-routes.ts';
import memberHistoryRoutes from './modules/accounts/history-routes.ts';
import { SessionStore } from './modules/accounts/sessions.ts';
import { createMessaging } from './modules/outbox/service.ts';
import outboxRoutes from './modules/outbox/routes.ts';
import walletRoutes from './modules/wallet/routes.ts';
import depositRoutes from './modules/deposit/routes.ts';
import { createPaymentProviders } from './modules/deposit/providers/registry.ts';
import { DepositService } from './modules/deposit/service.ts';
import { WithdrawService } from './modules/withdraw/service.ts';
import inhouseRoutes from './modules/inhouse/routes.ts';
import lotteryRoutes from './modules/lottery/routes.ts';
import {
  DEFAULT_CLOSE_BEFORE_SECONDS,
  DEFAULT_DRAW_INTERVALS_SECONDS,
} from './modules/lottery/service.ts';
import recordsRoutes from './modules/records/routes.ts';
import { RecordsService } from './modules/records/service.ts';
import { DEFAULT_MIN_SPIN_INTERVAL_MS } from './modules/inhouse/session.ts';
import adminRoutes from './modules/admin/routes.ts';
import redRainRoutes from './modules/red-rain/routes.ts';
import campaignRoutes from './modules/campaigns/routes.ts';
import redRainAdminRoutes from './modules/red-rain/admin-routes.ts';
import vipAdminRoutes from './modules/vip/admin-routes.ts';
import hotMatchAdminRoutes from './modules/content/hot-matches-admin-routes.ts';
import gamesRoutes from './modules/games/routes.ts';
import { PLAYER_TOKEN_PURPOSE } from './modules/games/providers/seamless.ts';
import { SeamlessVendorStore, VENDOR_SECRET_PURPOSE } from './modules/games/vendor-wallets.ts';
import vendorWalletRoutes from './modules/vendor-wallet/routes.ts';
import helpRoutes from './modules/help/routes.ts';
import messageRoutes from './modules/messages/routes.ts';
import rewardRoutes from './modules/rewards/routes.ts';
import rebateRoutes from './modules/rebate/routes.ts';
import missionRoutes from './modules/missions/routes.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import promotionRoutes from './modules/promotions/routes.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import { UploadStore } from './modules/uploads/store.ts';
import securityRoutes, { createSecurityService } from './modules/security/routes.ts';
import withdrawRoutes from './modules/withdraw/routes.ts';
import agentRoutes from './modules/agent/routes.ts';
import referralRoutes from './modules/referral/routes.ts';
import vipRoutes from './modules/vip/routes.ts';
import agreementRoutes from './modules/agreement/routes.ts';
import contentRoutes from './modules/content/routes.ts';
import contentAdminRoutes from './modules/content/admin-routes.ts';
import messageAdminRoutes from './modules/messages/admin-routes.ts';
import feedbackAdminRoutes from './modules/feedback/admin-routes.ts';
import helpAdminRoutes from './modules/help/admin-routes.ts';
import { firstPaintData } from './modules/content/first-paint.ts';
import systemRoutes from './modules/system/routes.ts';
import adminIdempotency from './modules/admin/idempotency.ts';
import auditHook from './modules/audit/hook.ts';
import auditRoutes from './modules/audit/routes.ts';
import reportRoutes from './modules/reports/routes.ts';
import operatorAccountRoutes from './modules/operator-accounts/routes.ts';
import { seedDemoOperators } from './modules/operator-accounts/seed.ts';
import { OPERATOR_TOTP_PURPOSE, OperatorAccounts } from './modules/operator-accounts/service.ts';
import operatorGuards from './modules/operator/guards.ts';
import protectionGuard from './modules/protection/guard.ts';
import protectionRoutes from './modules/protection/routes.ts';
import { ProtectionService } from './modules/protection/service.ts';
import auth from './plugins/auth.ts';
import db from './plugins/db.ts';
import encryption from './plugins/encryption.ts';
import errors, { frameworkErrors } from './plugins/errors.ts';
import metrics from './plugins/metrics.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import shared from './plugins/shared.ts';
import session from './plugins/session.ts';
import web from './plugins/web.ts';
import tracing from './plugins/tracing.ts';

function loggerOptions(options: AppOptions): FastifyServerOptions['logger'] {
  return {
    level: options.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(options.prettyLogs ? { transport: { target: 'pino-pretty' } } : {}),
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
}

/** Fastify takes a hop count as a function: trust the nearest `hops` proxies. */
const trustProxyOption = (trust: AppOptions['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole app without listening: `server.ts` listens, tests call `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options),
    genReqId,
    bodyLimit: LIMIT.BODY_MAX_BYTES,
    trustProxy: trustProxyOption(options.trustProxy),
    routerOptions: { ignoreDuplicateSlashes: true },
    frameworkErrors,
    // Migrations run while the db plugin starts; on a loaded machine (CI with
    // parallel test files) that can pass Fastify's 10 s default.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; anything else is a 415, not a string the schema then refuses.
  app.removeContentTypeParser('text/plain');
  refuseNulCharacters(app);

  // Before every other plugin and route, so that each route is traced.
  await app.register(tracing, { tracing: options.tracing });
  await app.register(errors);
  await app.register(security, { production: options.production ?? false });
  await app.register(shared, {
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
  });
  await app.register(rateLimit, { rateLimit: options.rateLimit });
  await app.register(db, { database: options.database });
  await app.register(metrics, { token: options.metricsToken });
  const accounts = resolveAccountOptions(options.accounts);
  const hasher = createPasswordHasher(accounts.passwordHashing);
  await seedDatabase(app, {
    seedFile: options.seedFile,
    hasher,
    demoAccounts: accounts.seedDemoAccounts,
    demoContent: options.seedDemoContent ?? !(options.production ?? false),
  });
  await app.register(encryption, {
    privateKeyPem: accounts.rsaPrivateKeyPem,
    keyDir: accounts.keyDir,
    now: accounts.now,
  });
  await app.register(session, {
    store: new SessionStore(app.db, app.shared, accounts.now),
    now: accounts.now,
    secureCookies: options.production ?? false,
  });
  const operatorAccounts = new OperatorAccounts({
    db: app.db,
    hasher,
    now: accounts.now,
    production: options.production ?? false,
    signInIp: app.shared.limiter('operatorSignInIp', accounts.now, accounts.rateLimitFactor ?? 1),
    secrets: app.encryption.secretBox(OPERATOR_TOTP_PURPOSE),
  });
  // Known passwords: not in production unless asked for (a demo).
  if (options.seedDemoOperators ?? !(options.production ?? false)) {
    await seedDemoOperators(operatorAccounts);
  }
  await app.register(auth, {
    adminToken: options.adminToken,
    authenticateOperator: operatorAccounts.authenticate,
  });
  await app.register(auditHook, { now: accounts.now });
  await app.register(adminIdempotency, { now: accounts.now });
  await app.register(operatorGuards);
  const protection = new ProtectionService(app.db, app.sessions, accounts.now);
  await app.register(protectionGuard, { service: protection });
  await app.register(openapi);

  const paymentProviders = createPaymentProviders(options.payments);
  const messaging = createMessaging(app.db, app.log, accounts);
  await app.register(systemRoutes, {
    paymentProviders,
    messaging: { sms: messaging.sms.available, email: messaging.mail.available },
  });
  await app.register(adminRoutes);
  await app.register(operatorAccountRoutes, { accounts: operatorAccounts, now: accounts.now });
  await app.register(auditRoutes, { now: accounts.now });
  await app.register(reportRoutes, { now: accounts.now, rollup: options.reportRollup ?? false });
  await app.register(memberAdminRoutes, { hasher, now: accounts.now });
  const seamless = new SeamlessVendorStore(app.db, options.seamlessVendors ?? [], {
    secrets: app.encryption.secretBox(VENDOR_SECRET_PURPOSE),
    tokens: app.encryption.secretBox(PLAYER_TOKEN_PURPOSE),
  });
  app.addHook('onReady', () => seamless.load());
  app.shared.onInvalidate('vendors', () => {
    seamless.load().catch((error: unknown) => app.log.error({ err: error }, 'vendors reload'));
  });
  await app.register(gamesRoutes, { now: accounts.now, seamless });
  const store = new UploadStore(options.uploadsDir ?? path.join(tmpdir(), 'kalaro-uploads'));
  await app.register(contentRoutes, { now: accounts.now, store });
  await app.register(accountRoutes, { ...accounts, hasher, messaging, protection });
  await app.register(socialLoginRoutes, {
    now: accounts.now,
    hasher,
    protection,
    providers: options.socialLogin ?? [],
    rateLimitFactor: accounts.rateLimitFactor,
  });
  // Operators see a member's deposit limits beside the play limits (the deposit module reads them).
  const depositLimits = new DepositService(app.db, paymentProviders, accounts.now);
  await app.register(protectionRoutes, {
    service: protection,
    depositLimits: (memberId) => depositLimits.limits(memberId),
  });
  const securityService = createSecurityService(app, { ...accounts, hasher, messaging });
  await app.register(securityRoutes, { service: securityService });
  await app.register(referralRoutes, { now: accounts.now });
  // The server's own credits (club bonuses, mission prizes) wait while a
  // time-out or self-exclusion runs.
  const onHold = (memberId: string) => protection.isExcluded(memberId);
  await app.register(vipRoutes, {
    now: accounts.now,
    bonuses: options.vipBonuses ?? false,
    onHold,
  });
  await app.register(agreementRoutes);
  await app.register(walletRoutes);
  await app.register(depositRoutes, { now: accounts.now, providers: paymentProviders });
  await app.register(withdrawRoutes, {
    now: accounts.now,
    security: securityService,
    providers: paymentProviders,
    payoutChecks: options.payoutChecks,
  });
  await app.register(recordsRoutes, { now: accounts.now });
  // The back office's member page reads the rows the player's own records show.
  await app.register(memberHistoryRoutes, {
    records: new RecordsService(app.db, accounts.now),
    deposits: depositLimits,
    withdrawals: new WithdrawService(app.db, securityService, accounts.now, paymentProviders),
  });
  await app.register(agentRoutes, {
    now: accounts.now,
    hasher,
    security: securityService,
    payouts: options.agentPayouts ?? false,
  });
  await app.register(redRainRoutes, { now: accounts.now });
  await app.register(campaignRoutes, { now: accounts.now });
  await app.register(redRainAdminRoutes, { now: accounts.now });
  await app.register(vipAdminRoutes);
  await app.register(hotMatchAdminRoutes, { now: accounts.now });
  await app.register(inhouseRoutes, {
    now: accounts.now,
    stakes: protection.limits,
    minSpinIntervalMs: options.inhouse?.minSpinIntervalMs ?? DEFAULT_MIN_SPIN_INTERVAL_MS,
  });
  await app.register(vendorWalletRoutes, {
    now: accounts.now,
    stakes: protection.unattendedStakes,
    vendors: seamless,
  });
  await app.register(lotteryRoutes, {
    now: accounts.now,
    stakes: protection.limits,
    drawIntervalsSeconds: options.lottery?.drawIntervalsSeconds ?? DEFAULT_DRAW_INTERVALS_SECONDS,
    closeBeforeSeconds: options.lottery?.closeBeforeSeconds ?? DEFAULT_CLOSE_BEFORE_SECONDS,
    scheduler: options.lottery?.scheduler ?? false,
    beforeSettleBet: options.lottery?.beforeSettleBet,
  });
  await app.register(messageRoutes, { now: accounts.now });
  await app.register(helpRoutes);
  await app.register(rewardRoutes, { now: accounts.now });
  await app.register(rebateRoutes, { now: accounts.now });
  await app.register(missionRoutes, {
    now: accounts.now,
    payouts: options.missionPayouts ?? false,
    onHold,
  });
  await app.register(uploadRoutes, { store });
  await app.register(promotionRoutes, { store, now: accounts.now });
  await app.register(feedbackRoutes, { store, now: accounts.now });
  await app.register(feedbackAdminRoutes, { store, now: accounts.now });
  await app.register(contentAdminRoutes, { store, now: accounts.now });
  await app.register(messageAdminRoutes, { now: accounts.now });
  await app.register(helpAdminRoutes);
  await app.register(outboxRoutes, { outboxEnabled: accounts.outboxEnabled });

  await app.register(web, {
    webDistDir: options.webDistDir,
    now: accounts.now,
    firstPaint: firstPaintData(app.db, app.shared, paymentProviders, accounts.now),
  });
  return app;
}
