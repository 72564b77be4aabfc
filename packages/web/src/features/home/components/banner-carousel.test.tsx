import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banner } from '@/features/home/fixtures';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { renderWithProviders } from '@/shared/test/render';

// The lazily loaded embla part, replaced to see when (and with what) it is loaded; it
// reports a running carousel whose calls are recorded.
const embla = vi.hoisted(() => ({
  props: [] as Record<string, unknown>[],
  calls: [] as string[],
}));
vi.mock('@/features/home/components/banner-embla', async () => {
  const { useEffect } = await import('react');
  type Reports = { onSelect: (index: number) => void; onPlaying: (now: boolean) => void };
  const last = () => embla.props.at(-1) as unknown as Reports;
  const api = {
    scrollTo: (index: number) => {
      embla.calls.push(`scrollTo ${index}`);
      last().onSelect(index);
    },
    scrollNext: () => embla.calls.push('scrollNext'),
    plugins: () => ({
      autoplay: {
        reset: () => embla.calls.push('reset'),
        stop: () => {
          embla.calls.push('stop');
          last().onPlaying(false);
        },
        play: () => {
          embla.calls.push('play');
          last().onPlaying(true);
        },
      },
    }),
  };
  return {
    BannerEmbla: (props: { onReady: (api: unknown) => void }) => {
      embla.props.push(props);
      const { onReady } = props;
      useEffect(() => {
        onReady(api);
        return () => onReady(null);
      }, [onReady]);
      return <div data-testid="embla" />;
    },
  };
});

afterEach(() => {
  embla.props.length = 0;
  embla.calls.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CDN = 'https://img.example.com/';
const BANNERS = [
  banner(1, { url: '/m/activity', width: 1000, height: 400 }),
  banner(2, { url: 'https://partner.example/promo' }),
  banner(3, { url: '' }),
];

const render = async (element: ReactElement) => {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element },
      { path: '/m/activity', element: <h1>Activity page</h1> },
    ],
    { initialEntries: ['/m/home'] },
  );
  const result = await renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
};

/** Only timeouts are faked (React's scheduler keeps its own clock), and they still advance. */
const TIMERS: Parameters<typeof vi.useFakeTimers>[0] = {
  shouldAdvanceTime: true,
  toFake: ['setTimeout', 'clearTimeout'],
};

/** Longer than the idle fallback after the load event. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('banner carousel', () => {
  it('reserves the banner slot while loading and shows nothing without banners', async () => {
    const loading = await render(<BannerCarousel banners={undefined} cdn={CDN} />);
    expect(screen.getByTestId('banner-skeleton')).toHaveAttribute('aria-hidden', 'true');
    loading.unmount();
    const { container } = await render(<BannerCarousel banners={[]} cdn={CDN} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('paints the first banner at once as a sized, high-priority image in the carousel markup', async () => {
    await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const image = within(region).getByRole('img', { name: 'Banner 1' });
    expect(image).toHaveAttribute('src', 'https://img.example.com/KALARO/banners/b1.webp');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '400');
    expect(within(region).getByRole('group', { name: 'Banner 1 of 3' })).toBeVisible();
    // Only the first slide exists before the carousel takes over.
    expect(within(region).getAllByRole('img')).toHaveLength(1);
  });

  it('shows the slide picker and pause button at once, and loads embla when the first slide change is due', async () => {
    vi.useFakeTimers(TIMERS);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
    const first = screen.getByRole('img', { name: 'Banner 1' });
    const controls = screen.getByTestId('banner-controls');
    const dots = within(controls).getAllByRole('button', { name: /^Banner \d of 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(within(controls).getByRole('button', { name: 'Pause the banners' })).toBeVisible();
    await vi.advanceTimersByTimeAsync(6000);
    expect(embla.props).toHaveLength(0);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    // Load, idle (at most 2 s), then the 5000 ms a slide is shown.
    await vi.advanceTimersByTimeAsync(5000);
    expect(embla.props).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2500);
    expect(await screen.findByTestId('embla')).toBeInTheDocument();
    expect(embla.props.at(-1)).toMatchObject({
      loop: true,
      autoplay: true,
      playing: true,
      delay: 5000,
    });
    // It moves on at once, and the slideshow's clock starts again from there.
    await waitFor(() => expect(embla.calls).toEqual(['scrollNext', 'reset']));
    // Now every slide is there for embla; the later ones load lazily.
    const images = within(screen.getByRole('region')).getAllByRole('img');
    expect(images).toHaveLength(3);
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    // The first image is the same element: embla takes over the DOM, nothing is redrawn.
    expect(images[0]).toBe(first);
  });

  it('starts embla at the first touch, hover, focus or key on the carousel', async () => {
    for (const event of ['pointerDown', 'mouseEnter', 'focusIn', 'keyDown'] as const) {
      const { unmount } = await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
      expect(screen.queryByTestId('embla')).toBeNull();
      const region = screen.getByRole('region', { name: 'Featured' });
      fireEvent[event](
        event === 'focusIn' ? within(region).getByRole('link', { name: 'Banner 1' }) : region,
      );
      expect(await screen.findByTestId('embla')).toBeInTheDocument();
      expect(embla.calls).toEqual([]);
      unmount();
    }
  });

  it('a slide picked before embla runs is shown once it does, with the slideshow stopped', async () => {
    await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
    const controls = screen.getByTestId('banner-controls');
    // (A click alone: a tap's pointerdown would already have started embla.)
    fireEvent.click(within(controls).getByRole('button', { name: 'Banner 3 of 3' }));
    expect(within(controls).getByRole('button', { name: 'Banner 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(controls).getByRole('button', { name: 'Play the banners' })).toBeVisible();
    await screen.findByTestId('embla');
    expect(embla.props.at(-1)).toMatchObject({ playing: false });
    await waitFor(() => expect(embla.calls).toEqual(['scrollTo 2']));
    // With embla running the controls drive it.
    await userEvent.click(within(controls).getByRole('button', { name: 'Banner 2 of 3' }));
    expect(embla.calls).toEqual(['scrollTo 2', 'stop', 'scrollTo 1']);
    expect(within(controls).getByRole('button', { name: 'Banner 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(controls).getByRole('button', { name: 'Play the banners' }));
    expect(embla.calls.at(-1)).toBe('play');
    expect(within(controls).getByRole('button', { name: 'Pause the banners' })).toBeVisible();
  });

  it('paused before embla runs, the slideshow does not start', async () => {
    vi.useFakeTimers(TIMERS);
    await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
    const controls = screen.getByTestId('banner-controls');
    fireEvent.click(within(controls).getByRole('button', { name: 'Pause the banners' }));
    expect(within(controls).getByRole('button', { name: 'Play the banners' })).toBeVisible();
    await vi.advanceTimersByTimeAsync(8000);
    expect(embla.props).toHaveLength(0);
    // Play again: the slide change is due once more.
    fireEvent.click(within(controls).getByRole('button', { name: 'Play the banners' }));
    await vi.advanceTimersByTimeAsync(8000);
    expect(await screen.findByTestId('embla')).toBeInTheDocument();
    expect(embla.props.at(-1)).toMatchObject({ playing: true });
  });

  it('does not autoplay under reduced motion: embla waits for the user', async () => {
    vi.useFakeTimers(TIMERS);
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
    const controls = screen.getByTestId('banner-controls');
    expect(within(controls).queryByRole('button', { name: /the banners$/ })).toBeNull();
    await vi.advanceTimersByTimeAsync(8000);
    expect(embla.props).toHaveLength(0);
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Featured' }));
    await screen.findByTestId('embla');
    expect(embla.props.at(-1)).toMatchObject({ loop: true, autoplay: false });
  });

  it('keeps a single banner a plain image: no carousel, no autoplay', async () => {
    await render(<BannerCarousel banners={BANNERS.slice(0, 1)} cdn={CDN} />);
    await idle();
    expect(embla.props).toHaveLength(0);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByTestId('banner-controls')).toBeNull();
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeVisible();
  });

  it('opens app paths in the app, http(s) addresses in a new tab, and no link for none', async () => {
    const { router } = await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Featured' }));
    await screen.findByTestId('embla');
    const external = screen.getByRole('link', { name: /Banner 2/ });
    expect(external).toHaveAttribute('href', 'https://partner.example/promo');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName('Banner 2 (opens in a new tab)');
    expect(screen.getByRole('img', { name: 'Banner 3' }).closest('a')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Banner 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'));
  });
});
