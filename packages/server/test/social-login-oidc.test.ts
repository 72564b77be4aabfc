import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  completeAuthorization,
  discover,
} from '../src/modules/social-login/oidc.ts';

describe('social login: authorization against a local OpenID provider', () => {
  const server = new OAuth2Server();
  let issuer = '';

  beforeAll(async () => {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    issuer = server.issuer.url ?? '';
  });
  afterAll(() => server.stop());

  const provider = () => ({
    provider: 'google' as const,
    issuer,
    clientId: 'kalaro',
    clientSecret: 'not-a-real-secret',
    enabled: true,
  });

  /** Follows the provider's authorization (the mock signs in at once) to the callback URL. */
  async function callbackFor(url: URL): Promise<URL> {
    const res = await fetch(url, { redirect: 'manual' });
    return new URL(res.headers.get('location') ?? '');
  }

  it('accepts the callback and gives the issuer and subject', async () => {
    const config = await discover(provider());
    const { url, pending } = await authorizationUrl(config, 'http://localhost/cb');
    const cb = await callbackFor(url);
    const identity = await completeAuthorization(config, cb, pending);
    expect(identity.iss).toBe(issuer);
    expect(identity.sub).toBeTruthy();
  });

  it('refuses a callback with a wrong state', async () => {
    const config = await discover(provider());
    const { url, pending } = await authorizationUrl(config, 'http://localhost/cb');
    const cb = await callbackFor(url);
    await expect(
      completeAuthorization(config, cb, { ...pending, state: 'forged' }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/state/) as unknown } });
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const config = await discover(provider());
    const { url, pending } = await authorizationUrl(config, 'http://localhost/cb');
    const cb = await callbackFor(url);
    await expect(
      completeAuthorization(config, cb, { ...pending, nonce: 'another-nonce' }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/nonce/) as unknown } });
  });

  it('redirects to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const config = await discover({
      provider: 'google',
      issuer,
      clientId: 'kalaro',
      clientSecret: 'not-a-real-secret',
      enabled: true,
    });
    const { url, pending } = await authorizationUrl(config, 'http://localhost/cb');
    expect(url.origin + url.pathname).toBe(`${issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('kalaro');
    expect(q.get('state')).toBe(pending.state);
    expect(q.get('nonce')).toBe(pending.nonce);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('code_challenge')).not.toBe(pending.codeVerifier);
    expect(url.toString()).not.toContain('not-a-real-secret');
    const again = await authorizationUrl(config, 'http://localhost/cb');
    expect(again.pending.state).not.toBe(pending.state);
  });
});
