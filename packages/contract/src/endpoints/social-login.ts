import { defineEndpoint } from '../endpoint.ts';
import { socialLoginRoutes } from '../routes/social-login.ts';
import {
  linkedSocialAccountsValue,
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
  linkStart: defineEndpoint('socialLogin', socialLoginRoutes.linkStart, {
    summary:
      "Start linking a provider's identity to the signed-in member (a page navigation from the security centre): as the start, with the member kept in the pending cookie; the callback then links instead of signing in and redirects (302) to /m/securityCenter?linked=<provider>, or /m/securityCenter?socialError=<errorCode> (auth.social_linked_elsewhere when the identity signs another member in). 404 auth.social_unavailable while the provider is not offered",
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
      'auth.social_linked_elsewhere',
      'auth.social_already_linked',
      'auth.account_locked',
      'auth.non_member',
      'user.not_found_or_disabled',
      'register.disabled',
      'protection.session_limit',
      'rate.limited',
    ],
  }),
  linked: defineEndpoint('socialLogin', socialLoginRoutes.linked, {
    summary:
      "The signed-in member's linked sign-in accounts (provider, linked date; never the provider's id of the person), whether the member has a password of their own, and the providers that can be linked now",
    value: linkedSocialAccountsValue,
    errors: [],
  }),
  unlink: defineEndpoint('socialLogin', socialLoginRoutes.unlink, {
    summary:
      "Unlink the member's identity of a provider; answers the accounts left. Refused with 409 auth.social_last_sign_in when no other way to sign in would remain (no password of the member's own and no other linked account)",
    params: socialProviderParams,
    value: linkedSocialAccountsValue,
    errors: ['auth.social_not_linked', 'auth.social_last_sign_in'],
  }),
} as const;
