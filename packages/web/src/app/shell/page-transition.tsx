import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isBackSwipe, transitionFor } from '@/app/shell/transition';
import type { Point } from '@/app/shell/transition';
import styles from '@/app/shell/page-transition.module.css';

/**
 * Fades each new page in over 300 ms (CSS; none with reduced motion). A back
 * navigation right after a swipe gesture is not animated again.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const ref = useRef<HTMLDivElement>(null);
  const swiped = useRef(false);
  const initial = useRef(true);

  useEffect(() => {
    let start: Point | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch)
        swiped.current = isBackSwipe(start, { x: touch.clientX, y: touch.clientY });
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.dataset.transition = transitionFor({
      navigationType,
      swipedBeforeBack: swiped.current,
      initial: initial.current,
    });
    initial.current = false;
    swiped.current = false;
  }, [location.pathname, navigationType]);

  return (
    <div ref={ref} key={location.pathname} className={styles.page} data-testid="page">
      {children}
    </div>
  );
}
