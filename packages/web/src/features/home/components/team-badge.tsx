import { imageUrl } from '@/shared/images/image-cdn';
import styles from '@/features/home/components/hot-match-ticker.module.css';

/** A team's badge: a fixed-size lazy image (decorative, the name is beside it). */
export function TeamBadge({ cdn, path, size }: { cdn: string; path: string; size: number }) {
  if (!path) return <span className={styles.badgeEmpty} style={{ width: size, height: size }} />;
  return (
    <img
      className={styles.badge}
      src={imageUrl(cdn, path)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
