import { THRESHOLD } from '@kalaro/contract/constants';

export interface Point {
  x: number;
  y: number;
}

/** A swipe starting this close to the left edge counts as a back gesture. */
export const LEFT_EDGE_PX = 20;

/**
 * True when a touch gesture looks like a swipe back: horizontal, and either longer
 * than 100 px or started at the left edge (≤ 20 px).
 */
export const isBackSwipe = (start: Point, end: Point): boolean => {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const horizontal = Math.abs(dx) > Math.abs(dy);
  if (!horizontal) return false;
  if (Math.abs(dx) > THRESHOLD.SWIPE_BACK_PX) return true;
  return start.x <= LEFT_EDGE_PX && dx > 0;
};

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';
export type Transition = 'fade' | 'none';

/**
 * Page transition for a navigation: a 300 ms fade, except on the first render
 * and on a back (POP) navigation that follows a swipe gesture, which the
 * browser already animated.
 */
export const transitionFor = ({
  navigationType,
  swipedBeforeBack,
  initial,
}: {
  navigationType: NavigationKind;
  swipedBeforeBack: boolean;
  initial: boolean;
}): Transition => {
  if (initial) return 'none';
  if (navigationType === 'POP' && swipedBeforeBack) return 'none';
  return 'fade';
};
