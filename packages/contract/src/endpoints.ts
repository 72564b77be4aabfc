import { z } from 'zod';
import {
  agentHomeValue,
  agentRebateQuery,
  agentRebateValue,
  contractParams,
  contractValue,
  createDownlineBody,
  createDownlineValue,
  downlineParams,
  offerContractBody,
  offerContractValue,
  pendingContractsValue,
  respondContractBody,
  setDownlineRebateBody,
  setDownlineRebateValue,
  teamBetsQuery,
  teamBetsValue,
  teamKpiQuery,
  teamKpiValue,
  teamMembersQuery,
  teamMembersValue,
  teamOverviewQuery,
  teamOverviewValue,
  teamRebateQuery,
  teamRebateValue,
  transferUpBody,
  transferUpInfoValue,
  transferUpValue,
  agentAnnouncementParams,
  agentDividendQuery,
  agentDividendValue,
  agentAnnouncementsQuery,
  agentAnnouncementsValue,
  readAgentAnnouncementValue,
  adminAgentPayout,
  adminAgentPayoutsQuery,
  adminAgentPayoutsValue,
  agentPayoutParams,
  agentPayoutsQuery,
  agentPayoutsValue,
  rejectAgentPayoutBody,
} from './agent.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  campaign,
  campaignParams,
  campaignsQuery,
  campaignsValue,
  createMissionBody,
  createPromotionBody,
  createRewardBody,
  updateCampaignBody,
} from './campaigns.ts';
import {
  claimRedEnvelopeBody,
  claimRedEnvelopeValue,
  createRedRainBody,
  createRedRainValue,
  redRainParams,
  redRainValue,
} from './red-rain.ts';
import {
  affiliateCheckQuery,
  affiliateCheckValue,
  captchaValue,
  changePassword,
  done,
  encryptedBody,
  forgotPasswordByEmail,
  memberInfo,
  registerSettings,
  sessionValue,
  setPasswordByPhone,
  smsCodeRequest,
  smsCodeValue,
  walletBalance,
} from './account.ts';
import {
  favouriteBody,
  favouriteIdsValue,
  favouriteParams,
  favouritesQuery,
  favouritesValue,
  gameListQuery,
  gameListValue,
  hotGamesQuery,
  hotGamesValue,
  launchBody,
  launchValue,
  lotteryListQuery,
  lotteryListValue,
  recentsQuery,
  recentsValue,
  vendorConfigQuery,
  vendorConfigValue,
} from './games.ts';
import {
  announcementInput,
  announcementParams,
  announcementSaved,
  announcementsQuery,
  announcementsValue,
} from './content.ts';
import {
  claimValue,
  helpQuery,
  helpValue,
  idParams,
  messageDetail,
  messageQuery,
  messagesQuery,
  messagesValue,
  rewardsQuery,
  rewardsValue,
  unreadCountValue,
} from './member-content.ts';
import { operatorConfig, startupSettings } from './operator.ts';
import {
  memberBenefitsValue,
  referralValue,
  userAgreementQuery,
  userAgreementValue,
} from './member-pages.ts';
import {
  application,
  applicationParams,
  feedbackCategoriesQuery,
  feedbackCategoriesValue,
  feedbackItem,
  feedbackListQuery,
  feedbackListValue,
  feedbackParams,
  promotionDetail,
  promotionParams,
  promotionsQuery,
  promotionsValue,
  replyFeedbackBody,
  reviewApplicationBody,
  uploadParams,
} from './promotions.ts';
import {
  inhouseLotteriesValue,
  lotteryBetBody,
  lotteryBetValue,
  lotteryLanguageQuery,
  lotteryMyBetsValue,
  lotteryParams,
  lotteryState,
} from './lottery.ts';
import {
  bindCodeBody,
  bindCodeValue,
  bindEmailBody,
  bindMobileBody,
  payeeNameBody,
  paymentPasswordBody,
  securityOverview,
  verifyPaymentPasswordBody,
  verifyPaymentPasswordValue,
} from './security.ts';
import {
  clientSeedBody,
  seedRotation,
  slotParams,
  slotState,
  slotStateQuery,
  spinBody,
  spinValue,
} from './slot.ts';
import {
  betRecordsQuery,
  betRecordsValue,
  profitAndLossQuery,
  profitAndLossValue,
  transactionRecordsQuery,
  transactionRecordsValue,
} from './wallet-records.ts';
import {
  claimRebateValue,
  manualRebateValue,
  rebateRecordsQuery,
  rebateRecordsValue,
} from './rebate.ts';
import { leaderboardQuery, leaderboardValue } from './missions.ts';
import {
  addBankCardBody,
  adminDepositsValue,
  adminPaymentsQuery,
  adminWithdrawalsValue,
  bankCard,
  createDepositBody,
  createDepositValue,
  createWithdrawBody,
  demoGatewayCallbackBody,
  depositChannelsQuery,
  depositChannelsValue,
  depositLimitsBody,
  depositLimitsValue,
  depositRecordsQuery,
  depositRecordsValue,
  depositRequest,
  gatewayCallbackValue,
  gatewayParams,
  paymentIdParams,
  reviewPaymentBody,
  withdrawInfoValue,
  withdrawRecordsQuery,
  withdrawRecordsValue,
  withdrawRequest,
} from './payments.ts';
import { routes } from './routes.ts';

const session = ['auth.required', 'auth.session_expired', 'auth.trial_restricted'] as const;
/** The agent's team reports of a date range: a session, an agent, a valid range. */
const teamReportErrors = [
  ...session,
  'auth.non_agent',
  'records.date_range_invalid',
  'validation.failed',
] as const;

const paymentsEndpoints = {
  deposit: {
    channels: defineEndpoint('deposit', routes.deposit.channels, {
      summary:
        'Deposit channels the member may use: kind (manual transfer or gateway), min/max amount, fee and bonus percent, quick amounts and the accounts to pay to',
      query: depositChannelsQuery,
      value: depositChannelsValue,
      errors: [...session],
    }),
    create: defineEndpoint('deposit', routes.deposit.create, {
      summary:
        "Ask to deposit: a pending request (credited once when the operator approves it, or when the gateway's signed callback says paid). Refused over the member's own deposit limits",
      body: createDepositBody,
      value: createDepositValue,
      errors: [
        ...session,
        'deposit.channel_unavailable',
        'deposit.account_unknown',
        'deposit.amount_out_of_range',
        'deposit.limit_exceeded',
      ],
    }),
    detail: defineEndpoint('deposit', routes.deposit.detail, {
      summary: "One of the member's deposit requests",
      params: paymentIdParams,
      /** The channel's name in this language (EN fallback). */
      query: depositChannelsQuery,
      value: depositRequest,
      errors: [...session, 'deposit.not_found'],
    }),
    records: defineEndpoint('deposit', routes.deposit.records, {
      summary:
        'Deposit record: requests newest first, by status and date range (YYYY-MM-DD in utcOffset, at most 90 days), with approved totals',
      query: depositRecordsQuery,
      value: depositRecordsValue,
      errors: [...session, 'records.date_range_invalid'],
    }),
    limits: defineEndpoint('deposit', routes.deposit.limits, {
      summary:
        "The member's own deposit limits (24 hours, 7 days, calendar month): in force, pending raises, used and remaining",
      value: depositLimitsValue,
      errors: [...session],
    }),
    setLimits: defineEndpoint('deposit', routes.deposit.setLimits, {
      summary:
        'Set the deposit limits: a lower limit holds at once; a higher one (or none) only 24 hours later',
      body: depositLimitsBody,
      value: depositLimitsValue,
      errors: [...session],
    }),
    callback: defineEndpoint('deposit', routes.deposit.callback, {
      summary:
        'Payment gateway callback (demo: demoGatewayCallbackBody signed with HMAC-SHA256 in x-kalaro-signature). Verified, applied once; a replay is refused',
      params: gatewayParams,
      body: demoGatewayCallbackBody,
      value: gatewayCallbackValue,
      errors: [
        'deposit.provider_unknown',
        'deposit.callback_signature_invalid',
        'deposit.callback_replayed',
        'deposit.callback_expired',
        'deposit.callback_mismatch',
        'deposit.not_found',
      ],
    }),
    adminList: defineEndpoint('deposit', routes.deposit.adminList, {
      summary: 'Deposit requests for review, newest first (status filter)',
      query: adminPaymentsQuery,
      value: adminDepositsValue,
      errors: ['admin.token_invalid'],
    }),
    adminReview: defineEndpoint('deposit', routes.deposit.adminReview, {
      summary:
        'Approve (the wallet is credited once, the bonus as its own ledger row) or reject a pending deposit',
      params: paymentIdParams,
      body: reviewPaymentBody,
      value: depositRequest,
      errors: ['admin.token_invalid', 'deposit.not_found', 'deposit.already_reviewed'],
    }),
  },
  withdraw: {
    info: defineEndpoint('withdraw', routes.withdraw.info, {
      summary:
        'Withdraw screen: total, held and available balance, bank cards (masked), banks, limits, turnover requirement and payment-password state',
      value: withdrawInfoValue,
      errors: [...session],
    }),
    addCard: defineEndpoint('withdraw', routes.withdraw.addCard, {
      summary:
        "Bind a bank card in the security centre's payee name (set once; given here while unset); the number is checked by the bank's lengths and Luhn",
      body: addBankCardBody,
      value: bankCard,
      errors: [
        ...session,
        'withdraw.bank_unknown',
        'withdraw.card_number_invalid',
        'withdraw.card_exists',
        'withdraw.card_limit',
        'withdraw.payee_name_required',
      ],
    }),
    create: defineEndpoint('withdraw', routes.withdraw.create, {
      summary:
        'Ask to withdraw with the payment password: the amount is held (available balance drops, total does not) until the operator pays or rejects it',
      body: createWithdrawBody,
      value: withdrawRequest,
      errors: [
        ...session,
        'withdraw.card_not_found',
        'withdraw.amount_out_of_range',
        'withdraw.daily_count_exceeded',
        'withdraw.daily_amount_exceeded',
        'withdraw.turnover_missing',
        'withdraw.idempotency_conflict',
        'wallet.insufficient_funds',
        'security.payment_password_unset',
        'security.payment_password_incorrect',
        'rate.limited',
      ],
    }),
    records: defineEndpoint('withdraw', routes.withdraw.records, {
      summary:
        'Withdraw record: requests newest first, by status and date range (at most 90 days), with approved totals',
      query: withdrawRecordsQuery,
      value: withdrawRecordsValue,
      errors: [...session, 'records.date_range_invalid'],
    }),
    adminList: defineEndpoint('withdraw', routes.withdraw.adminList, {
      summary: 'Withdrawal requests for review, newest first (status filter)',
      query: adminPaymentsQuery,
      value: adminWithdrawalsValue,
      errors: ['admin.token_invalid'],
    }),
    adminReview: defineEndpoint('withdraw', routes.withdraw.adminReview, {
      summary:
        'Pay (the hold becomes a withdraw ledger row) or reject (the hold is released; the note is shown to the member) a pending withdrawal',
      params: paymentIdParams,
      body: reviewPaymentBody,
      value: withdrawRequest,
      errors: ['admin.token_invalid', 'withdraw.not_found', 'withdraw.already_reviewed'],
    }),
  },
};

/**
 * Every call of the API with its schemas, grouped like the specification's
 * catalogue. The server registers its routes from this table; the web client
 * takes the paths from `routes.ts` and the types from here (type-only import).
 */
export const endpoints = {
  system: {
    health: defineEndpoint('system', routes.system.health, {
      summary:
        'Liveness: the process answers. Checks nothing behind it, so an orchestrator does not restart every instance while the database is away',
      value: z.object({ status: z.literal('ok') }),
      errors: [],
    }),
    ready: defineEndpoint('system', routes.system.ready, {
      summary:
        'Readiness for traffic: the database answers with every migration of this release applied, and Redis answers when the server uses one. 503 service.unavailable otherwise, and while the server shuts down',
      value: z.object({
        status: z.literal('ready'),
        database: z.literal('up'),
        redis: z.enum(['up', 'not-used']),
        migrations: z.number().int(),
      }),
      errors: ['service.unavailable'],
    }),
    startup: defineEndpoint('system', routes.system.startup, {
      summary: 'Start-up settings: operator info, flags, maintenance and region restriction',
      value: startupSettings,
      errors: [],
    }),
  },
  admin: {
    getOperatorConfig: defineEndpoint('admin', routes.admin.getOperatorConfig, {
      summary: 'Read the operator configuration',
      value: operatorConfig,
      errors: ['admin.token_invalid'],
    }),
    putOperatorConfig: defineEndpoint('admin', routes.admin.putOperatorConfig, {
      summary: 'Replace the operator configuration (validated as a whole)',
      body: operatorConfig,
      value: operatorConfig,
      errors: ['admin.token_invalid'],
    }),
    outbox: defineEndpoint('admin', routes.admin.outbox, {
      summary:
        'SMS and e-mail messages sent to a recipient, newest first (development and tests only). to = "+639171234567", an e-mail address, or "captcha:<captchaId>" for a captcha answer',
      query: z.object({ to: z.string().min(1).max(255) }).strict(),
      value: z.object({
        messages: z.array(
          z.object({
            channel: z.enum(['sms', 'email', 'captcha']),
            to: z.string(),
            text: z.string(),
            code: z.string().nullable(),
            sentAt: z.string(),
          }),
        ),
      }),
      errors: ['admin.token_invalid', 'admin.outbox_disabled'],
    }),
    createRedRain: defineEndpoint('admin', routes.admin.createRedRain, {
      summary:
        'Schedule a red-envelope rain: when it falls, its budget, the range of an envelope and how many envelopes a member may open; refused when it ends before it starts, is in the past or overlaps another rain',
      body: createRedRainBody,
      value: createRedRainValue,
      errors: [
        'admin.token_invalid',
        'validation.failed',
        'red_rain.schedule_invalid',
        'red_rain.overlap',
      ],
    }),
    listCampaigns: defineEndpoint('admin', routes.admin.listCampaigns, {
      summary:
        'Rewards, missions, promotions and red rains (or one kind) with their window, state, budgets and what they have spent',
      query: campaignsQuery,
      value: campaignsValue,
      errors: ['admin.token_invalid', 'validation.failed'],
    }),
    updateCampaign: defineEndpoint('admin', routes.admin.updateCampaign, {
      summary:
        'Change a campaign: start, end, total or per-member budget (never below what was spent), or its state — pause (paused), resume (active), end (ended, final)',
      params: campaignParams,
      body: updateCampaignBody,
      value: campaign,
      errors: [
        'admin.token_invalid',
        'validation.failed',
        'campaign.not_found',
        'campaign.not_active',
        'red_rain.overlap',
      ],
    }),
    createReward: defineEndpoint('admin', routes.admin.createReward, {
      summary:
        'Create a rewards-centre reward: what a claim pays, its window and its budgets (a total budget is required)',
      body: createRewardBody,
      value: campaign,
      errors: ['admin.token_invalid', 'validation.failed'],
    }),
    createMission: defineEndpoint('admin', routes.admin.createMission, {
      summary:
        'Create a mission race: metric, period, prizes by rank, its window and its budgets (a total budget is required)',
      body: createMissionBody,
      value: campaign,
      errors: ['admin.token_invalid', 'validation.failed'],
    }),
    createPromotion: defineEndpoint('admin', routes.admin.createPromotion, {
      summary:
        'Create a promotion whose approved applications pay a bonus: texts, window and budgets (a total budget is required)',
      body: createPromotionBody,
      value: campaign,
      errors: ['admin.token_invalid', 'validation.failed'],
    }),
    createAnnouncement: defineEndpoint('admin', routes.admin.createAnnouncement, {
      summary: 'Create an announcement (HTML is stored as given and sanitised by the client)',
      body: announcementInput,
      value: announcementSaved,
      errors: ['admin.token_invalid'],
    }),
    putAnnouncement: defineEndpoint('admin', routes.admin.putAnnouncement, {
      summary: 'Replace an announcement',
      params: announcementParams,
      body: announcementInput,
      value: announcementSaved,
      errors: ['admin.token_invalid', 'announcement.not_found'],
    }),
    deleteAnnouncement: defineEndpoint('admin', routes.admin.deleteAnnouncement, {
      summary: 'Delete an announcement',
      params: announcementParams,
      value: announcementSaved,
      errors: ['admin.token_invalid', 'announcement.not_found'],
    }),
  },
  auth: {
    captcha: defineEndpoint('auth', routes.auth.captcha, {
      summary: 'A single-use captcha image (CAPTCHA3)',
      value: captchaValue,
      errors: ['rate.limited'],
    }),
    login: defineEndpoint('auth', routes.auth.login, {
      summary:
        'Log in (encrypted body: loginPayload). A failure answers value.captcha = true once a captcha is required',
      body: encryptedBody,
      value: sessionValue,
      errors: [
        'auth.encryption_required',
        'auth.encryption_invalid',
        'auth.replayed',
        'auth.invalid_credentials',
        'auth.captcha_required',
        'auth.captcha_invalid',
        'auth.account_locked',
        'auth.non_member',
        'auth.non_agent',
        'user.not_found_or_disabled',
        'verification.code_error',
        'verification.code_expired',
        'rate.limited',
      ],
    }),
    trial: defineEndpoint('auth', routes.auth.trial, {
      summary: 'Start a free-play session on a new trial account (FREEPLAY)',
      value: sessionValue,
      errors: ['rate.limited'],
    }),
    register: defineEndpoint('auth', routes.auth.register, {
      summary:
        'Register a member (encrypted body: registerPayload) and log in. Field flags and patterns come from registerSettings',
      body: encryptedBody,
      value: sessionValue,
      errors: [
        'auth.encryption_required',
        'auth.encryption_invalid',
        'auth.replayed',
        'register.disabled',
        'register.field_invalid',
        'register.under_age',
        'password.confirmation_mismatch',
        'user.exists',
        'user.mobile_exists',
        'invitation_code_error',
        'verification.code_error',
        'verification.code_expired',
        'auth.captcha_invalid',
        'rate.limited',
      ],
    }),
    registerSettings: defineEndpoint('auth', routes.auth.registerSettings, {
      summary: 'Registration methods, field flags and validation patterns (REG3)',
      value: registerSettings,
      errors: [],
    }),
    affiliateCheck: defineEndpoint('auth', routes.auth.affiliateCheck, {
      summary: 'Check an affiliate (invitation) code',
      query: affiliateCheckQuery,
      value: affiliateCheckValue,
      errors: ['invitation_code_error'],
    }),
    smsCode: defineEndpoint('auth', routes.auth.smsCode, {
      summary: 'Send an SMS verification code (VERIFICATION3)',
      body: smsCodeRequest,
      value: smsCodeValue,
      errors: ['rate.limited', 'user.mobile_exists'],
    }),
    setPasswordByPhone: defineEndpoint('auth', routes.auth.setPasswordByPhone, {
      summary: 'Set a new password with an SMS code; the member is then logged in',
      body: setPasswordByPhone,
      value: sessionValue,
      errors: [
        'verification.code_error',
        'verification.code_expired',
        'modify.new.old.same',
        'register.field_invalid',
        'rate.limited',
      ],
    }),
    forgotPasswordByEmail: defineEndpoint('auth', routes.auth.forgotPasswordByEmail, {
      summary:
        'Send a password-reset e-mail (form-encoded). Answers the same whether or not the account exists',
      body: forgotPasswordByEmail,
      value: done,
      errors: ['rate.limited'],
    }),
    logout: defineEndpoint('auth', routes.auth.logout, {
      summary: 'Sign out: revokes the session token and clears the session cookie',
      value: done,
      errors: ['auth.required', 'auth.session_expired'],
    }),
  },
  member: {
    info: defineEndpoint('member', routes.member.info, {
      summary: 'The signed-in member',
      value: memberInfo,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    benefits: defineEndpoint('member', routes.member.benefits, {
      summary:
        "Member club benefits: the VIP levels with their requirements (turnover, deposits) and benefits, and the member's level, turnover and deposit total. Only with the VIP-benefits flag",
      value: memberBenefitsValue,
      errors: ['auth.required', 'auth.session_expired', 'auth.trial_restricted'],
    }),
    referral: defineEndpoint('member', routes.member.referral, {
      summary:
        "Invite friends: the member's referral code (made once, then stable), the registration path with it and how many registered with it. Only while a REFERRAL promotion runs",
      value: referralValue,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'referral.unavailable',
      ],
    }),
  },
  wallet: {
    balance: defineEndpoint('wallet', routes.wallet.balance, {
      summary: 'Total wallet balance (sumBalance)',
      value: walletBalance,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    transactions: defineEndpoint('wallet', routes.wallet.transactions, {
      summary:
        'Account record: ledger rows newest first (types=bet,win,…; startDate/endDate YYYY-MM-DD in the utcOffset time zone, at most 90 days; pageNo from 1), with totals over every page',
      query: transactionRecordsQuery,
      value: transactionRecordsValue,
      errors: ['auth.required', 'auth.session_expired', 'records.date_range_invalid'],
    }),
  },
  report: {
    bets: defineEndpoint('report', routes.report.bets, {
      summary:
        'Betting record: bets newest first, filtered by game category, game, vendor, status and date range (at most 90 days), with stake/win totals over every page',
      query: betRecordsQuery,
      value: betRecordsValue,
      errors: ['auth.required', 'auth.session_expired', 'records.date_range_invalid'],
    }),
    profitAndLoss: defineEndpoint('report', routes.report.profitAndLoss, {
      summary:
        'Profit and loss of the member over a date range (at most 90 days): totals, per day and per game category',
      query: profitAndLossQuery,
      value: profitAndLossValue,
      errors: ['auth.required', 'auth.session_expired', 'records.date_range_invalid'],
    }),
  },
  inhouse: {
    slotState: defineEndpoint('inhouse', routes.inhouse.slotState, {
      summary:
        'In-house slot state: paytable, paylines, reel strips, RTP, bet levels, server-seed hash, client seed, nonce, balance and the play session',
      params: slotParams,
      query: slotStateQuery,
      value: slotState,
      errors: [
        'auth.required',
        'auth.session_expired',
        'game.not_found',
        'game.trial_not_supported',
      ],
    }),
    spin: defineEndpoint('inhouse', routes.inhouse.spin, {
      summary:
        'One spin: debits the bet and credits the win in one transaction; the same idempotencyKey answers the first result again. At least minSpinIntervalMs between spins',
      params: slotParams,
      body: spinBody,
      value: spinValue,
      errors: [
        'auth.required',
        'auth.session_expired',
        'game.not_found',
        'game.trial_not_supported',
        'slot.bet_invalid',
        'slot.spin_too_fast',
        'slot.seed_changed',
        'slot.idempotency_conflict',
        'wallet.insufficient_funds',
      ],
    }),
    setClientSeed: defineEndpoint('inhouse', routes.inhouse.setClientSeed, {
      summary:
        'Choose the client seed: the server seed in play is revealed and a new one committed (nonce 0)',
      body: clientSeedBody,
      value: seedRotation,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    rotateSeed: defineEndpoint('inhouse', routes.inhouse.rotateSeed, {
      summary: 'Reveal the server seed in play and commit to a new one (nonce 0)',
      value: seedRotation,
      errors: ['auth.required', 'auth.session_expired'],
    }),
  },
  lottery: {
    list: defineEndpoint('lottery', routes.lottery.list, {
      summary:
        'In-house draw lotteries: display name, draw interval, the current draw (countdown, server-seed hash) and the last result',
      query: lotteryLanguageQuery,
      value: inhouseLotteriesValue,
      errors: [],
    }),
    state: defineEndpoint('lottery', routes.lottery.state, {
      summary:
        'Betting screen of an in-house lottery: current draw, odds table, limits, recent results with revealed seeds, balance',
      params: lotteryParams,
      query: lotteryLanguageQuery,
      value: lotteryState,
      errors: ['auth.required', 'auth.session_expired', 'lottery.not_found'],
    }),
    placeBet: defineEndpoint('lottery', routes.lottery.placeBet, {
      summary:
        'Bet on the current draw: debits the stake through the ledger; the same idempotencyKey answers the first bet again. Settled once the draw is drawn',
      params: lotteryParams,
      body: lotteryBetBody,
      value: lotteryBetValue,
      errors: [
        'auth.required',
        'auth.session_expired',
        'lottery.not_found',
        'lottery.betting_closed',
        'lottery.bet_invalid',
        'lottery.bet_limit',
        'lottery.draw_limit',
        'lottery.idempotency_conflict',
        'wallet.insufficient_funds',
      ],
    }),
    myBets: defineEndpoint('lottery', routes.lottery.myBets, {
      summary: "The member's open bets and latest settled bets of a lottery",
      params: lotteryParams,
      value: lotteryMyBetsValue,
      errors: ['auth.required', 'auth.session_expired', 'lottery.not_found'],
    }),
  },
  security: {
    changePassword: defineEndpoint('security', routes.security.changePassword, {
      summary: 'Change the login password; every other session is revoked',
      body: changePassword,
      value: done,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'auth.password_incorrect',
        'modify.new.old.same',
        'password.confirmation_mismatch',
        'register.field_invalid',
      ],
    }),
    overview: defineEndpoint('security', routes.security.overview, {
      summary:
        'Security centre: whether a payment password is set, and the bound e-mail, mobile and payee name (masked)',
      value: securityOverview,
      errors: ['auth.required', 'auth.session_expired', 'auth.trial_restricted'],
    }),
    paymentPassword: defineEndpoint('security', routes.security.paymentPassword, {
      summary:
        'Set or change the payment password (hashed like the login password). currentPassword is the payment password when one is set, else the login password',
      body: paymentPasswordBody,
      value: done,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'auth.password_incorrect',
        'security.payment_password_incorrect',
        'password.confirmation_mismatch',
        'modify.new.old.same',
        'register.field_invalid',
        'rate.limited',
      ],
    }),
    verifyPaymentPassword: defineEndpoint('security', routes.security.verifyPaymentPassword, {
      summary: 'Check the payment password; at most 5 wrong tries per 15 minutes per member',
      body: verifyPaymentPasswordBody,
      value: verifyPaymentPasswordValue,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'security.payment_password_incorrect',
        'security.payment_password_unset',
        'rate.limited',
      ],
    }),
    bindCode: defineEndpoint('security', routes.security.bindCode, {
      summary:
        'Send a verification code to an e-mail address (e-mail) or mobile number (SMS) the member wants to bind (VERIFICATION3)',
      body: bindCodeBody,
      value: bindCodeValue,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'security.email_invalid',
        'user.mobile_exists',
        'rate.limited',
      ],
    }),
    bindEmail: defineEndpoint('security', routes.security.bindEmail, {
      summary: 'Bind or replace the e-mail with the code sent to it and the login password',
      body: bindEmailBody,
      value: done,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'auth.password_incorrect',
        'security.email_invalid',
        'verification.code_error',
        'verification.code_expired',
        'rate.limited',
      ],
    }),
    bindMobile: defineEndpoint('security', routes.security.bindMobile, {
      summary:
        'Bind or replace the mobile number with the SMS code sent to it and the login password',
      body: bindMobileBody,
      value: done,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'auth.password_incorrect',
        'user.mobile_exists',
        'verification.code_error',
        'verification.code_expired',
        'rate.limited',
      ],
    }),
    payeeName: defineEndpoint('security', routes.security.payeeName, {
      summary: 'Set the payee name (the name on withdrawal accounts); once only',
      body: payeeNameBody,
      value: done,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'security.payee_name_locked',
        'register.field_invalid',
      ],
    }),
  },
  messages: {
    list: defineEndpoint('messages', routes.messages.list, {
      summary:
        "Message centre inbox: the member's own messages and broadcasts, newest first, with read state and the unread count",
      query: messagesQuery,
      value: messagesValue,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    unreadCount: defineEndpoint('messages', routes.messages.unreadCount, {
      summary: 'Unread message count (a number)',
      value: z.number().int(),
      errors: ['auth.required', 'auth.session_expired'],
    }),
    detail: defineEndpoint('messages', routes.messages.detail, {
      summary: 'One message with its HTML content (does not mark it read)',
      params: idParams,
      query: messageQuery,
      value: messageDetail,
      errors: ['auth.required', 'auth.session_expired', 'message.not_found'],
    }),
    markRead: defineEndpoint('messages', routes.messages.markRead, {
      summary: 'Mark a message read (again is a no-op); answers the new unread count',
      params: idParams,
      value: unreadCountValue,
      errors: ['auth.required', 'auth.session_expired', 'message.not_found'],
    }),
    remove: defineEndpoint('messages', routes.messages.remove, {
      summary: "Delete a message from the member's inbox; answers the new unread count",
      params: idParams,
      value: unreadCountValue,
      errors: ['auth.required', 'auth.session_expired', 'message.not_found'],
    }),
  },
  help: {
    list: defineEndpoint('help', routes.help.list, {
      summary: 'Help centre entries (title and HTML content) in a language, EN fallback',
      query: helpQuery,
      value: helpValue,
      errors: [],
    }),
  },
  rewards: {
    list: defineEndpoint('rewards', routes.rewards.list, {
      summary: 'Rewards centre: promotions in effect with claim state, and the unclaimed count',
      query: rewardsQuery,
      value: rewardsValue,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    unclaimedCount: defineEndpoint('rewards', routes.rewards.unclaimedCount, {
      summary: 'Count of unclaimed rewards in effect (a number)',
      value: z.number().int(),
      errors: ['auth.required', 'auth.session_expired'],
    }),
    claim: defineEndpoint('rewards', routes.rewards.claim, {
      summary:
        'Claim a reward: credits the wallet through the ledger exactly once (a second claim is refused)',
      params: idParams,
      value: claimValue,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'reward.not_found',
        'reward.already_claimed',
        'campaign.not_active',
        'campaign.budget_exhausted',
        'campaign.member_budget_exhausted',
      ],
    }),
  },
  rebate: {
    manual: defineEndpoint('rebate', routes.rebate.manual, {
      summary:
        'Manual rebate: rebatable turnover per game category since the last rebate, the rates and the amounts (minor units, rounded down per category)',
      value: manualRebateValue,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    claim: defineEndpoint('rebate', routes.rebate.claim, {
      summary:
        'Claim the manual rebate: credits the total through the ledger exactly once; with nothing new to claim it is refused',
      value: claimRebateValue,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'rebate.nothing_to_claim',
      ],
    }),
    records: defineEndpoint('rebate', routes.rebate.records, {
      summary: 'Rebate report: rebates paid in a date range, newest first, with totals',
      query: rebateRecordsQuery,
      value: rebateRecordsValue,
      errors: ['auth.required', 'auth.session_expired', 'records.date_range_invalid'],
    }),
  },
  missions: {
    leaderboard: defineEndpoint('missions', routes.missions.leaderboard, {
      summary:
        "Mission leaderboards running now: period, prizes, the top ranks (other members' names masked) and the viewer's own rank; refused while no MISSION promotion runs",
      query: leaderboardQuery,
      value: leaderboardValue,
      errors: ['auth.required', 'auth.session_expired', 'missions.unavailable'],
    }),
  },
  content: {
    announcements: defineEndpoint('content', routes.content.announcements, {
      summary:
        "Announcements by type (home: types 'B,PL,PU,H', groupName m_home, platform M): banners, player notices, pop-up items, hot matches and promotions in effect now, in the asked language (EN fallback). Answers an ETag; If-None-Match gives 304",
      query: announcementsQuery,
      value: announcementsValue,
      errors: [],
    }),
    userAgreement: defineEndpoint('content', routes.content.userAgreement, {
      summary:
        "The operator's user agreement (HTML, sanitised by the client) in a language, EN fallback, with the age limit (18 or 21)",
      query: userAgreementQuery,
      value: userAgreementValue,
      errors: [],
    }),
  },
  games: {
    vendorConfig: defineEndpoint('games', routes.games.vendorConfig, {
      summary:
        'Game-vendor config: sorting and mapping (sports vendors split into ESPORTS and COCKFIGHT), lottery menu, prize mode, classifications',
      query: vendorConfigQuery,
      value: vendorConfigValue,
      errors: [],
    }),
    list: defineEndpoint('games', routes.games.list, {
      summary:
        'Game list: filters, case- and accent-insensitive name search, pages from 1 (26 per page)',
      query: gameListQuery,
      value: gameListValue,
      errors: [],
    }),
    hot: defineEndpoint('games', routes.games.hot, {
      summary: 'Hot games: one page, by hot rank',
      query: hotGamesQuery,
      value: hotGamesValue,
      errors: [],
    }),
    lotteries: defineEndpoint('games', routes.games.lotteries, {
      summary: 'Lottery list for a prize mode',
      query: lotteryListQuery,
      value: lotteryListValue,
      errors: [],
    }),
    launch: defineEndpoint('games', routes.games.launch, {
      summary:
        "Launch a game: a one-time launch URL from the game's provider; adds it to recents. Trial accounts only where the game supports free play",
      body: launchBody,
      value: launchValue,
      errors: [
        'auth.required',
        'auth.session_expired',
        'game.not_found',
        'game.trial_not_supported',
      ],
    }),
  },
  favourites: {
    add: defineEndpoint('favourites', routes.favourites.add, {
      summary: 'Add a favourite game (adding one twice changes nothing)',
      body: favouriteBody,
      value: favouriteIdsValue,
      errors: ['auth.required', 'auth.session_expired', 'game.not_found'],
    }),
    remove: defineEndpoint('favourites', routes.favourites.remove, {
      summary: 'Remove a favourite game (removing one that is not there changes nothing)',
      params: favouriteParams,
      value: favouriteIdsValue,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    list: defineEndpoint('favourites', routes.favourites.list, {
      summary: 'Favourite games, newest first, 26 per page',
      query: favouritesQuery,
      value: favouritesValue,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    ids: defineEndpoint('favourites', routes.favourites.ids, {
      summary: 'The node ids of every favourite game',
      value: favouriteIdsValue,
      errors: ['auth.required', 'auth.session_expired'],
    }),
  },
  recents: {
    add: defineEndpoint('recents', routes.recents.add, {
      summary: 'Record a played game (moves it to the front; no duplicates)',
      body: favouriteBody,
      value: z.object({ done: z.literal(true) }),
      errors: ['auth.required', 'auth.session_expired', 'game.not_found'],
    }),
    list: defineEndpoint('recents', routes.recents.list, {
      summary: 'Recently played games, most recent first, 25 per page',
      query: recentsQuery,
      value: recentsValue,
      errors: ['auth.required', 'auth.session_expired'],
    }),
  },
  promotions: {
    list: defineEndpoint('promotions', routes.promotions.list, {
      summary:
        "Promotions in effect (/m/activity), in the asked language; with a session, the caller's application status",
      query: promotionsQuery,
      value: promotionsValue,
      errors: [],
    }),
    detail: defineEndpoint('promotions', routes.promotions.detail, {
      summary:
        "A promotion in effect with its HTML content and, with a session, the caller's application",
      params: promotionParams,
      query: promotionsQuery,
      value: promotionDetail,
      errors: ['promotion.not_found'],
    }),
    apply: defineEndpoint('promotions', routes.promotions.apply, {
      summary:
        'Apply to a promotion: multipart/form-data with `comment` (≤140 characters) and up to 3 `images` (png/jpg by content, ≤5 MB each). Once per promotion unless rejected; answers the pending application',
      params: promotionParams,
      value: application,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'request.unsupported_media_type',
        'promotion.not_found',
        'promotion.not_accepting',
        'campaign.not_active',
        'promotion.already_applied',
        'promotion.comment_too_long',
        'promotion.comment_required',
        'upload.file_too_large',
        'upload.too_many_files',
        'upload.not_image',
        'upload.field_invalid',
      ],
    }),
    review: defineEndpoint('promotions', routes.promotions.review, {
      summary: 'Approve or reject an application (a rejected member may apply again)',
      params: applicationParams,
      body: reviewApplicationBody,
      value: application,
      errors: [
        'admin.token_invalid',
        'promotion.application_not_found',
        'campaign.not_active',
        'campaign.budget_exhausted',
        'campaign.member_budget_exhausted',
      ],
    }),
  },
  feedback: {
    categories: defineEndpoint('feedback', routes.feedback.categories, {
      summary: 'Feedback categories, in the asked language',
      query: feedbackCategoriesQuery,
      value: feedbackCategoriesValue,
      errors: [],
    }),
    list: defineEndpoint('feedback', routes.feedback.list, {
      summary: "The caller's feedback, newest first, with the operator's replies",
      query: feedbackListQuery,
      value: feedbackListValue,
      errors: ['auth.required', 'auth.session_expired'],
    }),
    submit: defineEndpoint('feedback', routes.feedback.submit, {
      summary:
        'Send feedback: multipart/form-data with `categoryId`, `text` (1–1000 characters) and up to 3 `images` (png/jpg by content, ≤5 MB each)',
      query: feedbackListQuery,
      value: feedbackItem,
      errors: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'request.unsupported_media_type',
        'feedback.category_invalid',
        'feedback.text_invalid',
        'upload.file_too_large',
        'upload.too_many_files',
        'upload.not_image',
        'upload.field_invalid',
      ],
    }),
    reply: defineEndpoint('feedback', routes.feedback.reply, {
      summary: "Answer a member's feedback (replaces an earlier reply)",
      params: feedbackParams,
      body: replyFeedbackBody,
      value: feedbackItem,
      errors: ['admin.token_invalid', 'feedback.not_found'],
    }),
  },
  uploads: {
    image: defineEndpoint('uploads', routes.uploads.image, {
      summary:
        "An uploaded image's bytes with its checked content type (not an envelope); only to the member who uploaded it",
      params: uploadParams,
      value: z.never(),
      errors: ['auth.required', 'auth.session_expired', 'upload.not_found'],
    }),
    adminImage: defineEndpoint('uploads', routes.uploads.adminImage, {
      summary: "An uploaded image's bytes, for the operator",
      params: uploadParams,
      value: z.never(),
      errors: ['admin.token_invalid', 'upload.not_found'],
    }),
  },
  ...paymentsEndpoints,
  agent: {
    home: defineEndpoint('agent', routes.agent.home, {
      summary:
        "Agent home: name, type, total balance, the tiles of the operator's whitelist, the dividend switch, unread messages and the team's size; refused for non-agents",
      value: agentHomeValue,
      errors: [...session, 'auth.non_agent'],
    }),
    teamKpi: defineEndpoint('agent', routes.agent.teamKpi, {
      summary:
        "Team KPI for the agent's whole team (every depth) over a date range (YYYY-MM-DD in utcOffset, default today): members who logged in, bet, registered, and who are online now",
      query: teamKpiQuery,
      value: teamKpiValue,
      errors: teamReportErrors,
    }),
    teamOverview: defineEndpoint('agent', routes.agent.teamOverview, {
      summary:
        "Team overview: the whole team's size, direct members, agents and players, levels and balance now; registrations, bettors, deposits, withdrawals and bets of a date range (default today)",
      query: teamOverviewQuery,
      value: teamOverviewValue,
      errors: teamReportErrors,
    }),
    teamMembers: defineEndpoint('agent', routes.agent.teamMembers, {
      summary:
        'Team members (every depth, or direct only): search by part of the username, paging; each with level, upline, balance, turnover of the date range, last login and whether online',
      query: teamMembersQuery,
      value: teamMembersValue,
      errors: teamReportErrors,
    }),
    teamProfitAndLoss: defineEndpoint('agent', routes.agent.teamProfitAndLoss, {
      summary:
        "Team profit and loss of a date range: the whole team's bets in total, per day and per game category (the member report's shape)",
      query: profitAndLossQuery,
      value: profitAndLossValue,
      errors: teamReportErrors,
    }),
    teamBets: defineEndpoint('agent', routes.agent.teamBets, {
      summary:
        "Team betting: the whole team's bets of a date range, newest first, by bettor, category and status, with totals",
      query: teamBetsQuery,
      value: teamBetsValue,
      errors: teamReportErrors,
    }),
    teamRebate: defineEndpoint('agent', routes.agent.teamRebate, {
      summary:
        "Team rebate income of a date range: each direct downline's team turnover and the agent's margin on it (own rate less the downline's), largest first, with totals",
      query: teamRebateQuery,
      value: teamRebateValue,
      errors: teamReportErrors,
    }),
    createDownline: defineEndpoint('agent', routes.agent.createDownline, {
      summary:
        "Open a downline account under the caller (a player, or an agent with a team of its own) with a rebate rate no higher than the caller's own; the account can log in at once",
      body: createDownlineBody,
      value: createDownlineValue,
      errors: [
        ...session,
        'auth.non_agent',
        'validation.failed',
        'register.field_invalid',
        'password.confirmation_mismatch',
        'user.exists',
        'agent.rate_above_own',
        'rate.limited',
      ],
    }),
    rebate: defineEndpoint('agent', routes.agent.rebate, {
      summary:
        "The caller's own rebate rate and its direct downlines' rates (search by username, paged), each with the floor its own downlines set",
      query: agentRebateQuery,
      value: agentRebateValue,
      errors: [...session, 'auth.non_agent', 'validation.failed'],
    }),
    setDownlineRebate: defineEndpoint('agent', routes.agent.setDownlineRebate, {
      summary:
        "Change a direct downline's rebate rate: never above the caller's own, never below what that downline gives its own team",
      params: downlineParams,
      body: setDownlineRebateBody,
      value: setDownlineRebateValue,
      errors: [
        ...session,
        'auth.non_agent',
        'validation.failed',
        'agent.downline_not_found',
        'agent.rate_above_own',
        'agent.rate_below_downline',
      ],
    }),
    pendingContracts: defineEndpoint('agent', routes.agent.pendingContracts, {
      summary:
        "Which contract offers wait for the caller's answer (daily salary, dividend, hourly salary); all false for types 4, 40, 41 and 42",
      value: pendingContractsValue,
      errors: [...session, 'auth.non_agent'],
    }),
    contract: defineEndpoint('agent', routes.agent.contract, {
      summary: "One contract of the caller: the upline's pending offer and the terms in force",
      params: contractParams,
      value: contractValue,
      errors: [...session, 'auth.non_agent', 'validation.failed'],
    }),
    offerContract: defineEndpoint('agent', routes.agent.offerContract, {
      summary:
        "Offer a direct downline agent a contract; the rate is never above the caller's own terms of that contract (or the operator's ceiling for a top agent). A new offer replaces a pending one",
      params: contractParams,
      body: offerContractBody,
      value: offerContractValue,
      errors: [
        ...session,
        'auth.non_agent',
        'validation.failed',
        'agent.downline_not_found',
        'agent.contract_not_allowed',
        'agent.rate_above_own',
      ],
    }),
    respondContract: defineEndpoint('agent', routes.agent.respondContract, {
      summary:
        'Accept or decline a pending offer; accepted terms replace the ones in force. An offer is answered once',
      params: contractParams,
      body: respondContractBody,
      value: contractValue,
      errors: [
        ...session,
        'auth.non_agent',
        'validation.failed',
        'agent.contract_not_allowed',
        'agent.contract_not_pending',
        'agent.rate_above_own',
      ],
    }),
    transferUpInfo: defineEndpoint('agent', routes.agent.transferUpInfo, {
      summary:
        'Transfer to superior: whether it is allowed (AGETRANSFERUP3, toUpline, type not 2), the upline, the available balance and whether a payment password is set',
      value: transferUpInfoValue,
      errors: [...session],
    }),
    transferUp: defineEndpoint('agent', routes.agent.transferUp, {
      summary:
        "Send money to the upline through the ledger (the member's debit and the upline's credit in one transaction), checked with the payment password; the same idempotencyKey answers the first transfer",
      body: transferUpBody,
      value: transferUpValue,
      errors: [
        ...session,
        'validation.failed',
        'agent.transfer_not_allowed',
        'agent.transfer_amount_invalid',
        'agent.transfer_idempotency_conflict',
        'security.payment_password_unset',
        'security.payment_password_incorrect',
        'wallet.insufficient_funds',
        'rate.limited',
      ],
    }),
    dividend: defineEndpoint('agent', routes.agent.dividend, {
      summary:
        "Dividend info: whether dividends apply (operator switch, type not 4/40/41/42), the dividend contract's rate in force, and per calendar month of the caller's time zone (the running one and five before) the whole team's stakes, wins, net loss and the dividend floor(net loss × rate)",
      query: agentDividendQuery,
      value: agentDividendValue,
      errors: [...session, 'auth.non_agent', 'validation.failed'],
    }),
    announcements: defineEndpoint('agent', routes.agent.announcements, {
      summary:
        "The agent announcements (type A, group m_home) in effect, in the operator's order and the asked language, each with whether the caller has opened it, and the footer's unreadCount",
      query: agentAnnouncementsQuery,
      value: agentAnnouncementsValue,
      errors: [...session, 'auth.non_agent', 'validation.failed'],
    }),
    readAnnouncement: defineEndpoint('agent', routes.agent.readAnnouncement, {
      summary:
        'Marks an agent announcement in effect as read by the caller (once; again changes nothing) and answers the new unreadCount',
      params: agentAnnouncementParams,
      value: readAgentAnnouncementValue,
      errors: [...session, 'auth.non_agent', 'validation.failed', 'agent.announcement_not_found'],
    }),
    payouts: defineEndpoint('agent', routes.agent.payouts, {
      summary:
        "The caller's payouts (daily and hourly salary, dividend, team rebate), newest period first: paid, awaiting the operator's review, or rejected with the reason",
      query: agentPayoutsQuery,
      value: agentPayoutsValue,
      errors: [...session, 'auth.non_agent', 'validation.failed'],
    }),
    adminPayouts: defineEndpoint('agent', routes.agent.adminPayouts, {
      summary:
        'Agent payouts for review, newest first: filter by status, kind and agent username, paged',
      query: adminAgentPayoutsQuery,
      value: adminAgentPayoutsValue,
      errors: ['admin.token_invalid', 'validation.failed'],
    }),
    adminApprovePayout: defineEndpoint('agent', routes.agent.adminApprovePayout, {
      summary:
        "Approve a payout awaiting review: the agent's wallet is credited once (a ledger row with the payout's idempotency key)",
      params: agentPayoutParams,
      value: adminAgentPayout,
      errors: [
        'admin.token_invalid',
        'validation.failed',
        'agent.payout_not_found',
        'agent.payout_already_paid',
        'agent.payout_rejected',
      ],
    }),
    adminRejectPayout: defineEndpoint('agent', routes.agent.adminRejectPayout, {
      summary: 'Reject a payout awaiting review with a reason: it is never paid',
      params: agentPayoutParams,
      body: rejectAgentPayoutBody,
      value: adminAgentPayout,
      errors: [
        'admin.token_invalid',
        'validation.failed',
        'agent.payout_not_found',
        'agent.payout_already_paid',
        'agent.payout_rejected',
      ],
    }),
    adminRecalculatePayout: defineEndpoint('agent', routes.agent.adminRecalculatePayout, {
      summary:
        'Work out a payout awaiting review again from the current bets and rates (before it is paid); the threshold is not applied again: it still waits for review',
      params: agentPayoutParams,
      value: adminAgentPayout,
      errors: [
        'admin.token_invalid',
        'validation.failed',
        'agent.payout_not_found',
        'agent.payout_already_paid',
        'agent.payout_rejected',
      ],
    }),
  },
  redRain: {
    current: defineEndpoint('redRain', routes.redRain.current, {
      summary:
        "The red-envelope rain falling now, or else the next one (null when none is scheduled), with the server's time and this member's envelopes in it",
      value: redRainValue,
      errors: [...session],
    }),
    claim: defineEndpoint('redRain', routes.redRain.claim, {
      summary:
        'Open one envelope of the falling rain: a random amount within the budget, credited once through the ledger; the same idempotencyKey answers the first claim',
      params: redRainParams,
      body: claimRedEnvelopeBody,
      value: claimRedEnvelopeValue,
      errors: [
        ...session,
        'validation.failed',
        'red_rain.not_found',
        'red_rain.not_live',
        'red_rain.exhausted',
        'red_rain.claim_limit',
        'campaign.not_active',
        'campaign.budget_exhausted',
        'campaign.member_budget_exhausted',
        'rate.limited',
      ],
    }),
  },
} as const satisfies { [G in keyof typeof routes]: { [N in keyof (typeof routes)[G]]: unknown } };

export type Endpoints = typeof endpoints;
