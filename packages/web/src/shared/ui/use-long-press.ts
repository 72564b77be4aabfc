import { DURATION } from '@kalaro/contract/constants';
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** A finger that moves this far is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * A touch or pen held `ms` (DURATION.LONG_PRESS, 370 ms) without moving calls
 * `onLongPress` (with a short vibration where the phone has one); the click
 * that ends it is swallowed, so the element's own tap action does not follow,
 * and so is the browser's context menu. A mouse keeps its usual clicks.
 */
export function useLongPress(onLongPress: () => void, ms: number = DURATION.LONG_PRESS) {
  const timer = useRef<number | undefined>(undefined);
  const fired = useRef(false);
  const start = useRef({ x: 0, y: 0 });
  const action = useRef(onLongPress);
  useEffect(() => {
    action.current = onLongPress;
  });

  const cancel = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancel, []);

  return {
    onPointerDown(event: PointerEvent) {
      fired.current = false;
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY };
      cancel();
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        fired.current = true;
        navigator.vibrate?.(10);
        action.current();
      }, ms);
    },
    onPointerMove(event: PointerEvent) {
      if (timer.current === undefined) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      if (Math.hypot(dx, dy) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture(event: MouseEvent) {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu(event: MouseEvent) {
      if (timer.current !== undefined || fired.current) event.preventDefault();
    },
  };
}
