import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/shared/ui/offline-banner.module.css';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const isOffline = () => !navigator.onLine;
const neverOffline = () => false;

/**
 * Says so while the device is offline (the query layer waits for the network
 * meanwhile, then reloads what went stale). The live region is always there, so
 * a screen reader announces the text when it appears; online it is empty and
 * takes no room.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribe, isOffline, neverOffline);
  return (
    <div role="status" className={styles.region}>
      {offline && <p className={styles.banner}>{t('offline_banner')}</p>}
    </div>
  );
}
