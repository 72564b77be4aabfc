import { useTranslation } from 'react-i18next';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { AlertIcon } from '@/shared/ui/icons';
import { PageLoading } from '@/shared/ui/page-loading';
import { SafeHtml } from '@/shared/ui/safe-html';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import { useUserAgreement } from '@/features/service/api/get-user-agreement';
import { agreementAge } from '@/features/service/model';
import styles from '@/features/service/components/service.module.css';

/** /m/useragreement: the age statement (18 or 21 per operator) and the operator's text. */
export function UserAgreement() {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const agreement = useUserAgreement(language);

  if (agreement.isPending) return <PageLoading />;
  if (agreement.isError) {
    return (
      <StatusPage icon={<AlertIcon size={40} />} title={t('agreement_load_failed')} tone="danger">
        <button type="button" className={button.button} onClick={() => void agreement.refetch()}>
          {t('retry')}
        </button>
      </StatusPage>
    );
  }
  const { ageLimit, operatorName, html } = agreement.data;
  return (
    <article className={styles.page} aria-labelledby="agreement-heading">
      <h2 id="agreement-heading" className={styles.heading}>
        {t('agreement_heading', { operator: operatorName })}
      </h2>
      <p className={styles.age} data-testid="agreement-age">
        <span className={styles.ageBadge} aria-hidden="true">
          {agreementAge(ageLimit)}+
        </span>
        {t('agreement_age', { age: agreementAge(ageLimit) })}
      </p>
      <SafeHtml html={html} className={styles.agreement} />
    </article>
  );
}
