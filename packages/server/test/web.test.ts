import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appWithWebBuild,
  FAKE_ADMIN,
  FAKE_INDEX as INDEX,
  fakeDist,
  json,
  startTestApp,
  type TestApp,
} from './helpers.ts';

describe('web app with a build', () => {
  const t = appWithWebBuild(fakeDist);

  it.each(['/', '/m', '/m/', '/m/home', '/m/member/info?tab=2', '/m/index.html', '/register.html'])(
    'serves the app shell for %s, never cached stale',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year and keeps the service worker fresh', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/admin', '/admin/', '/admin/login', '/admin/operators?x=1'])(
    "serves the back office's own page for %s (its bundle, not the player app)",
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FAKE_ADMIN);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it("serves the back office's assets, and no file outside the build", async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/admin-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/admin/assets/missing.js', '/admin/%2e%2e/%2e%2e/package.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toContain('"name"');
    }
  });

  it('answers unknown files with the 404 envelope, not the app shell', async () => {
    for (const url of ['/assets/missing.js', '/m/missing.js', '/elsewhere', '/index.htm']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toMatchObject({ success: false, errorCode: 'route.not_found' });
    }
  });

  it('sends a strict Content-Security-Policy with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/m/home' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the API answering JSON next to the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: endpoints.system.startup.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});

describe('web app without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['/m/home', '/m', '/'])('answers %s with a 503 page saying how to build', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('npm run build');
  });

  it('still answers unknown paths with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ errorCode: 'route.not_found' });
  });
});

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists every contract path in /openapi.json, and no web route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    for (const group of Object.values(endpoints)) {
      for (const e of Object.values(group)) {
        // OpenAPI writes path parameters as {name}.
        const openApiPath = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
        expect(doc.paths[openApiPath], e.path).toHaveProperty(e.method.toLowerCase());
      }
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/m'))).toBe(false);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/play'))).toBe(false);
  });

  it('serves the docs page with a policy that lets it run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
