/** Query keys of withdrawals, under 'member' (forgotten on login and sign-out). */
export const withdrawKeys = {
  all: ['member', 'withdraw'] as const,
  info: ['member', 'withdraw', 'info'] as const,
};
