import { FLAG } from './constants.ts';

/**
 * Social login as plain data (no schema library), so the app's login and
 * register screens can import it at run time.
 */

/** The social-login providers the platform knows (OpenID Connect / OAuth 2). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The operator switch of each provider: offered only while it is on (and the server configures it). */
export const SOCIAL_PROVIDER_FLAG = {
  google: FLAG.GOOGLE_LOGIN,
  facebook: FLAG.FACEBOOK_LOGIN,
} as const satisfies Record<SocialProvider, string>;

/**
 * The query parameter a failed social login comes back to the login screen with
 * (`/m/login?socialError=<errorCode>`): the screen shows the code's message.
 */
export const SOCIAL_ERROR_PARAM = 'socialError';

/** Where a social login that succeeded lands. */
export const SOCIAL_LOGIN_DONE_PATH = '/m/home';
/** Where a social login that failed lands, with {@link SOCIAL_ERROR_PARAM}. */
export const SOCIAL_LOGIN_FAILED_PATH = '/m/login';

/**
 * Where a link started from the security centre comes back to: on success with
 * {@link SOCIAL_LINKED_PARAM}=<provider>, on a refusal with {@link SOCIAL_ERROR_PARAM}.
 */
export const SOCIAL_LINK_DONE_PATH = '/m/securityCenter';
/** The query parameter a link that succeeded comes back with (the provider linked). */
export const SOCIAL_LINKED_PARAM = 'linked';

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);
