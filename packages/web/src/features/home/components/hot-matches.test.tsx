import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { hotMatch } from '@/features/home/fixtures';
import { formatMatchTime } from '@/features/home/model';
import { HotMatches } from '@/features/home/components/hot-matches';
import { renderWithProviders } from '@/shared/test/render';

const render = async (element: ReactElement) => {
  const router = createMemoryRouter([{ path: '/m/home', element }], {
    initialEntries: ['/m/home'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
};

const MATCHES = [hotMatch(1, 'Lions', 'Tigers'), hotMatch(2, 'Eagles', 'Sharks')];
const CDN = 'https://img.example.com';

describe('hot matches', () => {
  it('keep their place while loading and show nothing without matches', async () => {
    const loading = await render(<HotMatches matches={undefined} cdn={CDN} onPlay={vi.fn()} />);
    expect(screen.getByTestId('hot-skeleton')).toBeInTheDocument();
    loading.unmount();
    await render(<HotMatches matches={[]} cdn={CDN} onPlay={vi.fn()} />);
    expect(screen.queryByTestId('hot-match-ticker')).toBeNull();
    expect(screen.queryByTestId('hot-skeleton')).toBeNull();
  });

  it('tick through the matches with kick-off time, teams and fixed-size lazy badges', async () => {
    await render(<HotMatches matches={MATCHES} cdn={CDN} onPlay={vi.fn()} />);
    const ticker = await screen.findByRole('button', { name: 'Hot matches (2), show the list' });
    const time = formatMatchTime(MATCHES[0]!.matchTime, 'EN');
    expect(time).toMatch(/^\d\d\/\d\d \d\d:\d\d$/);
    expect(within(ticker).getAllByText(time).length).toBeGreaterThan(0);
    expect(ticker).toHaveTextContent(/Lions.*VS.*Tigers/);
    // Two matches loop: the first comes again after the last, so the slide back is unseen.
    expect(ticker.querySelectorAll('time')).toHaveLength(3);
    const badge = ticker.querySelector('img')!;
    expect(badge).toHaveAttribute('src', 'https://img.example.com/KALARO/teams/h1.png');
    expect(badge).toHaveAttribute('loading', 'lazy');
    expect(badge).toHaveAttribute('width', '24');
    expect(badge).toHaveAttribute('height', '24');
  });

  it('wait for the page load event before fetching the ticker, keeping the slot', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    await render(<HotMatches matches={MATCHES} cdn={CDN} onPlay={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('hot-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('hot-match-ticker')).toBeNull();
    readyState.mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    expect(await screen.findByTestId('hot-match-ticker')).toBeInTheDocument();
    expect(screen.queryByTestId('hot-skeleton')).toBeNull();
    readyState.mockRestore();
  });

  it('load the badges of the match shown and the next one, the later ones as the ticker moves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const matches = [1, 2, 3, 4].map((id) => hotMatch(id, `Home ${id}`, `Away ${id}`));
      await render(<HotMatches matches={matches} cdn={CDN} onPlay={vi.fn()} />);
      const ticker = await screen.findByTestId('hot-match-ticker');
      const badges = () =>
        [...ticker.querySelectorAll('img')].map((img) => img.getAttribute('src')!.split('/').pop());
      expect(badges()).toEqual(['h1.png', 'a1.png', 'h2.png', 'a2.png']);
      // Every match keeps its names and time; the unseen ones just wait for their badges.
      expect(ticker.querySelectorAll('time')).toHaveLength(5);
      expect(ticker).toHaveTextContent(/Home 4.*VS.*Away 4/);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(badges()).toEqual(['h1.png', 'a1.png', 'h2.png', 'a2.png', 'h3.png', 'a3.png']);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      // The last match, then the first again (the loop's copy): all of them by now.
      expect(badges()).toHaveLength(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('do not loop a single match', async () => {
    await render(<HotMatches matches={MATCHES.slice(0, 1)} cdn={CDN} onPlay={vi.fn()} />);
    const ticker = await screen.findByTestId('hot-match-ticker');
    expect(ticker.querySelectorAll('time')).toHaveLength(1);
  });

  it('open the hot-match modal, whose Play launches the match and Escape closes', async () => {
    const onPlay = vi.fn(async () => {});
    await render(<HotMatches matches={MATCHES} cdn={CDN} onPlay={onPlay} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('hot-match-ticker'));
    const dialog = await screen.findByRole('dialog', { name: 'Hot matches' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Premier League');
    expect(items[1]).toHaveTextContent(/Eagles.*VS.*Sharks/);
    expect(items[1]).toHaveTextContent(formatMatchTime(MATCHES[1]!.matchTime, 'EN'));
    expect(within(items[1]!).getAllByRole('presentation')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Play Eagles vs Sharks' }));
    expect(onPlay).toHaveBeenCalledWith(MATCHES[1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
