import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopularGamesSlot } from '@/features/games/components/popular-games-slot';
import { renderWithProviders } from '@/shared/test/render';

// The lazily loaded module: a stand-in that fails (as a chunk that cannot load) while asked to.
const behaviour = vi.hoisted(() => ({ failing: false }));
vi.mock('@/features/games/components/popular-games', () => ({
  default: ({ cdn }: { cdn: string }) => {
    if (behaviour.failing) {
      throw new Error('Failed to fetch dynamically imported module');
    }
    return <p>popular games from {cdn}</p>;
  },
}));

/** An IntersectionObserver the test drives. */
const observe = () => {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  const enter = () =>
    act(() => {
      for (const { callback } of observers) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });
  return { observers, enter };
};

afterEach(() => {
  vi.unstubAllGlobals();
  behaviour.failing = false;
});

describe('popular games slot', () => {
  it('loads the popular games when the slot is on screen, or near it once the player scrolls', async () => {
    const { observers, enter } = observe();
    await renderWithProviders(<PopularGamesSlot cdn="/cdn" />);
    expect(screen.queryByText(/popular games from/)).toBeNull();
    // Before any scroll only the viewport itself counts.
    expect(observers.map((o) => o.options?.rootMargin)).toEqual(['0px']);
    // A scroll anywhere in the page (a scrolling part too) widens it to 400 px ahead.
    act(() => void document.body.dispatchEvent(new Event('scroll')));
    expect(observers.map((o) => o.options?.rootMargin)).toEqual(['0px', '400px 0px']);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(observers).toHaveLength(2);
    expect(screen.queryByText(/popular games from/)).toBeNull();
    enter();
    expect(await screen.findByText('popular games from /cdn')).toBeVisible();
  });

  it('a failed load says so and Retry loads again', async () => {
    behaviour.failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { enter } = observe();
    await renderWithProviders(<PopularGamesSlot cdn="/cdn" />);
    enter();
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded');
    behaviour.failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('popular games from /cdn')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
