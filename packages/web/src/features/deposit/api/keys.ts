/** Query keys of deposits, under 'member' (forgotten on login and sign-out). */
export const depositKeys = {
  all: ['member', 'deposit'] as const,
  channels: (language: string) => ['member', 'deposit', 'channels', language] as const,
  request: (id: string, language: string) =>
    ['member', 'deposit', 'request', id, language] as const,
  limits: ['member', 'deposit', 'limits'] as const,
};
