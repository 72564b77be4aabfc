import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/app/routes/lazy-screen';
import type { ScreenModule } from '@/app/routes/lazy-screen';
import { renderWithProviders } from '@/shared/test/render';

const Wallet = () => <h2>Wallet screen</h2>;
const HydrateFallback = () => <p>Loading…</p>;

const routerFor = (screenRoute: ReturnType<typeof lazyScreen>) => {
  const { loader, Component } = screenRoute;
  return createMemoryRouter([{ path: '/m/wallet', loader, Component, HydrateFallback }], {
    initialEntries: ['/m/wallet'],
  });
};

describe('lazyScreen', () => {
  it('preload starts the import; the route then shows the screen without importing again', async () => {
    const load = vi.fn<() => Promise<ScreenModule>>().mockResolvedValue({ default: Wallet });
    const wallet = lazyScreen(load);
    wallet.preload();
    wallet.preload();
    expect(load).toHaveBeenCalledTimes(1);

    await renderWithProviders(<RouterProvider router={routerFor(wallet)} />);

    expect(await screen.findByRole('heading', { name: 'Wallet screen' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload: the route imports again', async () => {
    const load = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Wallet });
    const wallet = lazyScreen(load);
    wallet.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Let the failure settle before the route asks.
    await Promise.resolve();

    await renderWithProviders(<RouterProvider router={routerFor(wallet)} />);

    expect(await screen.findByRole('heading', { name: 'Wallet screen' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
