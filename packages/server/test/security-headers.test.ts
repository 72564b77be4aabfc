import { rm } from 'node:fs/promises';
import { endpoints } from '@kalaro/contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, sendSealed, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { fakeDist } from './helpers.ts';
import { API_PREFIX } from '../src/plugins/security.ts';

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const PAGE_URLS = ['/m/home', '/assets/app-abc123.js', '/m/does-not-exist'];
const API_URLS = [
  endpoints.system.startup.path,
  `${endpoints.system.startup.path}?unknown=1`,
  '/wps/does-not-exist',
];
const URLS = [...PAGE_URLS, ...API_URLS];

/** Every endpoint of the contract, to check they all answer with the API's headers. */
const allEndpoints = (group: object): { path: string }[] =>
  Object.values(group).flatMap((entry: object) =>
    'path' in entry && typeof entry.path === 'string'
      ? [entry as { path: string }]
      : allEndpoints(entry),
  );

/**
 * The headers every answer carries: the app shell, an API read,
 * an error and a static file, in development/test mode and in production mode,
 * and the session cookie's flags.
 */
describe.each([
  { mode: 'test', production: false },
  { mode: 'production', production: true },
])('security headers in $mode mode', ({ production }) => {
  let t: AccountsTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeDist();
    t = await startAccountsApp({ webDistDir: dist, production, trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(API_URLS)(
    '%s: the API set (OWASP REST): a CSP that allows nothing, no framing, nosniff',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(response.headers['x-powered-by']).toBeUndefined();
      // Only a document reads these.
      for (const name of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(response.headers[name], name).toBeUndefined();
      }
    },
  );

  it('every contract endpoint but the health checks is under the API prefix (so gets the API set)', () => {
    const paths = allEndpoints(endpoints).map((endpoint) => endpoint.path);
    expect(paths.length).toBeGreaterThan(50);
    // The load balancer's check keeps the page set: safe either way.
    expect(paths.filter((path) => !path.startsWith(API_PREFIX))).toEqual(['/healthz', '/readyz']);
  });

  it.each(PAGE_URLS)(
    '%s: a CSP that runs only our own scripts and forbids framing',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = cspDirectives(response);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      for (const [name, values] of csp) {
        expect(values, name).not.toContain("'unsafe-inline'");
        expect(values, name).not.toContain("'unsafe-eval'");
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it(
    production
      ? 'pins browsers to HTTPS for a year (HSTS with subdomains)'
      : 'sends no HSTS from a plain-http development server',
    async () => {
      for (const url of URLS) {
        const hsts = (await t.app.inject({ method: 'GET', url })).headers[
          'strict-transport-security'
        ];
        if (production) expect(hsts, url).toBe('max-age=31536000; includeSubDomains');
        else expect(hsts, url).toBeUndefined();
      }
    },
  );

  it(
    production
      ? 'sets the session cookie HttpOnly, SameSite=Lax and always Secure'
      : 'sets the session cookie HttpOnly and SameSite=Lax; Secure only over https',
    async () => {
      const plain = String(
        (await login(t, { username: 'demo', password: 'Demo1234' })).headers['set-cookie'],
      );
      expect(plain).toMatch(/^kalaro_session=[A-Za-z0-9_-]{43};/);
      expect(plain).toMatch(/; HttpOnly/);
      expect(plain).toMatch(/; SameSite=Lax/);
      expect(plain).toMatch(/; Path=\//);
      if (production) expect(plain).toMatch(/; Secure/);
      else expect(plain).not.toMatch(/Secure/);

      // Behind a TLS-terminating proxy (trusted here) the cookie is Secure in every mode.
      const overHttps = await sendSealed(
        t,
        endpoints.auth.login,
        { type: 'username', username: 'demo', password: 'Demo1234' },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(String(overHttps.headers['set-cookie'])).toMatch(/^kalaro_session=.*; Secure/);
    },
  );
});
