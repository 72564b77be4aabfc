import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notice } from '@/features/home/fixtures';
import { NoticeTicker } from '@/features/home/components/notice-ticker';
import { renderWithProviders } from '@/shared/test/render';

const renderHome = async (element: ReactElement) => {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element },
      { path: '/m/notice', element: <h1>Notice page</h1> },
    ],
    { initialEntries: ['/m/home'] },
  );
  await renderWithProviders(<RouterProvider router={router} />);
  return router;
};

describe('notice ticker', () => {
  it('says there is no announcement when there is none, and still opens /m/notice', async () => {
    const router = await renderHome(<NoticeTicker notices={[]} />);
    const bar = screen.getByRole('link', { name: /announcements/i });
    expect(bar).toHaveTextContent('No announcement');
    await userEvent.click(bar);
    expect(await screen.findByRole('heading', { name: 'Notice page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/m/notice');
  });

  it('shows the notice titles, read once, and opens /m/notice when tapped', async () => {
    const router = await renderHome(
      <NoticeTicker notices={[notice(1, 'Server upgrade tonight'), notice(2, 'New slots')]} />,
    );
    const bar = screen.getByRole('link', {
      name: 'Announcements: Server upgrade tonight New slots',
    });
    // The second copy that makes the loop seamless is hidden from assistive technology.
    expect(within(bar).getAllByText('Server upgrade tonight')).toHaveLength(2);
    expect(bar).not.toHaveTextContent('No announcement');
    await userEvent.click(bar);
    expect(router.state.location.pathname).toBe('/m/notice');
  });

  it('keeps its place with a placeholder while loading', async () => {
    await renderHome(<NoticeTicker notices={undefined} />);
    const bar = screen.getByTestId('notice-ticker');
    expect(bar).not.toHaveTextContent('No announcement');
    expect(bar).toHaveAttribute('href', '/m/notice');
  });
});
