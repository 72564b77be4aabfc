import { describe, expect, it } from 'vitest';
import { isBackSwipe, transitionFor } from '@/app/shell/transition';

describe('isBackSwipe', () => {
  it.each([
    // [start, end, expected, why]
    [{ x: 150, y: 300 }, { x: 260, y: 310 }, true, 'more than 100 px to the right'],
    [{ x: 300, y: 300 }, { x: 190, y: 290 }, true, 'more than 100 px to the left'],
    [{ x: 150, y: 300 }, { x: 250, y: 300 }, false, 'exactly 100 px'],
    [{ x: 150, y: 300 }, { x: 220, y: 300 }, false, 'a short swipe mid-screen'],
    [{ x: 10, y: 300 }, { x: 50, y: 305 }, true, 'a short swipe from the left edge'],
    [{ x: 20, y: 300 }, { x: 40, y: 300 }, true, 'starting exactly at 20 px'],
    [{ x: 21, y: 300 }, { x: 60, y: 300 }, false, 'starting just off the edge'],
    [{ x: 10, y: 100 }, { x: 30, y: 400 }, false, 'a vertical scroll from the edge'],
    [{ x: 150, y: 100 }, { x: 270, y: 400 }, false, 'a mostly vertical gesture'],
  ])('%o → %o is %s (%s)', (start, end, expected) => {
    expect(isBackSwipe(start, end)).toBe(expected);
  });
});

describe('transitionFor', () => {
  it('fades on ordinary navigations', () => {
    expect(transitionFor({ navigationType: 'PUSH', swipedBeforeBack: false, initial: false })).toBe(
      'fade',
    );
    expect(transitionFor({ navigationType: 'POP', swipedBeforeBack: false, initial: false })).toBe(
      'fade',
    );
  });

  it('does not animate a back navigation that follows a swipe', () => {
    expect(transitionFor({ navigationType: 'POP', swipedBeforeBack: true, initial: false })).toBe(
      'none',
    );
  });

  it('still fades a forward navigation after a swipe', () => {
    expect(transitionFor({ navigationType: 'PUSH', swipedBeforeBack: true, initial: false })).toBe(
      'fade',
    );
  });

  it('does not animate the first page', () => {
    expect(transitionFor({ navigationType: 'POP', swipedBeforeBack: false, initial: true })).toBe(
      'none',
    );
  });
});
