import { z } from 'zod';
import { money } from './account.ts';
import { AGENT_TILES } from './agent-rules.ts';
import { dateRange } from './wallet-records.ts';

export { AGENT_TILES, hasDividendInfo, isAgentType, visibleAgentTiles } from './agent-rules.ts';
export type { AgentTile } from './agent-rules.ts';

/** Agent home (gaming-side §2): the greeting's name, the balance, the tiles and the badges. */
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
  /** The specification's footer counters (gaming-side §3). */
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
