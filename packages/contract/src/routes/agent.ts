import type { RouteTable } from '../routes.ts';

/** The agent side (issue 16, gaming-side §2 agent home and §7 agent calls). */
export const agentRoutes = {
  /** Agent home: who the agent is, the balance, the tiles of the operator's whitelist and the badges. */
  home: { method: 'GET', path: '/wps/agent/home', auth: 'realMember' },
  /** Team KPI of a date range (default today): logins, bettors, registrations, online now. */
  teamKpi: { method: 'GET', path: '/wps/agent/team/kpi', auth: 'realMember' },
} as const satisfies RouteTable;
