import { NON_AGENT_TYPES, NO_DIVIDEND_TYPES } from './constants.ts';
import { amountToMinor, minorToAmount } from './money.ts';

/**
 * Pure rules of the agent side, free of schemas so the web app can use
 * them at run time.
 */

/** The agent home's tiles, in the order they show; an operator's whitelist picks among them. */
export const AGENT_TILES = [
  'teamOverview',
  'transactionRecord',
  'teamManagement',
  'redRain',
  'teamPnl',
  'teamBetting',
  'agentRebateSettings',
  'teamRebate',
  'securityCenter',
  'messages',
  'onlineService',
] as const;
export type AgentTile = (typeof AGENT_TILES)[number];

/** Shown whatever the whitelist says (the customer-service tile is always shown). */
export const ALWAYS_SHOWN_TILES: readonly AgentTile[] = ['onlineService'];

/** An agent: a member whose type is not 0, 4 or 40 (agency centre, agent home, agent login). */
export const isAgentType = (type: number): boolean => !NON_AGENT_TYPES.includes(type);

/** Agents who get dividend information and the contract-request check: type not 4, 40, 41 or 42. */
export const hasDividendInfo = (type: number): boolean =>
  isAgentType(type) && !NO_DIVIDEND_TYPES.includes(type);

/** The tiles an agent sees: the whitelisted ones (unknown names ignored) and the always-shown ones, in AGENT_TILES order. */
export function visibleAgentTiles(whitelist: readonly string[]): AgentTile[] {
  return AGENT_TILES.filter(
    (tile) => ALWAYS_SHOWN_TILES.includes(tile) || whitelist.includes(tile),
  );
}

/**
 * A rebate or contract rate: a percentage with at most two decimals ("1.5" = 1.5 %),
 * stored as basis points (hundredths of a percent). Rates above 100 % make no sense.
 */
export const RATE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
export const RATE_MAX_BP = 10_000;

/**
 * Basis points of a rate string, or undefined when it is not a rate between 0 and
 * 100 %. Basis points are hundredths of a percent: the same 2-decimal digits as
 * an amount's minor units (money.ts).
 */
export function rateToBp(rate: string): number | undefined {
  if (!RATE_PATTERN.test(rate)) return undefined;
  const bp = amountToMinor(rate);
  return bp !== undefined && bp <= RATE_MAX_BP ? bp : undefined;
}

/** A rate string with two decimals: 150 → "1.50". */
export const bpToRate = (bp: number): string => minorToAmount(bp);

/**
 * The three contracts an upline offers a downline agent: a
 * daily salary and an hourly salary (a share of the downline's team turnover) and a
 * dividend (a share of the team's net loss per period).
 */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The pending-requests answer's field for each contract. */
export const PENDING_CONTRACT_FIELD = {
  dailySalary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourlySalary: 'contracthoursalreq',
} as const satisfies Record<ContractKind, string>;

/**
 * What the operator pays an agent: the three contracts' earnings and the
 * team rebate income (the margin on direct downlines' team turnover), one payout
 * per agent, kind and period.
 */
export const AGENT_PAYOUT_KINDS = [
  'dailySalary',
  'hourlySalary',
  'dividend',
  'teamRebate',
] as const;
export type AgentPayoutKind = (typeof AGENT_PAYOUT_KINDS)[number];

/** paid: credited to the wallet; pending: above the operator's threshold, awaiting review; rejected: never paid. */
export const AGENT_PAYOUT_STATUSES = ['paid', 'pending', 'rejected'] as const;
export type AgentPayoutStatus = (typeof AGENT_PAYOUT_STATUSES)[number];

/** What a downline's account is opened as from the agent side (/m/agentRegister). */
export const DOWNLINE_KINDS = ['member', 'agent'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];
