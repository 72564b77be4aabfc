import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClaimRebateValue } from '@kalaro/contract/rebate';
import { formatMoney } from '@/shared/format/money';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast/toast-store';
import button from '@/shared/ui/button.module.css';
import { useClaimRebate } from '@/features/rebate/api/claim-rebate';
import { useManualRebate } from '@/features/rebate/api/get-manual-rebate';
import { formatDateTime } from '@/features/rebate/model';
import { CategoryTable } from '@/features/rebate/components/category-table';
import styles from '@/features/rebate/components/rebate.module.css';

interface Props {
  /** A claim went through: the wallet was credited (the app refreshes the balance). */
  onClaimed: (value: ClaimRebateValue) => void;
}

/**
 * Manual rebate: the turnover per game category since the last rebate, each
 * category's rate and rebate, the total, and a claim button that credits the
 * total to the wallet once. Every figure is the server's.
 */
export function ManualRebate({ onClaimed }: Props) {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const rebate = useManualRebate();
  const claim = useClaimRebate();

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (value) => {
        toast.success(t('rebate_claimed_toast', { amount: formatMoney(value.rebate.amount) }));
        onClaimed(value);
      },
      onError: (error) => toast.error(t(errorMessageKey(error))),
    });

  return (
    <QueryState query={rebate} failedTitle={t('rebate_load_failed')}>
      {(value) => {
        return (
          <div className={styles.page}>
            <section className={styles.summary} aria-labelledby="rebate-total-label">
              <p id="rebate-total-label" className={styles.summaryLabel}>
                {t('rebate_available')}
              </p>
              <p className={styles.total} data-testid="rebate-total">
                {formatMoney(value.totals.amount)}
              </p>
              <p className={styles.summaryNote}>
                {t('rebate_turnover_total', { amount: formatMoney(value.totals.turnover) })}
              </p>
              <p className={styles.summaryNote}>
                {value.since
                  ? t('rebate_since', { date: formatDateTime(value.since, locale) })
                  : t('rebate_since_first')}
              </p>
              <button
                type="button"
                className={`${button.button} ${styles.claim}`}
                onClick={onClaim}
                disabled={!value.claimable || claim.isPending}
                aria-describedby={value.claimable ? undefined : 'rebate-nothing'}
              >
                {claim.isPending && <Spinner size={18} />}
                {claim.isPending ? t('rebate_claiming') : t('rebate_claim')}
              </button>
              {!value.claimable && (
                <p id="rebate-nothing" className={styles.summaryNote}>
                  {t('rebate_nothing_yet')}
                </p>
              )}
            </section>
            <CategoryTable caption={t('rebate_by_category')} categories={value.categories} />
            <p className={styles.footnote}>{t('rebate_rounding_note')}</p>
            <Link to="/m/member/rebateReport" className={`${button.button} ${button.secondary}`}>
              {t('title_rebate_report')}
            </Link>
          </div>
        );
      }}
    </QueryState>
  );
}
