import { GREETING_BANDS } from '@kalaro/contract/constants';
import {
  CONTRACT_KINDS,
  PENDING_CONTRACT_FIELD,
  hasDividendInfo,
  isAgentType,
  rateToBp,
  type AgentTile,
  type ContractKind,
} from '@kalaro/contract/agent-rules';
import type {
  AgentPayout,
  AgentPayoutStatus,
  PendingContractsValue,
  TeamMembersQuery,
} from '@kalaro/contract/agent';
import { parseAmountMinor } from '@kalaro/contract/payments-rules';
import { toMinor } from '@/shared/format/money';

/** Pure rules of the agent home. */

export type GreetingKey = (typeof GREETING_BANDS)[number]['key'];

/** The greeting of an hour of the day (0–23): 0–10 morning, 11–14 midday, 15–18 afternoon, 19–24 evening. */
export function greetingKey(hour: number): GreetingKey {
  return (GREETING_BANDS.find((b) => hour <= b.upTo) ?? GREETING_BANDS[3]).key;
}

/** Who may open the agent home: a session whose member type is not 0, 4 or 40. */
export const mayOpenAgentHome = (session: { type: number } | null): boolean =>
  session !== null && isAgentType(session.type);

/** Where each tile goes; the online-service tile opens the operator's link instead (null). */
export const TILE_TARGETS: Record<AgentTile, string | null> = {
  teamOverview: '/m/agent/team/overview',
  transactionRecord: '/m/transaction/record?types=A',
  teamManagement: '/m/member/team',
  redRain: '/m/redRain',
  teamPnl: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  agentRebateSettings: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  securityCenter: '/m/securityCenter',
  messages: '/m/webEmail',
  onlineService: null,
};

/** Where the online-service tile goes when the operator has no link: the customer-service page. */
export const SERVICE_FALLBACK = '/m/service';

export type AgentFooterEntry = 'home' | 'openAccount' | 'dividend' | 'announcements';

export const FOOTER_TARGETS: Record<AgentFooterEntry, string> = {
  home: '/m/home',
  openAccount: '/m/agentRegister',
  dividend: '/m/member/agent/agentDivident',
  announcements: '/m/member/notice?types=A',
};

/** The footer's entries: the dividend one only when dividends are enabled. */
export const footerEntries = (dividendsEnabled: boolean): AgentFooterEntry[] =>
  dividendsEnabled
    ? ['home', 'openAccount', 'dividend', 'announcements']
    : ['home', 'openAccount', 'announcements'];

/** Each contract's screen (where the home dialog's Go leads). */
export const CONTRACT_PATHS: Record<ContractKind, string> = {
  dailySalary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourlySalary: '/m/member/agent/getHourContract',
};

/** Whether home checks for contract offers: a logged-in agent of a type other than 4, 40, 41 and 42. */
export const mayCheckContracts = (session: { type: number } | null): boolean =>
  session !== null && hasDividendInfo(session.type);

/** The offers to ask about, one dialog each, in the order daily salary, dividend, hourly salary. */
export const pendingContractKinds = (pending: PendingContractsValue): ContractKind[] =>
  CONTRACT_KINDS.filter((kind) => pending[PENDING_CONTRACT_FIELD[kind]]);

/** What is wrong with a rate typed in a form (a percentage, at most two decimals, at most `maxBp`), or null. */
export function checkRate(input: string, maxBp: number): 'empty' | 'invalid' | 'above' | null {
  const value = input.trim();
  if (!value) return 'empty';
  const bp = rateToBp(value);
  if (bp === undefined) return 'invalid';
  return bp > maxBp ? 'above' : null;
}

export type DownlineRateProblem = 'empty' | 'invalid' | 'above' | 'below';

/** What is wrong with a downline's new rate: a percentage between the rate it gives its own team (`floorRate`) and the agent's own (`ownRate`). */
export function downlineRateProblem(
  input: string,
  ownRate: string,
  floorRate: string,
): DownlineRateProblem | null {
  const problem = checkRate(input, rateToBp(ownRate) ?? 0);
  if (problem) return problem;
  return (rateToBp(input.trim()) ?? 0) < (rateToBp(floorRate) ?? 0) ? 'below' : null;
}

/** The contract a contract screen's path shows. */
export const contractKindOfPath = (pathname: string): ContractKind | undefined =>
  CONTRACT_KINDS.find((kind) => CONTRACT_PATHS[kind] === pathname);

/** The team tools (the agent home's tiles), one screen each. */
export const TEAM_TOOLS = ['overview', 'members', 'pnl', 'betting', 'rebate'] as const;
export type TeamTool = (typeof TEAM_TOOLS)[number];

/** The tiles' own addresses (TILE_TARGETS). */
export const TEAM_TOOL_PATHS: Record<TeamTool, string> = {
  overview: TILE_TARGETS.teamOverview as string,
  members: TILE_TARGETS.teamManagement as string,
  pnl: TILE_TARGETS.teamPnl as string,
  betting: TILE_TARGETS.teamBetting as string,
  rebate: TILE_TARGETS.teamRebate as string,
};

/** Which team tool an address opens. */
export const teamToolOfPath = (pathname: string): TeamTool | undefined =>
  TEAM_TOOLS.find((tool) => TEAM_TOOL_PATHS[tool] === pathname);

export type TeamScope = NonNullable<TeamMembersQuery['scope']>;

/** The team list's scope from the address (`?scope=direct`); every depth otherwise. */
export const readTeamScope = (search: URLSearchParams): TeamScope =>
  search.get('scope') === 'direct' ? 'direct' : 'all';

/** A search as sent: trimmed, at most 64 characters, left out when empty. */
export const searchQuery = (text: string | null): string | undefined => {
  const trimmed = (text ?? '').trim().slice(0, 64);
  return trimmed === '' ? undefined : trimmed;
};

export type TransferAmountProblem = 'required' | 'format' | 'zero' | 'available';

/** What is wrong with an amount to send to the upline (digits, at most 2 decimals, above 0, within `available`), or null. */
export function transferAmountProblem(
  text: string,
  available: string,
): TransferAmountProblem | null {
  if (!text.trim()) return 'required';
  const minor = parseAmountMinor(text);
  if (minor === undefined) return 'format';
  if (minor === 0) return 'zero';
  return minor > toMinor(available) ? 'available' : null;
}

/** The i18n key of a payout's status: paid, awaiting the operator's review, rejected. */
export const PAYOUT_STATUS_KEYS = {
  paid: 'payout_status_paid',
  pending: 'payout_status_pending',
  rejected: 'payout_status_rejected',
} as const satisfies Record<AgentPayoutStatus, string>;

/** The badge colour of a status (the report's status badge: approved, pending, rejected). */
export const PAYOUT_BADGE: Record<AgentPayoutStatus, 'approved' | 'pending' | 'rejected'> = {
  paid: 'approved',
  pending: 'pending',
  rejected: 'rejected',
};

/** The payouts by their period's label ("2026-10" for a dividend month): the newest of each. */
export function payoutsByPeriod(list: readonly AgentPayout[]): Map<string, AgentPayout> {
  const out = new Map<string, AgentPayout>();
  for (const payout of list) if (!out.has(payout.period)) out.set(payout.period, payout);
  return out;
}
