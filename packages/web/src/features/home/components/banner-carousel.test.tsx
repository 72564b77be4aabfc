import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banner } from '@/features/home/fixtures';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { renderWithProviders } from '@/shared/test/render';

// The lazily loaded embla part, replaced to see when (and with what) it is loaded.
const embla = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }));
vi.mock('@/features/home/components/banner-embla', () => ({
  BannerEmbla: (props: Record<string, unknown>) => {
    embla.props.push(props);
    return <div data-testid="embla" />;
  },
}));

afterEach(() => {
  embla.props.length = 0;
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

  it('loads the carousel only after the page load event and idle, with loop and 5000 ms autoplay', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
    const first = screen.getByRole('img', { name: 'Banner 1' });
    await idle();
    expect(embla.props).toHaveLength(0);
    expect(screen.queryByTestId('embla')).toBeNull();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await screen.findByTestId('embla')).toBeInTheDocument();
    expect(embla.props.at(-1)).toMatchObject({ count: 3, loop: true, autoplay: true, delay: 5000 });
    // Now every slide is there for embla; the later ones load lazily.
    const images = within(screen.getByRole('region')).getAllByRole('img');
    expect(images).toHaveLength(3);
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    // The first image is the same element: embla takes over the DOM, nothing is redrawn.
    expect(images[0]).toBe(first);
  });

  it('does not autoplay under reduced motion', async () => {
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
    await screen.findByTestId('embla');
    expect(embla.props.at(-1)).toMatchObject({ loop: true, autoplay: false });
  });

  it('keeps a single banner a plain image: no carousel, no autoplay', async () => {
    await render(<BannerCarousel banners={BANNERS.slice(0, 1)} cdn={CDN} />);
    await idle();
    expect(embla.props).toHaveLength(0);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeVisible();
  });

  it('opens app paths in the app, http(s) addresses in a new tab, and no link for none', async () => {
    const { router } = await render(<BannerCarousel banners={BANNERS} cdn={CDN} />);
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
