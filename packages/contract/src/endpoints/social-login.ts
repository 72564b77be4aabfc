import { defineEndpoint } from '../endpoint.ts';
import { socialLoginRoutes } from '../routes/social-login.ts';
import {
  socialCallbackQuery,
  socialProviderParams,
  socialProvidersValue,
  socialRedirect,
} from '../social-login.ts';

export const socialLoginEndpoints = {
  providers: defineEndpoint('socialLogin', socialLoginRoutes.providers, {
    summary:
      'The social-login providers offered now (GOOGLELOGIN3, FACEBOOKLOGIN3): each configured on the server and switched on by the operator',
    value: socialProvidersValue,
    errors: [],
  }),
  start: defineEndpoint('socialLogin', socialLoginRoutes.start, {
    summary:
      "Start a social login (a page navigation): redirects (302) to the provider's authorization page with a fresh state, nonce and PKCE (S256) challenge, kept in a short-lived signed HttpOnly cookie. 404 auth.social_unavailable while the provider is not offered",
    params: socialProviderParams,
    value: socialRedirect,
    errors: ['auth.social_unavailable', 'auth.social_provider_unreachable'],
  }),
  callback: defineEndpoint('socialLogin', socialLoginRoutes.callback, {
    summary:
      "The provider's redirect back (a page navigation). The state, the PKCE verifier and the ID token (signature, issuer, audience, nonce) are checked; the pending cookie works once. A known identity signs its member in, an unknown one registers a member under the registration rules and links it (or links the signed-in member); then redirects (302) to /m/home with the session cookie. Any refusal redirects to /m/login?socialError=<errorCode>",
    params: socialProviderParams,
    query: socialCallbackQuery,
    value: socialRedirect,
    errors: [
      'auth.social_unavailable',
      'auth.social_invalid',
      'auth.social_cancelled',
      'auth.social_provider_unreachable',
      'auth.social_signup_incomplete',
      'auth.account_locked',
      'auth.non_member',
      'user.not_found_or_disabled',
      'register.disabled',
      'protection.session_limit',
      'rate.limited',
    ],
  }),
} as const;
