/** Query keys of player protection, under 'member' (forgotten on login and sign-out). */
export const protectionKeys = {
  status: ['member', 'protection'] as const,
  limits: ['member', 'protection', 'limits'] as const,
  realityCheck: ['member', 'protection', 'realityCheck'] as const,
  session: ['member', 'protection', 'session'] as const,
  sessionStart: ['member', 'protection', 'session', 'start'] as const,
};
