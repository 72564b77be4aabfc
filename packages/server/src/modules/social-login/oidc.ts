import * as client from 'openid-client';
import type { SocialProviderConfig } from './model.ts';

/** What the callback needs to check: kept server-side, never sent to the provider as is. */
export interface PendingAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's endpoints from its discovery document (only https, except on localhost for tests). */
export async function discover(provider: SocialProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  const local = issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1';
  return client.discovery(
    issuer,
    provider.clientId,
    provider.clientSecret,
    undefined,
    local ? { execute: [client.allowInsecureRequests] } : undefined,
  );
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
  };
}
