import { NON_AGENT_TYPES, NO_DIVIDEND_TYPES } from './constants.ts';

/**
 * Pure rules of the agent side (issue 16), free of schemas so the web app can use
 * them at run time. Gaming-side §4–§6 and account-side §6.
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

/** Shown whatever the whitelist says (gaming-side §2: the customer-service tile is always shown). */
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
