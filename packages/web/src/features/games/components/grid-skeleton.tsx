import styles from '@/features/games/components/games.module.css';

/**
 * Placeholder tiles of the same size as the real ones while a list loads. Its own
 * module: the home page's popular games use it without the virtual grid.
 */
export function GridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="game-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonTile}>
          <span className={styles.skeletonIcon} />
          <span className={styles.skeletonName} />
        </div>
      ))}
    </div>
  );
}
