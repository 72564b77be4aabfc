import { Component, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/features/games/components/popular-games-slot.module.css';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { usePageLoaded } from '@/shared/hooks/after-load';

const load = () => withScreenTexts(import('@/features/games/components/popular-games'));

/** Once the player scrolls: start loading this far before the slot scrolls into view. */
const NEAR_MARGIN = '400px 0px';
/** Before any scroll: only a slot already on screen loads. */
const ON_SCREEN = '0px';

class Boundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Where the popular games go on home: a placeholder of their size until the slot
 * is on screen, or within 400 px of it once the player has scrolled (after the
 * page has loaded), then the lazily
 * loaded popular games. Keeps their code (tiles, queries) out of home's first load. A chunk that fails to load
 * says so with a Retry.
 */
export function PopularGamesSlot({ cdn }: { cdn: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(0);
  const [Popular, setPopular] = useState(() => lazy(load));
  // Below the fold: not before the page (and the first screen) has loaded.
  const pageLoaded = usePageLoaded();

  useEffect(() => {
    const element = ref.current;
    if (near || !element || !pageLoaded) return;
    let observer: IntersectionObserver | undefined;
    const watch = (rootMargin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin },
      );
      observer.observe(element);
    };
    // A phone's first seconds go to what is on screen: below the fold the games (a
    // chunk, a call, a dozen icons) wait for the player's first scroll (of the page
    // or any part of it), then load ahead of the viewport.
    const scrolled = () => watch(NEAR_MARGIN);
    watch(window.scrollY > 0 ? NEAR_MARGIN : ON_SCREEN);
    window.addEventListener('scroll', scrolled, { capture: true, once: true, passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', scrolled, { capture: true });
    };
  }, [near, pageLoaded]);

  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  const failed = (
    <div className={styles.failed} role="alert">
      <p>{t('games_load_failed')}</p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => {
          setPopular(() => lazy(load));
          setAttempt((value) => value + 1);
        }}
      >
        {t('retry')}
      </button>
    </div>
  );

  return (
    <div ref={ref} className={styles.slot} data-testid="popular-games-slot">
      {near ? (
        <Boundary key={attempt} fallback={failed}>
          <Suspense fallback={placeholder}>
            <Popular cdn={cdn} />
          </Suspense>
        </Boundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
