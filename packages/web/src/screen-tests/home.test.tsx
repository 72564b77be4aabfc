import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '@/app/test-app';
import { announcements, banner, hotMatch, notice } from '@/features/home/fixtures';
import { setSession } from '@/shared/session/session';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const settings = startupFixture({
  info: { ...startupFixture().info, imageCDNs: ['https://img.example.com'] },
});

const CONTENT = announcements({
  banners: [banner(1, { url: '/m/activity' })],
  notices: [notice(1, 'Server upgrade tonight', '<p>Back at <b>2 am</b></p>')],
  hotMatches: [hotMatch(1, 'Lions', 'Tigers')],
});

describe('home widgets', () => {
  it('load the home announcements once and show banner, notices and hot matches above the categories', async () => {
    const api = apiFetch(settings, { 'GET /wps/content/announcements': ok(CONTENT) });
    await renderAppAt('/m/home');
    const image = await screen.findByRole('img', { name: 'Banner 1' });
    expect(image).toHaveAttribute('src', 'https://img.example.com/KALARO/banners/b1.webp');
    expect(
      screen.getByRole('link', { name: 'Announcements: Server upgrade tonight' }),
    ).toBeVisible();
    expect(await screen.findByTestId('hot-match-ticker')).toHaveTextContent(/Lions.*VS.*Tigers/);
    expect(screen.getByRole('heading', { name: 'Game categories' })).toBeVisible();
    const calls = api.find('GET /wps/content/announcements');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.search))).toEqual({
      types: 'B,PL,PU,H',
      groupName: 'm_home',
      platform: 'M',
      language: 'EN',
    });
  });

  it('show the empty notice text and no banner or hot-match box when the call fails', async () => {
    apiFetch(settings, {});
    await renderAppAt('/m/home');
    expect(await screen.findByText('No announcement')).toBeVisible();
    expect(screen.queryByTestId('banner-skeleton')).toBeNull();
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
    expect(screen.queryByTestId('hot-skeleton')).toBeNull();
  });

  it('open /m/notice from the notice bar, with the sanitised notices and no bottom menu', async () => {
    apiFetch(settings, { 'GET /wps/content/announcements': ok(CONTENT) });
    const { router } = await renderAppAt('/m/home');
    expect(await screen.findByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
    await userEvent.click(await screen.findByRole('link', { name: /^Announcements:/ }));
    const article = await screen.findByRole('article', { name: 'Server upgrade tonight' });
    expect(article).toHaveTextContent('Back at 2 am');
    expect(router.state.location.pathname).toBe('/m/notice');
    expect(screen.getByRole('heading', { level: 1, name: 'Announcement' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Bottom menu' })).toBeNull();
  });
});

describe('hot-match Play', () => {
  const openModal = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('hot-match-ticker'));
    const dialog = await screen.findByRole('dialog', { name: 'Hot matches' });
    await user.click(within(dialog).getByRole('button', { name: 'Play Lions vs Tigers' }));
  };

  it('sends a visitor to log in', async () => {
    const api = apiFetch(settings, { 'GET /wps/content/announcements': ok(CONTENT) });
    const { router } = await renderAppAt('/m/home');
    await openModal();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(api.find('POST /wps/games/launch')).toHaveLength(0);
  });

  it('launches the match game for a member through the games launch rules', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = apiFetch(settings, {
      'GET /wps/content/announcements': ok(CONTENT),
      'POST /wps/games/launch': ok({ url: '/play/match-1', target: 'self' }),
    });
    await renderAppAt('/m/home');
    await openModal();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/play/match-1'));
    expect(JSON.parse(api.find('POST /wps/games/launch')[0]!.body!)).toEqual({
      nodeId: 9001,
      category: 'SPORTS',
      vendor: 'SBX',
      gameId: 'match-1',
    });
  });
});
