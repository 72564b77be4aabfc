import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import type { StartupSettings } from '@kalaro/contract/operator';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/shared/test/render';
import { startupFetch, startupFixture } from '@/shared/test/startup-fixture';
import { createTestRouter } from '@/app/test-app';

const renderApp = async (path: string, settings: StartupSettings = startupFixture()) => {
  vi.stubGlobal('fetch', vi.fn(startupFetch(settings)));
  const router = createTestRouter(path);
  const result = await renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
};

describe('start-up', () => {
  it('shows a loading state, then the app', async () => {
    await renderApp('/m/home');
    expect(screen.getByTestId('page-loading')).toHaveTextContent('Getting things ready…');
    expect(screen.getByTestId('page-loading')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Demo' }),
    ).toBeVisible();
  });

  it('shows the maintenance page when maintenance is on, even with a region restriction', async () => {
    await renderApp('/m/home', startupFixture({ maintenance: true, regionRestriction: true }));
    const page = await screen.findByTestId('maintenance-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
      'We will be right back',
    );
    expect(page).toHaveTextContent('Lucky Demo');
    expect(screen.queryByRole('navigation', { name: 'Bottom menu' })).not.toBeInTheDocument();
  });

  it('shows the operator’s maintenance message and expected end, in the reader’s language', async () => {
    await renderApp(
      '/m/home',
      startupFixture({
        maintenance: true,
        maintenanceNotice: {
          message: { EN: 'Back at six', TY: 'Babalik ng alas-sais' },
          expectedEnd: '2026-12-01T06:00:00.000Z',
        },
      }),
    );
    const page = await screen.findByTestId('maintenance-page');
    expect(page).toHaveTextContent('Back at six');
    expect(page).toHaveTextContent(/We expect to be back by .*2026/);
    expect(page).not.toHaveTextContent('is undergoing scheduled maintenance');
    await chooseLanguage('TY');
    await waitFor(() => expect(page).toHaveTextContent('Babalik ng alas-sais'));
    expect(page).toHaveTextContent(/Inaasahan naming makabalik bago ang .*2026/);
  });

  it('shows the region page when only the region is restricted', async () => {
    await renderApp('/m/home', startupFixture({ regionRestriction: true }));
    const page = await screen.findByTestId('region-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Not available in your region',
    );
  });

  it('offers Retry when start-up fails, and recovers', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(startupFetch(startupFixture()));
    vi.stubGlobal('fetch', fetchMock);
    const router = createTestRouter('/m/home');
    await renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByTestId('startup-error')).toHaveTextContent(
      'The network is slow or offline',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Demo' })).toBeVisible();
  });
});

describe('shell', () => {
  it('shows the home header: operator, login, language and menu; register only with DIRECTREG', async () => {
    await renderApp('/m/home');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Lucky Demo')).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/m/login',
    );
    expect(within(header).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Language' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  it('shows the register link when direct registration is on', async () => {
    const settings = startupFixture();
    settings.info.whitelabel = { DIRECTREG: true };
    await renderApp('/m/home', settings);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/m/register',
    );
  });

  it('redirects home aliases to /m/home', async () => {
    const { router } = await renderApp('/m/index.html?x=1');
    await screen.findByRole('heading', { name: 'Welcome to Lucky Demo' });
    expect(router.state.location.pathname).toBe('/m/home');
    expect(router.state.location.search).toBe('?x=1');
  });

  it("shows a page's screen under the header with the route title and the bottom menu", async () => {
    await renderApp('/m/message');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Notices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
  });

  it('hides header and bottom menu on login, which still has its own heading', async () => {
    await renderApp('/m/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bottom menu' })).not.toBeInTheDocument();
  });

  it('goes home from the forget-password back arrow', async () => {
    const { router } = await renderApp('/m/forget');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('shows a not-found page with a link home for unknown addresses', async () => {
    await renderApp('/m/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const page = await screen.findByTestId('not-found');
    expect(within(page).getByRole('link', { name: 'Go to home' })).toHaveAttribute(
      'href',
      '/m/home',
    );
  });

  it('shows the maintenance page on /m/maintenance', async () => {
    await renderApp('/m/maintenance');
    expect(await screen.findByTestId('maintenance-page')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
  });

  it('switches to Filipino from the language menu and remembers it', async () => {
    await renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Language' }));
    const menu = screen.getByRole('menu', { name: 'Language' });
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Filipino' }));
    expect(
      await screen.findByRole('heading', { name: 'Maligayang pagdating sa Lucky Demo' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Menu sa ibaba' })).toBeVisible();
    expect(window.localStorage.getItem(STORAGE_KEY.LANGUAGE)).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('closes the language menu with Escape and returns focus to the button', async () => {
    await renderApp('/m/home');
    const button = await screen.findByRole('button', { name: 'Language' });
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
