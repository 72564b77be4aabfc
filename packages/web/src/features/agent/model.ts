import { GREETING_BANDS } from '@kalaro/contract/constants';
import { isAgentType, type AgentTile } from '@kalaro/contract/agent-rules';

/** Pure rules of the agent home (gaming-side §2, §4–§6; issue 16). */

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
