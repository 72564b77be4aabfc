import { useTranslation } from 'react-i18next';
import type { AgentPayout, ContractKind } from '@kalaro/contract/agent';
import { formatMoney } from '@/shared/format/money';
import report from '@/shared/ui/report.module.css';
import { useAgentPayouts } from '@/features/agent/api/payouts';
import { PAYOUT_BADGE, PAYOUT_STATUS_KEYS } from '@/features/agent/model';
import styles from '@/features/agent/components/agent-pages.module.css';

/** A payout's status badge, and the operator's reason when it was rejected. */
export function PayoutStatus({ payout }: { payout: AgentPayout }) {
  const { t } = useTranslation();
  return (
    <>
      <span
        className={report.status}
        data-status={PAYOUT_BADGE[payout.status]}
        data-testid="payout-status"
      >
        {t(PAYOUT_STATUS_KEYS[payout.status])}
      </span>
      {payout.status === 'rejected' && payout.rejectReason && (
        <span className={styles.meta}>
          {t('payout_reject_reason', { reason: payout.rejectReason })}
        </span>
      )}
    </>
  );
}

/**
 * What a contract has paid: the latest periods with their amount and
 * whether each was paid, waits for the operator's review, or was rejected.
 */
export function PayoutList({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const payouts = useAgentPayouts({ kind, pageSize: 10 });
  return (
    <section className={styles.card} aria-labelledby="contract-payouts" data-testid="payouts">
      <h2 id="contract-payouts" className={styles.cardTitle}>
        {t('payouts_title')}
      </h2>
      {payouts.isPending ? (
        <p className={styles.meta}>{t('payouts_loading')}</p>
      ) : payouts.isError ? (
        <p className={styles.meta}>{t('payouts_load_failed')}</p>
      ) : payouts.data.list.length === 0 ? (
        <p className={styles.meta}>{t('payouts_none')}</p>
      ) : (
        <ul className={report.list} aria-label={t('payouts_title')}>
          {payouts.data.list.map((payout) => (
            <li key={payout.id} className={report.row} data-testid="payout">
              <div className={report.rowMain}>
                <span className={report.rowTitle}>{payout.period}</span>
                <span>{formatMoney(payout.amount)}</span>
              </div>
              <div className={report.rowMeta}>
                <PayoutStatus payout={payout} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.meta}>{t('payouts_hint')}</p>
    </section>
  );
}
