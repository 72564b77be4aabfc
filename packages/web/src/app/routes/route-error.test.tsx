import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/app/routes/lazy-screen';
import type { ScreenModule } from '@/app/routes/lazy-screen';
import { RouteError } from '@/app/routes/route-error';
import { renderWithProviders } from '@/shared/test/render';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/wallet-abc123.js');

const Wallet = () => <h2>Wallet screen</h2>;
const HydrateFallback = () => <p>Loading…</p>;

describe('route error element', () => {
  it('retries a failed screen import for real and then shows the screen', async () => {
    const load = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ default: Wallet });
    const router = createMemoryRouter(
      [{ path: '/m/wallet', ...lazyScreen(load), HydrateFallback, errorElement: <RouteError /> }],
      { initialEntries: ['/m/wallet'] },
    );
    await renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Load failed, tap to retry' })).toBeVisible();
    expect(screen.getByText('The network is slow or offline')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Wallet screen' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps offering Retry while the import keeps failing', async () => {
    const load = vi.fn<() => Promise<ScreenModule>>().mockRejectedValue(chunkError());
    const router = createMemoryRouter(
      [{ path: '/m/wallet', ...lazyScreen(load), HydrateFallback, errorElement: <RouteError /> }],
      { initialEntries: ['/m/wallet'] },
    );
    await renderWithProviders(<RouterProvider router={router} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    // The second import has been tried (and failed) before Retry is offered again.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  });

  it('loads the screen by itself when the network is back (a failed style preload too)', async () => {
    const load = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/wallet-abc123.css'))
      .mockResolvedValueOnce({ default: Wallet });
    const router = createMemoryRouter(
      [{ path: '/m/wallet', ...lazyScreen(load), HydrateFallback, errorElement: <RouteError /> }],
      { initialEntries: ['/m/wallet'] },
    );
    await renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Load failed, tap to retry' })).toBeVisible();
    // The screen listens from its effect, which may run after the heading shows (under load).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await screen.findByRole('heading', { name: 'Wallet screen' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a general message for other route errors', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter(
      [{ path: '/m/broken', Component: Broken, HydrateFallback, errorElement: <RouteError /> }],
      { initialEntries: ['/m/broken'] },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    vi.mocked(console.error).mockRestore();
  });
});
