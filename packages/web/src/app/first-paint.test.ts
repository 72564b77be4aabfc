import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_TYPE, STORAGE_KEY } from '@kalaro/contract/constants';
import { announcements, banner } from '@/features/home/fixtures';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';
import { prefetchFirstScreen } from '@/app/first-paint';
import { clearSession, setSession } from '@/shared/session/session';

const CONTENT = announcements({ banners: [banner(1), banner(2)] });
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    fetchPriority: link.getAttribute('fetchpriority'),
  }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('the first screen’s API calls', () => {
  it('on home: ask for start-up and the announcements at once, then preload the first banner', async () => {
    localStorage.setItem(STORAGE_KEY.LANGUAGE, 'TY');
    const api = apiFetch(startupFixture(), { 'GET /wps/content/announcements': ok(CONTENT) });
    prefetchFirstScreen(new QueryClient(), '/m/home');
    // Both requests leave before anything has rendered or answered.
    expect(api.calls.map((call) => call.path)).toEqual([
      '/wps/system/startup',
      '/wps/content/announcements',
    ]);
    expect(new URLSearchParams(api.calls[1]!.search).get('language')).toBe('TY');
    await settle();
    expect(preloads()).toEqual([
      {
        href: 'https://cdn.example.com/KALARO/banners/b1.webp',
        as: 'image',
        fetchPriority: 'high',
      },
    ]);
  });

  it('keeps the answers for the screens that render next (no second request)', async () => {
    const api = apiFetch(startupFixture(), { 'GET /wps/content/announcements': ok(CONTENT) });
    const client = new QueryClient();
    prefetchFirstScreen(client, '/');
    await settle();
    expect(client.getQueryData(['content', 'announcements', 'home', 'EN'])).toEqual(CONTENT);
    expect(api.calls).toHaveLength(2);
  });

  it("on a member's deposit form: asks for the deposit channels at once (not for a visitor, a trial account or a request's status)", async () => {
    localStorage.setItem(STORAGE_KEY.LANGUAGE, 'TY');
    const member = (type: number) =>
      setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });
    const routes = { 'GET /wps/deposit/channels': ok({ channels: [] }) };
    const paths = (api: ReturnType<typeof apiFetch>) => api.calls.map((call) => call.path);

    let api = apiFetch(startupFixture(), routes);
    prefetchFirstScreen(new QueryClient(), '/m/voucherCenter');
    expect(paths(api)).toEqual(['/wps/system/startup']);

    member(MEMBER_TYPE.TRIAL);
    api = apiFetch(startupFixture(), routes);
    prefetchFirstScreen(new QueryClient(), '/m/voucherCenter');
    expect(paths(api)).toEqual(['/wps/system/startup']);

    member(MEMBER_TYPE.MEMBER);
    api = apiFetch(startupFixture(), routes);
    prefetchFirstScreen(new QueryClient(), '/m/voucherCenter', '?request=42');
    expect(paths(api)).toEqual(['/wps/system/startup']);

    api = apiFetch(startupFixture(), routes);
    const client = new QueryClient();
    prefetchFirstScreen(client, '/m/voucherCenter');
    expect(paths(api)).toEqual(['/wps/system/startup', '/wps/deposit/channels']);
    expect(new URLSearchParams(api.calls[1]!.search).get('language')).toBe('TY');
    await settle();
    expect(client.getQueryData(['member', 'deposit', 'channels', 'TY'])).toEqual({ channels: [] });
    clearSession();
  });

  it('elsewhere: asks for start-up only', async () => {
    const api = apiFetch(startupFixture(), { 'GET /wps/content/announcements': ok(CONTENT) });
    prefetchFirstScreen(new QueryClient(), '/m/gameList');
    await settle();
    expect(api.calls.map((call) => call.path)).toEqual(['/wps/system/startup']);
    expect(preloads()).toEqual([]);
  });

  it('preloads nothing when home picks one of several image CDNs, there is no banner, or home does not show', async () => {
    const settings = startupFixture();
    apiFetch(
      {
        ...settings,
        info: { ...settings.info, imageCDNs: ['https://a.example', 'https://b.example'] },
      },
      { 'GET /wps/content/announcements': ok(CONTENT) },
    );
    prefetchFirstScreen(new QueryClient(), '/m/home');
    await settle();
    expect(preloads()).toEqual([]);
    apiFetch(settings, { 'GET /wps/content/announcements': ok(announcements()) });
    prefetchFirstScreen(new QueryClient(), '/m/home');
    await settle();
    expect(preloads()).toEqual([]);
    apiFetch({ ...settings, maintenance: true }, { 'GET /wps/content/announcements': ok(CONTENT) });
    prefetchFirstScreen(new QueryClient(), '/m/home');
    await settle();
    expect(preloads()).toEqual([]);
  });
});
