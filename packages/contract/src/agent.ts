import { z } from 'zod';
import { money } from './account.ts';
import {
  AGENT_PAYOUT_KINDS,
  AGENT_PAYOUT_STATUSES,
  AGENT_TILES,
  CONTRACT_KINDS,
  DOWNLINE_KINDS,
  rateToBp,
} from './agent-rules.ts';
import { KNOWN_LANGUAGES } from './constants.ts';
import { announcementParams, notice } from './content.ts';
import { gameType } from './games.ts';
import {
  BET_STATUSES,
  betRecord,
  betTotals,
  dateRange,
  isoDate,
  pageValue,
  paging,
  rangeValue,
} from './wallet-records.ts';

export {
  AGENT_PAYOUT_KINDS,
  AGENT_PAYOUT_STATUSES,
  AGENT_TILES,
  CONTRACT_KINDS,
  DOWNLINE_KINDS,
  PENDING_CONTRACT_FIELD,
  bpToRate,
  hasDividendInfo,
  isAgentType,
  rateToBp,
  visibleAgentTiles,
} from './agent-rules.ts';
export type {
  AgentPayoutKind,
  AgentPayoutStatus,
  AgentTile,
  ContractKind,
  DownlineKind,
} from './agent-rules.ts';

/** Agent home: the greeting's name, the balance, the tiles and the badges. */
export const agentHomeValue = z.object({
  userName: z.string(),
  nickname: z.string().nullable(),
  /** The member type (customerType). */
  type: z.number().int(),
  /** Total wallet balance, 2 decimals. */
  sumBalance: money,
  /** Tiles to show, in order: the operator's whitelist plus the always-shown customer service. */
  tiles: z.array(z.enum(AGENT_TILES)),
  /** The footer's dividend entry shows only when the operator pays dividends and the type gets them. */
  dividendsEnabled: z.boolean(),
  /** Unread inbox messages (the messages tile's badge). */
  unreadMessages: z.number().int().nonnegative(),
  /** The link the online-service tile opens (the operator's first customer-service link), if any. */
  serviceUrl: z.string().nullable(),
  /** Members in the whole team (every depth). */
  teamSize: z.number().int().nonnegative(),
});
export type AgentHomeValue = z.infer<typeof agentHomeValue>;

/** Team KPI of a date range: YYYY-MM-DD days in the caller's time zone (`utcOffset`), default today. */
export const teamKpiQuery = z.object({ ...dateRange });
export type TeamKpiQuery = z.input<typeof teamKpiQuery>;

export const teamKpiValue = z.object({
  startDate: z.string(),
  endDate: z.string(),
  utcOffset: z.number().int(),
  /** The specification's footer counters. */
  footer: z.object({
    /** Team members (every depth) who logged in during the range. */
    teamLoginMemberCount: z.number().int().nonnegative(),
    /** Team members who placed at least one bet during the range. */
    teamBetMemberCount: z.number().int().nonnegative(),
    /** Team members who registered during the range. */
    teamRegisterMemberCount: z.number().int().nonnegative(),
    /** Team members with a live session now (whatever the range). */
    teamOnlineCount: z.number().int().nonnegative(),
  }),
});
export type TeamKpiValue = z.infer<typeof teamKpiValue>;

/** A percentage with at most two decimals, 0–100 ("1.5" is 1.5 %). */
export const rate = z
  .string()
  .max(6)
  .refine((v) => rateToBp(v) !== undefined, 'a percentage 0–100 with at most 2 decimals');

const userName = z.string().trim().min(1).max(64);

// --- opening a downline account (/m/agentRegister) ------------------------------

export const createDownlineBody = z
  .object({
    userName,
    password: z.string().min(1).max(128),
    confirmPassword: z.string().min(1).max(128),
    /** A player, or an agent who can open a team of its own. */
    kind: z.enum(DOWNLINE_KINDS),
    /** The downline's rebate rate: never above the agent's own. */
    rebateRate: rate,
  })
  .strict();
export type CreateDownlineBody = z.infer<typeof createDownlineBody>;

const downline = z.object({
  userName: z.string(),
  type: z.number().int(),
  /** Two decimals, e.g. "1.50". */
  rebateRate: z.string(),
});

export const createDownlineValue = downline;
export type CreateDownlineValue = z.infer<typeof createDownlineValue>;

// --- downline rebate settings (/m/member/agent/agentRebeat) ----------------------

export const agentRebateQuery = z.object({
  ...paging,
  /** Part of a direct downline's username. */
  userName: z.string().trim().max(64).optional(),
});
export type AgentRebateQuery = z.input<typeof agentRebateQuery>;

export const agentRebateValue = z.object({
  /** The agent's own rate: the ceiling of every downline's. */
  ownRate: z.string(),
  ...pageValue,
  downlines: z.array(
    downline.extend({
      /** The highest rate this downline gave its own downlines: its rate cannot go below it. */
      floorRate: z.string(),
    }),
  ),
});
export type AgentRebateValue = z.infer<typeof agentRebateValue>;

export const downlineParams = z.object({ userName });
export const setDownlineRebateBody = z.object({ rebateRate: rate }).strict();
export type SetDownlineRebateBody = z.infer<typeof setDownlineRebateBody>;
export const setDownlineRebateValue = downline;

// --- contracts (daily salary, dividend, hourly salary) ---------------------------

/** The pending offers: true where an upline's offer waits for an answer. */
export const pendingContractsValue = z.object({
  dailysalreqtype: z.boolean(),
  divtypecompperiodreq: z.boolean(),
  contracthoursalreq: z.boolean(),
});
export type PendingContractsValue = z.infer<typeof pendingContractsValue>;

export const contractParams = z.object({ kind: z.enum(CONTRACT_KINDS) });

export const contractTerms = z.object({
  contractId: z.number().int(),
  /** Two decimals: the share of team turnover (salaries) or of team net loss (dividend). */
  rate: z.string(),
  /** Who offered it: the agent's upline (its username), or null: the operator. */
  offeredBy: z.string().nullable(),
  offeredAt: z.string(),
  /** When it was accepted (active terms); null while pending. */
  acceptedAt: z.string().nullable(),
});
export type ContractTerms = z.infer<typeof contractTerms>;

export const contractValue = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** An offer waiting for this agent's answer. */
  pending: contractTerms.nullable(),
  /** The terms in force. */
  active: contractTerms.nullable(),
});
export type ContractValue = z.infer<typeof contractValue>;

export const offerContractBody = z.object({ userName, rate }).strict();
export type OfferContractBody = z.infer<typeof offerContractBody>;
export const offerContractValue = z.object({
  kind: z.enum(CONTRACT_KINDS),
  userName: z.string(),
  offer: contractTerms,
});

export const respondContractBody = z
  .object({ contractId: z.number().int().positive(), accept: z.boolean() })
  .strict();
export type RespondContractBody = z.infer<typeof respondContractBody>;

// --- transfer to superior (/m/upLine/transfer) -----------------------------------

export const transferUpInfoValue = z.object({
  /** AGETRANSFERUP3 on, the member has toUpline and an upline, and its type is not 2. */
  allowed: z.boolean(),
  /** The upline's username, where there is one. */
  upline: z.string().nullable(),
  /** What can be sent: the balance less what pending withdrawals hold. */
  available: money,
  paymentPasswordSet: z.boolean(),
});
export type TransferUpInfoValue = z.infer<typeof transferUpInfoValue>;

export const transferUpBody = z
  .object({
    /** Digits with at most 2 decimals ("100", "100.5"). */
    amount: z.string().max(16),
    paymentPassword: z.string().min(1).max(32),
    /** A retry with the same key answers the first transfer. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .strict();
export type TransferUpBody = z.infer<typeof transferUpBody>;

export const transferUpValue = z.object({
  amount: money,
  upline: z.string(),
  /** The sender's balance after the transfer. */
  balance: money,
  /** True when the key had been used: this is the first transfer's answer. */
  replayed: z.boolean(),
});
export type TransferUpValue = z.infer<typeof transferUpValue>;

// --- dividend info (/m/member/agent/agentDivident) -------------------------------

/** Months shown: the running one and the five before it. */
export const DIVIDEND_MONTHS = 6;

export const agentDividendQuery = z.object({ utcOffset: dateRange.utcOffset }).strict();
export type AgentDividendQuery = z.input<typeof agentDividendQuery>;

export const agentDividendValue = z.object({
  /** The operator pays dividends and the agent's type gets them (not 4, 40, 41, 42). */
  enabled: z.boolean(),
  /** The dividend contract in force (a share of the team's net loss), or null. */
  rate: z.string().nullable(),
  /** Newest first: each calendar month of the caller's time zone. */
  periods: z.array(
    z.object({
      /** YYYY-MM. */
      month: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      /** The month is not over: its figures still move. */
      running: z.boolean(),
      betCount: z.number().int(),
      /** The whole team's stakes and wins (void bets left out). */
      stake: money,
      win: money,
      /** Stakes less wins; negative when the team won. */
      netLoss: money,
      /** floor(netLoss × rate) when both are above 0, else 0.00. */
      dividend: money,
    }),
  ),
});
export type AgentDividendValue = z.infer<typeof agentDividendValue>;

// --- agent announcements (/m/member/notice?types=A) -----------------------------

export const agentAnnouncementsQuery = z
  .object({ language: z.enum(KNOWN_LANGUAGES).default('EN') })
  .strict();
export type AgentAnnouncementsQuery = z.input<typeof agentAnnouncementsQuery>;

/** The agent footer's badge (announcement footer). */
const announcementFooter = z.object({
  /** Agent announcements in effect that this agent has not opened. */
  unreadCount: z.number().int().nonnegative(),
});

export const agentAnnouncementsValue = z.object({
  footer: announcementFooter,
  /** In the operator's order; each with whether this agent has opened it. */
  announcements: z.array(notice.extend({ read: z.boolean() })),
});
export type AgentAnnouncementsValue = z.infer<typeof agentAnnouncementsValue>;

/** An announcement id (within PostgreSQL's integer). */
export const agentAnnouncementParams = announcementParams;
export const readAgentAnnouncementValue = z.object({ footer: announcementFooter });

// --- team tools (/m/agent/team/overview, /m/member/team, /m/teamBetting, …) -----

const teamSearch = z.string().trim().max(64).optional();

/** Team overview of a date range (default today). */
export const teamOverviewQuery = z.object({ ...dateRange }).strict();
export type TeamOverviewQuery = z.input<typeof teamOverviewQuery>;

export const teamOverviewValue = z.object({
  ...rangeValue,
  /** The team's shape now (every depth, the agent excluded). */
  teamSize: z.number().int().nonnegative(),
  directMembers: z.number().int().nonnegative(),
  /** Members who can have a team of their own, and the others. */
  agents: z.number().int().nonnegative(),
  players: z.number().int().nonnegative(),
  /** How many levels deep the team goes (0 without a team). */
  levels: z.number().int().nonnegative(),
  /** Sum of the team's wallet balances now. */
  teamBalance: money,
  /** Of the range: */
  registrations: z.number().int().nonnegative(),
  bettors: z.number().int().nonnegative(),
  deposits: money,
  /** Withdrawals paid out, as a positive amount. */
  withdrawals: money,
  /** The team's bets of the range: stakes, wins and win − stake (the team's result). */
  bets: betTotals,
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValue>;

export const TEAM_SCOPES = ['all', 'direct'] as const;

/** Team members (/m/member/team): search, paging; turnover of the date range. */
export const teamMembersQuery = z
  .object({
    /** Part of the username. */
    userName: teamSearch,
    /** Every depth, or only the agent's direct downlines. */
    scope: z.enum(TEAM_SCOPES).default('all'),
    ...dateRange,
    ...paging,
  })
  .strict();
export type TeamMembersQuery = z.input<typeof teamMembersQuery>;

export const teamMember = z.object({
  userName: z.string(),
  type: z.number().int(),
  /** 1 for a direct downline, 2 for theirs, … */
  level: z.number().int().positive(),
  /** Whose downline it is (the agent for level 1). */
  upline: z.string().nullable(),
  registeredAt: z.string(),
  balance: money,
  /** Stakes of the member's bets in the range that are not void. */
  turnover: money,
  lastLoginAt: z.string().nullable(),
  online: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamMembersValue = z.object({
  ...rangeValue,
  ...pageValue,
  members: z.array(teamMember),
});
export type TeamMembersValue = z.infer<typeof teamMembersValue>;

/** Team betting (/m/teamBetting): the team's bets of a date range, newest first. */
export const teamBetsQuery = z
  .object({
    /** Part of the bettor's username. */
    userName: teamSearch,
    gameType: gameType.optional(),
    status: z.enum(BET_STATUSES).optional(),
    ...dateRange,
    ...paging,
    language: z.enum(KNOWN_LANGUAGES).default('EN'),
  })
  .strict();
export type TeamBetsQuery = z.input<typeof teamBetsQuery>;

export const teamBet = betRecord
  .pick({
    id: true,
    gameName: true,
    vendor: true,
    gameType: true,
    stake: true,
    win: true,
    net: true,
    status: true,
    createdAt: true,
  })
  .extend({ userName: z.string() });
export type TeamBet = z.infer<typeof teamBet>;

export const teamBetsValue = z.object({
  list: z.array(teamBet),
  ...pageValue,
  ...rangeValue,
  totals: betTotals,
});
export type TeamBetsValue = z.infer<typeof teamBetsValue>;

/**
 * Team rebate income (/m/member/teamRebate): what the agent earns on each direct
 * downline's team turnover (the downline's own bets and its whole team's) at the
 * difference between the agent's rate and the downline's.
 */
export const teamRebateQuery = z.object({ ...dateRange, ...paging }).strict();
export type TeamRebateQuery = z.input<typeof teamRebateQuery>;

export const teamRebateValue = z.object({
  ...rangeValue,
  ...pageValue,
  ownRate: z.string(),
  /** Over every direct downline. */
  turnover: money,
  income: money,
  /** Direct downlines, largest turnover first. */
  rows: z.array(
    z.object({
      userName: z.string(),
      type: z.number().int(),
      rebateRate: z.string(),
      /** The agent's rate less the downline's (never below 0). */
      marginRate: z.string(),
      turnover: money,
      income: money,
    }),
  ),
});
export type TeamRebateValue = z.infer<typeof teamRebateValue>;

// --- agent payouts (salaries, dividends and team rebate paid by the scheduler) ---

/** One payout: an agent's earning of one kind and period, paid once. */
export const agentPayout = z.object({
  id: z.number().int(),
  kind: z.enum(AGENT_PAYOUT_KINDS),
  /** The period's label: YYYY-MM-DD (daily), YYYY-MM-DD HH:00 (hourly), YYYY-MM (monthly). */
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** What the rate applies to: team turnover (salaries, rebate) or team net loss (dividend). */
  base: money,
  /** The contract's rate (salaries, dividend) or the agent's own rebate rate (team rebate). */
  rate: z.string(),
  amount: money,
  status: z.enum(AGENT_PAYOUT_STATUSES),
  createdAt: z.string(),
  /** When the wallet was credited; null until then. */
  paidAt: z.string().nullable(),
  /** Why the operator rejected it (rejected only). */
  rejectReason: z.string().nullable(),
});
export type AgentPayout = z.infer<typeof agentPayout>;

/** The agent's own payouts, newest period first. */
export const agentPayoutsQuery = z
  .object({ kind: z.enum(AGENT_PAYOUT_KINDS).optional(), ...paging })
  .strict();
export type AgentPayoutsQuery = z.input<typeof agentPayoutsQuery>;

export const agentPayoutsValue = z.object({ list: z.array(agentPayout), ...pageValue });
export type AgentPayoutsValue = z.infer<typeof agentPayoutsValue>;

/** Operator review (admin): payouts by status, kind and agent, newest first. */
export const adminAgentPayoutsQuery = z
  .object({
    status: z.enum(AGENT_PAYOUT_STATUSES).optional(),
    kind: z.enum(AGENT_PAYOUT_KINDS).optional(),
    /** The agent's exact username. */
    userName: z.string().trim().min(1).max(64).optional(),
    /**
     * Periods starting on or after this day, and on or before `to` (YYYY-MM-DD in
     * the payouts' time zone, agent.payouts.utcOffset): a month, a day or an hour.
     */
    from: isoDate.optional(),
    to: isoDate.optional(),
    ...paging,
  })
  .strict();
export type AdminAgentPayoutsQuery = z.input<typeof adminAgentPayoutsQuery>;

export const adminAgentPayout = agentPayout.extend({
  memberId: z.uuid(),
  userName: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminAgentPayout = z.infer<typeof adminAgentPayout>;

export const adminAgentPayoutsValue = z.object({ list: z.array(adminAgentPayout), ...pageValue });
export type AdminAgentPayoutsValue = z.infer<typeof adminAgentPayoutsValue>;

/** A payout id (within PostgreSQL's integer). */
export const agentPayoutParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const rejectAgentPayoutBody = z
  .object({ reason: z.string().trim().min(1).max(200) })
  .strict();
export type RejectAgentPayoutBody = z.infer<typeof rejectAgentPayoutBody>;
