/** Query keys of the security centre, under 'member' (forgotten on login and sign-out). */
export const securityKeys = {
  all: ['member', 'security'] as const,
  overview: ['member', 'security', 'overview'] as const,
  questions: ['member', 'security', 'questions'] as const,
  linkedAccounts: ['member', 'security', 'linked-accounts'] as const,
};
