import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VendorRow } from '@/features/games/components/vendor-row';
import { renderWithProviders } from '@/shared/test/render';

const vendor = (code: string) => ({
  vendor: code,
  accountTypeName: `Vendor ${code}`,
  icon: `/v/${code}.svg`,
});

const renderRow = (codes: string[], selected: string | null = null) => {
  const onSelect = vi.fn();
  return renderWithProviders(
    <VendorRow vendors={codes.map(vendor)} selected={selected} cdn="/cdn" onSelect={onSelect} />,
  ).then((result) => ({ ...result, onSelect }));
};

/** jsdom has no layout: give the track a width and a scrollable content. */
const sizeTrack = (track: HTMLElement, clientWidth: number, scrollWidth: number) => {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
};

afterEach(() => vi.restoreAllMocks());

describe('vendor carousel', () => {
  it('5 or fewer vendors share the row: no steps, no snapping groups', async () => {
    await renderRow(['A', 'B', 'C', 'D', 'E']);
    const row = screen.getByRole('group', { name: 'Game providers' });
    const track = screen.getByTestId('vendor-track');
    expect(track).toHaveAttribute('data-layout', 'fill');
    expect(track.style.getPropertyValue('--vendor-per-view')).toBe('5');
    expect(track.style.getPropertyValue('--vendor-gap')).toBe('5px');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All providers', 'Vendor A', 'Vendor B', 'Vendor C', 'Vendor D', 'Vendor E']);
    expect(screen.queryByRole('button', { name: 'Next providers' })).toBeNull();
  });

  it('more than 5: 4 per view, 5 px apart, snapping at each group of 4; DS88 hidden', async () => {
    await renderRow(['A', 'B', 'DS88', 'C', 'D', 'E', 'F']);
    const track = screen.getByTestId('vendor-track');
    expect(track).toHaveAttribute('data-layout', 'carousel');
    expect(track.style.getPropertyValue('--vendor-per-view')).toBe('4');
    expect(track.style.getPropertyValue('--vendor-gap')).toBe('5px');
    const slides = within(track).getAllByRole('button');
    expect(slides.map((b) => b.textContent)).toEqual([
      'Vendor A',
      'Vendor B',
      'Vendor C',
      'Vendor D',
      'Vendor E',
      'Vendor F',
    ]);
    expect(slides.map((b) => b.style.scrollSnapAlign)).toEqual([
      'start',
      'none',
      'none',
      'none',
      'start',
      'none',
    ]);
  });

  it('previous / next step one group (the view plus its spacing) and hide at the ends', async () => {
    const user = userEvent.setup();
    await renderRow(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    const track = screen.getByTestId('vendor-track');
    // 9 vendors of (300 - 3 × 5) / 4 px, 5 px apart.
    sizeTrack(track, 300, 681);
    const scrollBy = vi.fn((options: ScrollToOptions) => {
      // Like a browser: never past either end.
      track.scrollLeft = Math.min(381, Math.max(0, track.scrollLeft + (options.left ?? 0)));
      track.dispatchEvent(new Event('scroll'));
    });
    track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
    track.dispatchEvent(new Event('scroll'));

    expect(screen.queryByRole('button', { name: 'Previous providers' })).toBeNull();
    const next = await screen.findByRole('button', { name: 'Next providers' });
    expect(next).toHaveAttribute('aria-controls', track.id);
    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 305 }));
    const previous = await screen.findByRole('button', { name: 'Previous providers' });
    await user.click(screen.getByRole('button', { name: 'Next providers' }));
    // At the last group: no next step.
    expect(screen.queryByRole('button', { name: 'Next providers' })).toBeNull();
    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -305 }));
  });

  it('tapping a vendor selects it; tapping the selected one clears it', async () => {
    const user = userEvent.setup();
    const { onSelect, unmount } = await renderRow(['A', 'B'], null);
    await user.click(screen.getByRole('button', { name: 'Vendor B' }));
    expect(onSelect).toHaveBeenLastCalledWith('B');
    unmount();
    const again = await renderRow(['A', 'B'], 'B');
    expect(screen.getByRole('button', { name: 'Vendor B' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Vendor B' }));
    expect(again.onSelect).toHaveBeenLastCalledWith(null);
  });
});
