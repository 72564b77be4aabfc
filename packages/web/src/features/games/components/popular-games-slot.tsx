import { Component, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/features/games/components/popular-games-slot.module.css';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { usePageLoaded } from '@/shared/hooks/after-load';

const load = () => withScreenTexts(import('@/features/games/components/popular-games'));

/** Start loading this far before the slot scrolls into view. */
const NEAR_MARGIN = '400px 0px';

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
 * comes within 400 px of the viewport (once the page has loaded), then the lazily
 * loaded popular games. Keeps their code (tiles, queries) out of home's first load. A chunk that fails to load
 * says so with a Retry (gaming-side §8).
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
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
