import type { RouteTable } from '../route-info.ts';

/**
 * The member's security questions. A group of its own so the player app's
 * entry, which holds the security routes, carries none of it.
 */
export const securityQuestionsRoutes = {
  /** Whether questions are set and which (never the answers). */
  status: { method: 'GET', path: '/wps/security/questions', auth: 'realMember' },
  /** Set or replace the questions and answers; needs the login password. */
  set: { method: 'POST', path: '/wps/security/questions', auth: 'realMember' },
} as const satisfies RouteTable;
