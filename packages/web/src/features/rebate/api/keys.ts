/** Query keys of the manual rebate and its report, under 'member' (forgotten on login and sign-out). */
export const rebateKeys = {
  all: ['member', 'rebate'] as const,
  manual: ['member', 'rebate', 'manual'] as const,
  records: (range: object) => ['member', 'rebate', 'records', range] as const,
};
