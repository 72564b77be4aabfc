import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, toMinor } from '@/shared/format/money';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import button from '@/shared/ui/button.module.css';
import { QueryState } from '@/shared/ui/query-state';
import { useDeposit } from '@/features/deposit/api/get-deposit';
import { STATUS_TONE } from '@/features/deposit/model';
import styles from '@/features/deposit/components/deposit.module.css';

interface Props {
  id: string;
  newDepositPath: string;
  recordPath: string;
  /** Called once the request is approved (the app reads the balance again). */
  onApproved?: () => void;
}

/** The status of one deposit request, asked again while it is pending. */
export function DepositStatus({ id, newDepositPath, recordPath, onApproved }: Props) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const request = useDeposit(id, language);
  const status = request.data?.status;
  useEffect(() => {
    if (status === 'approved') onApproved?.();
  }, [status, onApproved]);

  return (
    <QueryState
      query={request}
      failedTitle={t('deposit_status_failed')}
      retry={false}
      failedActions={
        <Link to={newDepositPath} className={button.button}>
          {t('deposit_new')}
        </Link>
      }
    >
      {(r) => {
        const when = new Intl.DateTimeFormat(HTML_LANG[language], {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(r.createdAt));

        return (
          <div className={styles.page}>
            <section
              className={styles.statusCard}
              data-tone={STATUS_TONE[r.status]}
              aria-labelledby="deposit-status-title"
            >
              <p className={styles.badge} data-tone={STATUS_TONE[r.status]}>
                {t(`deposit_status_${r.status}`)}
              </p>
              <h2 id="deposit-status-title" className={styles.statusTitle}>
                {t(`deposit_status_title_${r.status}`)}
              </h2>
              <p className={styles.statusText} role="status">
                {t(`deposit_status_text_${r.status}`, { amount: formatMoney(r.credit) })}
              </p>
              {r.note && (
                <p className={styles.statusNote}>
                  {t('deposit_note')}: {r.note}
                </p>
              )}
            </section>
            <dl className={styles.summary}>
              <div>
                <dt>{t('deposit_method')}</dt>
                <dd>{r.channelName}</dd>
              </div>
              <div>
                <dt>{t('deposit_amount')}</dt>
                <dd>{formatMoney(r.amount)}</dd>
              </div>
              <div>
                <dt>{t('deposit_fee')}</dt>
                <dd>{toMinor(r.fee) > 0 ? `−${formatMoney(r.fee)}` : t('deposit_free')}</dd>
              </div>
              {toMinor(r.bonus) > 0 && (
                <div>
                  <dt>{t('deposit_bonus_label')}</dt>
                  <dd>+{formatMoney(r.bonus)}</dd>
                </div>
              )}
              <div className={styles.total}>
                <dt>{t('deposit_credit')}</dt>
                <dd>{formatMoney(r.credit)}</dd>
              </div>
              <div>
                <dt>{t('deposit_created')}</dt>
                <dd>{when}</dd>
              </div>
              {r.account && (
                <div>
                  <dt>{t('deposit_pay_to')}</dt>
                  <dd>
                    {r.account.bankName} · {r.account.accountNumber}
                  </dd>
                </div>
              )}
            </dl>
            <div className={styles.actions}>
              <Link to={recordPath} className={`${button.button} ${button.secondary}`}>
                {t('deposit_record_link')}
              </Link>
              <Link to={newDepositPath} className={button.button}>
                {t('deposit_new')}
              </Link>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
