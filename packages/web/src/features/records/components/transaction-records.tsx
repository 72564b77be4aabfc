import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES } from '@kalaro/contract/records-rules';
import type { LedgerType } from '@kalaro/contract/records-rules';
import { formatSignedMoney, formatMoney, isNegative } from '@/shared/format/money';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { useTransactions } from '@/features/records/api/get-transactions';
import { formatRecordTime, readLedgerTypes } from '@/features/records/model';
import { PagedReport } from '@/shared/ui/paged-report';
import { RangePresets } from '@/shared/ui/range-presets';
import { Totals } from '@/shared/ui/totals';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import styles from '@/shared/ui/report.module.css';

export const LEDGER_TYPE_KEYS = {
  deposit: 'records_type_deposit',
  withdraw: 'records_type_withdraw',
  bet: 'records_type_bet',
  win: 'records_type_win',
  refund: 'records_type_refund',
  bonus: 'records_type_bonus',
  transfer: 'records_type_transfer',
  adjustment: 'records_type_adjustment',
} as const satisfies Record<LedgerType, string>;

/**
 * The account record (/m/transaction/record): the member's wallet movements,
 * newest first, over a date-range preset and a type filter (`?types=bet,win`
 * is respected), with credits, debits and net over every page.
 */
export function TransactionRecords() {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const { search, preset, range, setPreset, setParam } = useRangeFilters();
  const types = readLedgerTypes(search);
  const type = types.length === 1 ? types[0] : undefined;
  const records = useTransactions({ ...range, types });

  return (
    <div className={styles.page}>
      <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
      <label className={styles.filter}>
        <span>{t('records_type')}</span>
        <select
          value={types.length > 1 ? types.join(',') : (type ?? '')}
          onChange={(event) => setParam('types', event.target.value || null)}
        >
          <option value="">{t('records_all_types')}</option>
          {types.length > 1 && <option value={types.join(',')}>{t('records_chosen_types')}</option>}
          {LEDGER_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(LEDGER_TYPE_KEYS[value])}
            </option>
          ))}
        </select>
      </label>

      <PagedReport
        query={records}
        rowsOf={(page) => page.list}
        label={t('title_account_record')}
        emptyText={t('records_transactions_empty')}
        header={(first) => (
          <Totals
            label={t('records_totals')}
            items={[
              { label: t('records_credits'), amount: first.totals.credits },
              { label: t('records_debits'), amount: first.totals.debits },
              {
                label: t('records_net'),
                amount: first.totals.net,
                signed: true,
                testId: 'records-net',
              },
            ]}
          />
        )}
        count={(first) => t('records_count', { count: first.total })}
      >
        {(row) => (
          <li key={row.id} className={styles.row} data-testid="transaction-row">
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{t(LEDGER_TYPE_KEYS[row.type])}</span>
              <span className={styles.amount} data-tone={isNegative(row.amount) ? 'loss' : 'gain'}>
                {formatSignedMoney(row.amount)}
              </span>
            </div>
            <div className={styles.rowMeta}>
              <time dateTime={row.createdAt}>{formatRecordTime(row.createdAt, locale)}</time>
              <span>{t('records_balance_after', { amount: formatMoney(row.balanceAfter) })}</span>
            </div>
            {row.reference && <p className={styles.reference}>{row.reference}</p>}
          </li>
        )}
      </PagedReport>
    </div>
  );
}
