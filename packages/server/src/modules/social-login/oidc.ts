import * as client from 'openid-client';
import type { SocialProviderConfig } from './model.ts';

/** What the callback needs to check: kept server-side, never sent to the provider as is. */
export interface PendingAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** How long a call to the provider (discovery, keys, token exchange) may take. */
export const OIDC_TIMEOUT_SECONDS = 10;

/** The provider's endpoints from its discovery document (only https, except on localhost for tests). */
export async function discover(provider: SocialProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  const local = issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1';
  return client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
    // A provider that hangs fails the login in seconds, not minutes.
    timeout: OIDC_TIMEOUT_SECONDS,
    ...(local ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

/**
 * The provider's authorization URL with a fresh state, nonce and PKCE (S256)
 * challenge; the returned secrets stay with the server for the callback.
 */
export async function authorizationUrl(
  config: client.Configuration,
  redirectUri: string,
): Promise<{ url: URL; pending: PendingAuthorization }> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, pending: { state, nonce, codeVerifier } };
}

/** The provider's subject, the stable identity a member is linked by. */
export interface SocialIdentity {
  iss: string;
  sub: string;
  email?: string;
  /** The provider says it checked the e-mail address (`email_verified`). */
  emailVerified: boolean;
  name?: string;
}

/**
 * Checks the callback against the pending authorization (state, then the code
 * exchanged with the PKCE verifier, then the ID token's nonce); throws on any mismatch.
 */
export async function completeAuthorization(
  config: client.Configuration,
  callbackUrl: URL,
  pending: PendingAuthorization,
): Promise<SocialIdentity> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  return {
    iss: claims.iss,
    sub: claims.sub,
    ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    emailVerified: claims.email_verified === true,
    ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
  };
}

/** Why a step with the provider failed, as the player is told. */
export type OidcFailure = 'invalid' | 'cancelled' | 'unreachable';

/**
 * Sorts what openid-client throws: a callback or token that fails a check
 * (state, PKCE, nonce, signature, issuer, audience, an OAuth error answer) is
 * `invalid`; the player's "cancel" at the provider is `cancelled`; a provider
 * that does not answer (or answers with a server error) is `unreachable`.
 * Anything else is not the provider's doing (undefined: a fault of ours).
 */
export function classifyOidcError(error: unknown): OidcFailure | undefined {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied' ? 'cancelled' : 'invalid';
  }
  if (
    error instanceof client.ResponseBodyError ||
    error instanceof client.WWWAuthenticateChallengeError
  ) {
    return error.status >= 500 ? 'unreachable' : 'invalid';
  }
  if (error instanceof client.ClientError) {
    const httpProblem =
      error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON';
    return httpProblem ? 'unreachable' : 'invalid';
  }
  // fetch() failing: refused connection, DNS, timeout.
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return 'unreachable';
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'unreachable';
  return undefined;
}
