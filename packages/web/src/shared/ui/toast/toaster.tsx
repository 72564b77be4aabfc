import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getToasts, subscribeToasts } from '@/shared/ui/toast/toast-store';
import type { ToastItem } from '@/shared/ui/toast/toast-store';
import { Spinner } from '@/shared/ui/spinner';
import styles from '@/shared/ui/toast/toaster.module.css';

const Toast = ({ item }: { item: ToastItem }) => (
  <div className={`${styles.toast} ${styles[item.tone] ?? ''}`}>
    {item.tone === 'loading' && <Spinner size={18} />}
    <span>{item.message}</span>
  </div>
);

/**
 * The toast viewport. Both live regions are always in the page so that screen
 * readers announce what is added to them.
 */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const polite = items.filter((item) => item.tone !== 'error');
  const assertive = items.filter((item) => item.tone === 'error');
  return (
    <div className={styles.viewport}>
      <div
        role="status"
        aria-live="polite"
        aria-label={t('notifications')}
        className={styles.region}
      >
        {polite.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.region}>
        {assertive.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </div>
  );
}
