/** The social-login providers the app knows; each is switched on by an operator flag. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** One OpenID Connect / OAuth 2 provider as the server is configured with it. */
export interface SocialProviderConfig {
  provider: SocialProvider;
  /** The issuer URL; its discovery document gives the endpoints. */
  issuer: string;
  clientId: string;
  /** Never logged and never part of an answer. */
  clientSecret: string;
  enabled: boolean;
}

/** The providers that are configured and on (secrets left out). */
export function configuredProviders(list: readonly SocialProviderConfig[]): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => list.some((c) => c.provider === p && c.enabled));
}
