import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopupItem } from '@kalaro/contract/content';
import { popup } from '@/features/home/fixtures';
import { POPUP_STORAGE_KEY } from '@/features/home/model';
import { AnnouncementPopupHost } from '@/features/home/components/announcement-popup-host';
import { clearSession, setSession } from '@/shared/session/session';
import { renderWithProviders } from '@/shared/test/render';

afterEach(() => clearSession());

const ITEMS: PopupItem[] = [
  popup(1, 'Members only', 'A'),
  popup(2, 'Welcome visitor', 'B'),
  popup(3, 'First deposit bonus', 'F', { promotionType: 'FIRST_DEPOSIT' }),
  popup(4, 'Weekend tournament', 'B', { promotionType: 'MISSION' }),
];

const renderHost = async (popups: readonly PopupItem[]) => {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element: <AnnouncementPopupHost popups={popups} /> },
      { path: '/m/rewardCenter', element: <h1>Rewards page</h1> },
    ],
    { initialEntries: ['/m/home'] },
  );
  const result = await renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
};

/** Longer than the 500 ms computation delay plus the pop-up's chunk. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 900));

describe('announcement pop-up', () => {
  it('shows a visitor the B items once, not again with the same content, again when it changes', async () => {
    const first = await renderHost(ITEMS);
    // Not before the 500 ms computation.
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome visitor' });
    expect(dialog).toHaveTextContent('Welcome visitor text');
    expect(within(dialog).getByText('1 / 2')).toBeVisible();
    expect(dialog).not.toHaveTextContent('Members only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(POPUP_STORAGE_KEY)!)).toMatchObject({
      show: false,
    });
    first.unmount();

    // Same set in another order: it stays closed.
    const second = await renderHost([...ITEMS].reverse());
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    // The content changed: it shows again.
    await renderHost(
      ITEMS.map((item) => (item.id === 2 ? { ...item, content: '<p>New</p>' } : item)),
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome visitor' })).toHaveTextContent('New');
  });

  it('opens only once the page has loaded', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    await renderHost(ITEMS);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    readyState.mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    expect(await screen.findByRole('dialog', { name: 'Welcome visitor' })).toBeVisible();
    readyState.mockRestore();
  });

  it('pages one item at a time without wrapping', async () => {
    await renderHost(ITEMS);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome visitor' });
    const previous = within(dialog).getByRole('button', { name: 'Previous announcement' });
    const next = within(dialog).getByRole('button', { name: 'Next announcement' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(next);
    expect(screen.getByRole('dialog', { name: 'Weekend tournament' })).toHaveTextContent('2 / 2');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    // Next on the last item stays there.
    await userEvent.click(next);
    expect(screen.getByRole('dialog', { name: 'Weekend tournament' })).toBeVisible();
    await userEvent.click(previous);
    expect(screen.getByRole('dialog', { name: 'Welcome visitor' })).toHaveTextContent('1 / 2');
  });

  it('closes with Escape and remembers it', async () => {
    await renderHost(ITEMS);
    await screen.findByRole('dialog', { name: 'Welcome visitor' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(POPUP_STORAGE_KEY)!)).toMatchObject({
      show: false,
    });
  });

  it('shows members the A items, plus F on their first login, with a go-to for promotions', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'newbie', type: 0, firstTimeLogin: true });
    const { router } = await renderHost(ITEMS);
    const dialog = await screen.findByRole('dialog', { name: 'Members only' });
    expect(within(dialog).getByText('1 / 2')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Go to rewards' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next announcement' }));
    const promo = screen.getByRole('dialog', { name: 'First deposit bonus' });
    await userEvent.click(within(promo).getByRole('button', { name: 'Go to rewards' }));
    expect(await screen.findByRole('heading', { name: 'Rewards page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/m/rewardCenter');
    expect(JSON.parse(window.localStorage.getItem(POPUP_STORAGE_KEY)!)).toMatchObject({
      show: false,
    });
  });

  it('shows nothing when no item is for this audience', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });
    await renderHost(ITEMS.filter((item) => item.execution !== 'A'));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
