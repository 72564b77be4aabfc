import { useTranslation } from 'react-i18next';
import type { DepositRecordsValue, WithdrawRecordsValue } from '@kalaro/contract/payments';
import { DEPOSIT_STATUSES, type DepositStatus } from '@kalaro/contract/payments-rules';
import { formatMoney } from '@/shared/format/money';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { PagedReport } from '@/shared/ui/paged-report';
import { SegmentedTabs } from '@/shared/ui/tabs';
import {
  useDepositRecords,
  useWithdrawRecords,
  type PaymentKind,
} from '@/features/records/api/get-payment-records';
import { formatRecordTime } from '@/features/records/model';
import { RangePresets } from '@/shared/ui/range-presets';
import { Totals } from '@/shared/ui/totals';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import styles from '@/shared/ui/report.module.css';

const readPaymentStatus = (search: URLSearchParams): DepositStatus | undefined => {
  const value = search.get('status');
  return (DEPOSIT_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as DepositStatus)
    : undefined;
};

/** A page's deposits or withdrawals, as the list shows them. */
const paymentRows = (page: DepositRecordsValue | WithdrawRecordsValue) =>
  page.list.map((row) => ({
    id: row.id,
    status: row.status,
    amount: row.amount,
    note: row.note,
    createdAt: row.createdAt,
    what: 'channelName' in row ? row.channelName : `${row.card.bankName} ${row.card.maskedNumber}`,
    credit: 'credit' in row ? row.credit : null,
  }));

/**
 * The deposit record (/m/vouReport) and the withdraw record (/m/withdrawReport):
 * the member's requests, newest first, by status (`?status=`) and date-range
 * preset, with the approved total over every page and the operator's note.
 */
export function PaymentRecords({ kind }: { kind: PaymentKind }) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const locale = HTML_LANG[language];
  const { search, preset, range, setPreset, setParam } = useRangeFilters();
  const status = readPaymentStatus(search);
  const filter = { ...range, status, language };
  const deposits = useDepositRecords(filter, kind === 'deposit');
  const withdrawals = useWithdrawRecords(filter, kind === 'withdraw');
  const records = kind === 'deposit' ? deposits : withdrawals;

  return (
    <div className={styles.page}>
      <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
      <SegmentedTabs
        label={t('records_status')}
        value={status ?? 'all'}
        options={[
          { value: 'all', label: t('records_payment_all') },
          ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`records_payment_${s}`) })),
        ]}
        onChange={(next) => setParam('status', next === 'all' ? null : next)}
      />
      <PagedReport
        query={records}
        rowsOf={paymentRows}
        label={t(kind === 'deposit' ? 'title_deposit_record' : 'title_withdraw_record')}
        emptyText={t(kind === 'deposit' ? 'records_deposits_empty' : 'records_withdrawals_empty')}
        header={(first) => (
          <Totals
            label={t('records_totals')}
            items={[
              {
                label: t('records_approved_total', { count: first.totals.approvedCount }),
                amount: first.totals.approvedAmount,
              },
            ]}
          />
        )}
        count={(first) => t('records_count', { count: first.total })}
      >
        {(row) => (
          <li key={row.id} className={styles.row} data-testid="payment-row">
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{row.what}</span>
              <span className={styles.amount}>{formatMoney(row.amount)}</span>
            </div>
            <div className={styles.rowMeta}>
              <time dateTime={row.createdAt}>{formatRecordTime(row.createdAt, locale)}</time>
              <span className={styles.status} data-status={row.status}>
                {t(`records_payment_${row.status}`)}
              </span>
            </div>
            {row.credit !== null && row.status === 'approved' && (
              <p className={styles.reference}>
                {t('records_credited', { amount: formatMoney(row.credit) })}
              </p>
            )}
            {row.note && (
              <p className={styles.reference}>{t('records_payment_note', { note: row.note })}</p>
            )}
          </li>
        )}
      </PagedReport>
    </div>
  );
}
