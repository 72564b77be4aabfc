import { useTranslation } from 'react-i18next';
import { InboxIcon } from '@/shared/ui/icons';
import styles from '@/shared/ui/no-data.module.css';

/** Empty-list placeholder: an icon and a text (plain content, no live region). */
export function NoData({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.noData} data-testid="no-data">
      <span className={styles.icon}>
        <InboxIcon size={40} />
      </span>
      <p className={styles.text}>{text ?? t('no_data')}</p>
    </div>
  );
}
