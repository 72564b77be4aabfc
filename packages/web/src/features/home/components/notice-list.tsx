import { useTranslation } from 'react-i18next';
import { formatNoticeDate } from '@/features/home/model';
import { useHomeAnnouncements } from '@/features/home/api/get-announcements';
import { resolveLanguage } from '@/shared/i18n/language';
import { AlertIcon } from '@/shared/ui/icons';
import { NoData } from '@/shared/ui/no-data';
import { PageLoading } from '@/shared/ui/page-loading';
import { SafeHtml } from '@/shared/ui/safe-html';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import styles from '@/features/home/components/notice-list.module.css';

/** /m/notice: every player notice with its title, date and sanitised content. */
export function NoticeList() {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const { data, isPending, isError, refetch, isFetching } = useHomeAnnouncements();

  if (isPending) return <PageLoading />;
  if (isError && !data) {
    return (
      <StatusPage
        testId="notice-error"
        icon={<AlertIcon size={44} />}
        tone="danger"
        title={t('notice_load_failed')}
      >
        <button
          type="button"
          className={button.button}
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          {t('retry')}
        </button>
      </StatusPage>
    );
  }
  if (data.notices.length === 0) return <NoData text={t('home_no_notice')} />;

  return (
    <ul className={styles.list}>
      {data.notices.map((notice) => (
        <li key={notice.id}>
          <article className={styles.notice} aria-labelledby={`notice-${notice.id}`}>
            <h2 id={`notice-${notice.id}`} className={styles.title}>
              {notice.title}
            </h2>
            <time className={styles.date} dateTime={notice.startDate}>
              {formatNoticeDate(notice.startDate, language)}
            </time>
            <SafeHtml html={notice.content} className={styles.content} />
          </article>
        </li>
      ))}
    </ul>
  );
}
