/** Social login's pure rules for the login and register screens (their chunks only). */
import { errorCatalogue, isErrorCode } from '@kalaro/contract/errors';
import { socialLoginRoutes } from '@kalaro/contract/routes/social-login';
import {
  SOCIAL_ERROR_PARAM,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@kalaro/contract/social-login-rules';

/** The address a provider's button leads to (a page navigation, not a call). */
export const socialStartPath = (provider: SocialProvider): string =>
  socialLoginRoutes.start.path.replace(':provider', encodeURIComponent(provider));

/** The offered providers in the platform's order, unknown names left out. */
export const orderedProviders = (offered: readonly string[] | undefined): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((p) => offered?.includes(p));

/**
 * The message key of a failed social login the server sent the player back
 * with (`?socialError=<errorCode>`), or null when there is none. An unknown
 * code reads as an unknown error rather than showing it raw.
 */
export function socialErrorKey(search: string) {
  const code = new URLSearchParams(search).get(SOCIAL_ERROR_PARAM);
  if (!code) return null;
  return isErrorCode(code) ? errorCatalogue[code].messageKey : ('error_unknown' as const);
}

/** The query without the error parameter (the message is shown once); as it is when there is none. */
export function withoutSocialError(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(SOCIAL_ERROR_PARAM)) return search;
  params.delete(SOCIAL_ERROR_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
