import type { RouteTable } from '../route-info.ts';

/** Player protection: time-outs and self-exclusions (/m/responsibleGaming). */
export const protectionRoutes = {
  /** The measure that runs now, if any. */
  status: { method: 'GET', path: '/wps/protection', auth: 'realMember' },
  /** Take a time-out or a self-exclusion: effective at once, may only lengthen one that runs; every session ends. */
  take: { method: 'POST', path: '/wps/protection', auth: 'realMember' },
  /** The member's own loss, wager and session-time limits: in force, pending raises, used. */
  limits: { method: 'GET', path: '/wps/protection/limits', auth: 'realMember' },
  /** Set them: a lower limit holds at once, a higher one (or none) after 24 hours. */
  setLimits: { method: 'PUT', path: '/wps/protection/limits', auth: 'realMember' },
  /** The member's reality-check interval and the operator's rule for it. */
  realityCheck: { method: 'GET', path: '/wps/protection/reality-check', auth: 'realMember' },
  /** Set the interval (15–120 minutes) or none, unless the operator requires one. */
  setRealityCheck: { method: 'PUT', path: '/wps/protection/reality-check', auth: 'realMember' },
  /**
   * "Continue" at the reality check: the member saw the session's figures; the
   * next check is one interval from now (stakes are refused while one is due).
   */
  continueRealityCheck: {
    method: 'POST',
    path: '/wps/protection/reality-check/continue',
    auth: 'realMember',
  },
  /** This login session so far: time, stakes, wins and net result (the reality check's figures). */
  session: { method: 'GET', path: '/wps/protection/session', auth: 'realMember' },
  /** Close the account at the member's request: refused while a balance or a pending withdrawal remains. */
  close: { method: 'POST', path: '/wps/protection/close', auth: 'realMember' },
  /** Back office: a member's measures and their history. */
  adminRead: {
    method: 'GET',
    path: '/wps/admin/members/:id/protection',
    auth: 'admin',
    permission: 'protection.manage',
  },
  /** Back office: apply a time-out or a self-exclusion (never lift or shorten one). */
  adminApply: {
    method: 'POST',
    path: '/wps/admin/members/:id/protection',
    auth: 'admin',
    permission: 'protection.manage',
  },
} as const satisfies RouteTable;
