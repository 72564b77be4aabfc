import { lazy, Suspense } from 'react';
import type { HotMatch } from '@kalaro/contract/content';
import { usePageLoaded } from '@/shared/hooks/after-load';
import { ChunkBoundary } from '@/features/home/components/chunk-boundary';
import styles from '@/features/home/components/hot-matches.module.css';
import { withScreenTexts } from '@/shared/i18n/i18n';

/** The ticker and its modal are one chunk, fetched once the page has loaded and there are matches. */
const HotMatchTicker = lazy(() =>
  withScreenTexts(import('@/features/home/components/hot-match-ticker')).then((module) => ({
    default: module.HotMatchTicker,
  })),
);

interface Props {
  /** Undefined while the announcements load. */
  matches: readonly HotMatch[] | undefined;
  cdn: string;
  /** Launches the match's game (visitors are sent to log in). */
  onPlay: (match: HotMatch) => Promise<void> | void;
}

/**
 * The hot-match slot of the home page: a skeleton as tall as the ticker while the
 * matches load and until the page has loaded (the ticker's chunk follows then),
 * then the ticker; no matches: nothing.
 */
export function HotMatches({ matches, cdn, onPlay }: Props) {
  const loaded = usePageLoaded();
  const skeleton = (
    <div className={styles.skeleton} aria-hidden="true" data-testid="hot-skeleton" />
  );
  if (matches === undefined || (matches.length > 0 && !loaded)) return skeleton;
  if (matches.length === 0) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={skeleton}>
        <HotMatchTicker matches={matches} cdn={cdn} onPlay={onPlay} />
      </Suspense>
    </ChunkBoundary>
  );
}
