import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Application, PromotionDetail as Detail } from '@kalaro/contract/promotions';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { isApiError } from '@/shared/http/api-error';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { AlertIcon, CheckIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { SentImages } from '@/shared/ui/sent-images';
import { StatusPage } from '@/shared/ui/status-page';
import { toast } from '@/shared/ui/toast/toast-store';
import button from '@/shared/ui/button.module.css';
import { usePromotion } from '@/features/promotions/api/get-promotion';
import { promotionKeys } from '@/features/promotions/api/keys';
import { applySection, formatDate, statusKey } from '@/features/promotions/model';
import { ApplyForm } from '@/features/promotions/components/apply-form';
import styles from '@/features/promotions/components/promotions.module.css';

interface Props {
  /** From ?id=; null when missing or malformed. */
  id: number | null;
  loggedIn: boolean;
  /** What a visitor sees instead of the form (a login button). */
  loginPrompt: ReactNode;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<AlertIcon size={40} />}
      title={t('promotions_error_not_found')}
      tone="warning"
    >
      <Link to="/m/activity" className={button.button}>
        {t('promotions_back_to_list')}
      </Link>
    </StatusPage>
  );
}

function ApplicationStatus({ application, locale }: { application: Application; locale: string }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.status}
      aria-labelledby="application-title"
      data-testid="application"
    >
      <h2 id="application-title" className={styles.sectionTitle}>
        {t('promotions_your_application')}
      </h2>
      <p className={styles.statusLine}>
        <span
          className={styles.badge}
          data-status={application.status}
          data-testid="application-status"
        >
          {application.status === 'approved' && <CheckIcon size={16} />}
          {t(statusKey(application.status))}
        </span>
        <span className={styles.ends}>
          {t('promotions_applied_on', { date: formatDate(application.createdAt, locale) })}
        </span>
      </p>
      <p className={styles.comment}>{application.comment}</p>
      <SentImages images={application.images} label={t('promotions_images_label')} />
      {application.status === 'pending' && (
        <p className={styles.ends}>{t('promotions_pending_hint')}</p>
      )}
    </section>
  );
}

/** /m/activityInfo?id=: a promotion's content and, when it takes them, its application. */
/** A promotion that has ended or never was: the not-found page, not a failure. */
const notFound = (error: unknown) =>
  isApiError(error) && error.errorCode === 'promotion.not_found' ? <NotFound /> : undefined;

export function PromotionDetail({ id, loggedIn, loginPrompt }: Props) {
  const { t, i18n } = useTranslation();
  const language = useDebouncedLanguage();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const client = useQueryClient();
  const promotion = usePromotion(id, language);

  if (id === null) return <NotFound />;
  return (
    <QueryState query={promotion} failedTitle={t('promotions_load_failed')} failure={notFound}>
      {(detail) => {
        const section = applySection(detail, loggedIn);
        const applied = (application: Application) => {
          toast.success(t('promotions_applied_toast'));
          client.setQueryData<Detail>(
            promotionKeys.detail(detail.id, language),
            (d) => d && { ...d, application, canApply: false },
          );
        };
        const rejected = detail.application?.status === 'rejected' ? detail.application : null;

        return (
          <article className={styles.page} aria-labelledby="promotion-title">
            <header className={styles.detailHead}>
              <h2 id="promotion-title" className={styles.detailTitle}>
                {detail.title}
              </h2>
              <p className={styles.ends}>
                {detail.endAt
                  ? t('promotions_ends', { date: formatDate(detail.endAt, locale) })
                  : t('promotions_ongoing')}
              </p>
            </header>
            <SafeHtml html={detail.content} className={styles.content} />
            {section === 'login' && loginPrompt}
            {(section === 'pending' || section === 'approved') && detail.application && (
              <ApplicationStatus application={detail.application} locale={locale} />
            )}
            {section === 'form' && (
              <section className={styles.status}>
                {rejected && (
                  <p className={styles.rejected} data-testid="application-rejected">
                    {t('promotions_rejected_again', {
                      note: rejected.reviewNote ?? t('promotions_status_rejected'),
                    })}
                  </p>
                )}
                <ApplyForm promotionId={detail.id} onApplied={applied} />
              </section>
            )}
          </article>
        );
      }}
    </QueryState>
  );
}
