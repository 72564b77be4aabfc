import { useTranslation } from 'react-i18next';
import type { Notice } from '@kalaro/contract/content';
import { SafeHtml } from '@/shared/ui/safe-html';
import styles from '@/features/auth/components/register-notices.module.css';

/**
 * The operator's announcements on the registration page (group m_reg): a welcome
 * offer, the rules of the day. Extra to the form: if they cannot be loaded the
 * page shows the form alone (the screen waits for them with the form's settings,
 * so the form does not move down when they arrive).
 */
export function RegisterNotices({ notices }: { notices: readonly Notice[] | undefined }) {
  const { t } = useTranslation();
  if (!notices || notices.length === 0) return null;
  return (
    <aside className={styles.notices} aria-label={t('register_notices')}>
      {notices.map((notice) => (
        <section key={notice.id} aria-labelledby={`register-notice-${notice.id}`}>
          <h2 id={`register-notice-${notice.id}`} className={styles.title}>
            {notice.title}
          </h2>
          <SafeHtml html={notice.content} className={styles.content} />
        </section>
      ))}
    </aside>
  );
}
