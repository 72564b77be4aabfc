import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import styles from '@/shared/ui/page-loading.module.css';

/** An accessible loading state: a spinner and a polite status text. */
export function PageLoading({
  label,
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.loading} ${fullScreen ? styles.fullScreen : ''}`}
      role="status"
      aria-live="polite"
      data-testid="page-loading"
    >
      <Spinner size={32} />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
