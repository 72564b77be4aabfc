import { z } from 'zod';
import { money } from './account.ts';
import { contractTerms, rate, teamOverviewValue } from './agent.ts';
import { CONTRACT_KINDS } from './agent-rules.ts';
import { dateRange, profitAndLossValue } from './wallet-records.ts';

/**
 * The back office's Agents section: the agent tree, an agent's team figures and
 * contracts, and the operator's own contract offers (agents.read, agents.manage).
 * Rates are percentages with two decimals ("1.50"), amounts decimal strings.
 */

export const AGENTS_PAGE_SIZE_MAX = 100;

/**
 * The tree: the top-level agents (no agent above them), or the direct downline
 * agents of `parent`; `q` finds agents by username prefix instead (within the
 * parent's whole team when both are given). Paged on the server, by username.
 */
export const adminAgentsQuery = z
  .object({
    parent: z.uuid().optional(),
    /** The start of a username (any case). */
    q: z.string().trim().min(1).max(64).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(AGENTS_PAGE_SIZE_MAX).default(20),
  })
  .strict();
export type AdminAgentsQuery = z.input<typeof adminAgentsQuery>;

/** An agent above another, as the tree's path shows it. */
export const agentRef = z.object({ id: z.uuid(), username: z.string() });
export type AgentRef = z.infer<typeof agentRef>;

export const adminAgentRow = z.object({
  id: z.uuid(),
  username: z.string(),
  /** customerType (an agent type: not 0, 4 or 40). */
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  /** 1 for a top-level agent, 2 for the agents right under one, … */
  level: z.number().int().positive(),
  /** The agents above it, top-level first (empty for a top-level agent): where it sits. */
  path: z.array(agentRef),
  /** Direct downline members, players and agents. */
  directCount: z.number().int().nonnegative(),
  /** Direct downline agents: the tree can expand the row when above 0. */
  directAgents: z.number().int().nonnegative(),
  /** Members of the whole team, every depth. */
  teamSize: z.number().int().nonnegative(),
  /** Its own rebate rate ("0.00" without one). */
  rebateRate: z.string(),
});
export type AdminAgentRow = z.infer<typeof adminAgentRow>;

export const adminAgentsValue = z.object({
  agents: z.array(adminAgentRow),
  /** Rows matching, over every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAgentsValue = z.infer<typeof adminAgentsValue>;

export const adminAgentParams = z.object({ id: z.uuid() }).strict();

/** An agent's page: its team figures of a date range (YYYY-MM-DD in utcOffset, default today). */
export const adminAgentQuery = z.object({ ...dateRange }).strict();
export type AdminAgentQuery = z.input<typeof adminAgentQuery>;

/** A contract or offer as the back office sees it: also which operator made it. */
export const adminContractTerms = contractTerms.extend({
  /** The operator account that made the offer (null: the agent's upline did). */
  operator: z.string().nullable(),
});
export type AdminContractTerms = z.infer<typeof adminContractTerms>;

export const adminAgentContract = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** The offer waiting for the agent's answer. */
  pending: adminContractTerms.nullable(),
  /** The terms in force. */
  active: adminContractTerms.nullable(),
  /**
   * The highest rate that may be offered: what the agent's upline may offer its
   * downlines (its own terms in force), or for a top-level agent the operator's ceiling.
   */
  ceiling: z.string(),
});
export type AdminAgentContract = z.infer<typeof adminAgentContract>;

export const adminAgentValue = z.object({
  agent: adminAgentRow.extend({
    registeredAt: z.string(),
    balance: money,
  }),
  /** Types 4, 40, 41 and 42 take no contracts: no offer can be made. */
  takesContracts: z.boolean(),
  contracts: z.array(adminAgentContract),
  /** The agent module's team overview of the range (the agent's own view of it). */
  overview: teamOverviewValue,
  /** The team's profit and loss of the range: totals, per day, per game category. */
  profitAndLoss: profitAndLossValue,
});
export type AdminAgentValue = z.infer<typeof adminAgentValue>;

export const adminContractParams = z
  .object({ id: z.uuid(), kind: z.enum(CONTRACT_KINDS) })
  .strict();

/** The operator's offer: the same rates as an upline's (never above the ceiling). */
export const adminOfferContractBody = z.object({ rate }).strict();
export type AdminOfferContractBody = z.infer<typeof adminOfferContractBody>;

export const adminOfferContractValue = z.object({
  kind: z.enum(CONTRACT_KINDS),
  userName: z.string(),
  offer: adminContractTerms,
  /**
   * True when the same offer (same rate, from the operator) was already pending:
   * that offer is the answer and nothing new was made (a retry is harmless).
   */
  replayed: z.boolean(),
});
export type AdminOfferContractValue = z.infer<typeof adminOfferContractValue>;

/** What to end: the id of the contract in force or of the pending offer (as the page shows it). */
export const adminEndContractBody = z
  .object({ contractId: z.number().int().positive().max(2_147_483_647) })
  .strict();
export type AdminEndContractBody = z.infer<typeof adminEndContractBody>;

export const adminEndContractValue = z.object({
  kind: z.enum(CONTRACT_KINDS),
  contractId: z.number().int(),
  /** ended: the contract in force stops; withdrawn: the pending offer is gone. */
  outcome: z.enum(['ended', 'withdrawn']),
  contract: adminAgentContract,
});
export type AdminEndContractValue = z.infer<typeof adminEndContractValue>;
