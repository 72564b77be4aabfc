import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banner } from '@/features/home/fixtures';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { renderWithProviders } from '@/shared/test/render';

// jsdom has no layout: every box is 300 px wide, slides side by side without margins
// (the CSS is not loaded in tests), and the observers and media queries embla uses exist.
const WIDTH = 300;
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  const style = document.createElement('style');
  style.dataset.test = 'embla';
  style.textContent = '.slide { margin: 0; }';
  document.head.append(style);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      matches: false,
      media,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    })),
  );
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const siblings = this.parentElement ? [...this.parentElement.children] : [];
    return this.classList.contains('slide') ? siblings.indexOf(this) * WIDTH : 0;
  });
});

afterEach(() => {
  document.head.querySelector('style[data-test="embla"]')?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderCarousel = (banners = [banner(1), banner(2), banner(3)]) =>
  renderWithProviders(
    <RouterProvider
      router={createMemoryRouter(
        [{ path: '/m/home', element: <BannerCarousel banners={banners} cdn="/cdn" /> }],
        { initialEntries: ['/m/home'] },
      )}
    />,
  );

describe('banner carousel with embla', () => {
  it('runs embla on the first touch; the slide picker and the pause button drive it', async () => {
    await renderCarousel();
    const picker = screen.getByTestId('banner-controls');
    const dots = within(picker).getAllByRole('button', { name: /^Banner \d of 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(within(picker).getByRole('button', { name: 'Pause the banners' })).toBeVisible();

    // Picking a slide (the tap starts embla) selects it and stops the slideshow.
    const user = userEvent.setup();
    await user.click(within(picker).getByRole('button', { name: 'Banner 3 of 3' }));
    await waitFor(() => expect(dots[2]).toHaveAttribute('aria-current', 'true'));
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    // embla runs: a stopped slideshow announces the slides the user picks.
    const slides = screen.getAllByRole('group')[0]!.parentElement!;
    await waitFor(() => expect(slides).toHaveAttribute('aria-live', 'polite'));
    const play = within(picker).getByRole('button', { name: 'Play the banners' });
    await user.click(play);
    expect(within(picker).getByRole('button', { name: 'Pause the banners' })).toBeVisible();
    expect(slides).toHaveAttribute('aria-live', 'off');
  });

  it('stops the slideshow when the focus on a slide is what woke embla, as it does once embla runs', async () => {
    await renderCarousel([1, 2, 3].map((id) => banner(id, { url: '/m/activity' })));
    const picker = screen.getByTestId('banner-controls');
    expect(within(picker).getByRole('button', { name: 'Pause the banners' })).toBeVisible();
    // Tab onto the first slide's link: embla starts with the focus already there.
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Banner 1' })).toHaveFocus();
    expect(await within(picker).findByRole('button', { name: 'Play the banners' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(3));
  });
});
