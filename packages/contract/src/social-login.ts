import { z } from 'zod';
import { SOCIAL_PROVIDERS } from './social-login-rules.ts';

/** Schemas of the social-login calls (the plain data is in `social-login-rules.ts`). */

export const socialProvider = z.enum(SOCIAL_PROVIDERS);

/** The providers a player may sign in with now: configured on the server and switched on. */
export const socialProvidersValue = z.object({ providers: z.array(socialProvider) });
export type SocialProvidersValue = z.infer<typeof socialProvidersValue>;

export const socialProviderParams = z.object({ provider: socialProvider });

const param = z.string().max(2048).optional();

/**
 * What the provider sends back to the callback (OAuth 2 authorization response):
 * a code and the state, or an error. Other parameters (scope, iss, …) are read
 * by the OpenID Connect library from the whole address.
 */
export const socialCallbackQuery = z
  .object({
    code: param,
    state: param,
    error: param,
    error_description: param,
  })
  .loose();

/** The start and the callback answer with a redirect (a page navigation), never JSON on success. */
export const socialRedirect = z
  .null()
  .describe('A redirect (302): the Location header says where the browser goes next.');

/** One provider identity linked to the signed-in member (the provider's own id of the person is never shown). */
export const linkedSocialAccount = z.object({
  provider: socialProvider,
  /** When it was linked (ISO 8601). */
  linkedAt: z.string(),
});
export type LinkedSocialAccount = z.infer<typeof linkedSocialAccount>;

/**
 * The member's linked sign-in accounts, whether the member has a password of
 * their own (a member registered by a social login has none until they set
 * one), and the providers that can be linked now (configured and switched on).
 * An identity can be unlinked only while another way to sign in remains.
 */
export const linkedSocialAccountsValue = z.object({
  accounts: z.array(linkedSocialAccount),
  hasPassword: z.boolean(),
  offered: z.array(socialProvider),
});
export type LinkedSocialAccountsValue = z.infer<typeof linkedSocialAccountsValue>;
