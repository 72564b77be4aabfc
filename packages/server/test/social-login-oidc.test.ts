import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationUrl, discover } from '../src/modules/social-login/oidc.ts';

describe('social login: authorization against a local OpenID provider', () => {
  const server = new OAuth2Server();
  let issuer = '';

  beforeAll(async () => {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    issuer = server.issuer.url ?? '';
  });
  afterAll(() => server.stop());

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
