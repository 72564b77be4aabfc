/**
 * Query keys of the records pages, under 'member' (forgotten on login and
 * sign-out, so another member's records never show).
 */
export const recordKeys = {
  all: ['member', 'records'] as const,
  transactions: (filter: object) => ['member', 'records', 'transactions', filter] as const,
  bets: (filter: object) => ['member', 'records', 'bets', filter] as const,
  profitAndLoss: (filter: object) => ['member', 'records', 'profit-and-loss', filter] as const,
  payments: (kind: string, filter: object) => ['member', 'records', kind, filter] as const,
};
