import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import button from '@/shared/ui/button.module.css';
import styles from '@/shared/ui/report.module.css';

interface Props {
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onMore: () => void;
  /** What the end of the list says (default: the end of a date range). */
  endText?: string;
}

/**
 * The end of an infinite list: the next page loads when this comes within
 * 400 px of the viewport (not again after a failure: the button retries), or
 * with the button; after the last page it says so.
 */
export function ListFooter({ hasMore, loadingMore, failed, onMore, endText }: Props) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || failed || loadingMore) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // Observed anew after each load: a sentinel still in view asks for the next page.
  }, [hasMore, failed, loadingMore, onMore]);

  if (!hasMore) return <p className={styles.end}>{endText ?? t('records_end')}</p>;
  return (
    <div className={styles.more} ref={sentinel}>
      {failed && (
        <p className={styles.error} role="alert">
          {t('records_more_failed')}
        </p>
      )}
      <button
        type="button"
        className={`${button.button} ${button.secondary}`}
        onClick={onMore}
        disabled={loadingMore}
        aria-busy={loadingMore || undefined}
      >
        {loadingMore && <Spinner size={18} />}
        {loadingMore ? t('loading') : t('records_load_more')}
      </button>
    </div>
  );
}
