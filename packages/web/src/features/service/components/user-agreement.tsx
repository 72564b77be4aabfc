import { useTranslation } from 'react-i18next';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { useUserAgreement } from '@/features/service/api/get-user-agreement';
import { agreementAge } from '@/features/service/model';
import styles from '@/features/service/components/service.module.css';

/** /m/useragreement: the age statement (18 or 21 per operator) and the operator's text. */
export function UserAgreement() {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const agreement = useUserAgreement(language);

  return (
    <QueryState query={agreement} failedTitle={t('agreement_load_failed')} failedReason={false}>
      {({ ageLimit, operatorName, html }) => {
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
      }}
    </QueryState>
  );
}
