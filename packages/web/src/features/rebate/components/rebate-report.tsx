import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import button from '@/shared/ui/button.module.css';
import { useRebateRecords } from '@/features/rebate/api/get-rebate-records';
import { formatDateTime, type ReportRange } from '@/features/rebate/model';
import { CategoryTable } from '@/features/rebate/components/category-table';
import styles from '@/features/rebate/components/rebate.module.css';

interface Props {
  range: ReportRange;
  /** The date-range control, above the list. */
  filters: ReactNode;
}

/**
 * Rebate report: the rebates paid in a date range, newest first, each with its
 * figures per category; totals over the whole range; more pages on request.
 */
export function RebateReport({ range, filters }: Props) {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const records = useRebateRecords(range);

  return (
    <div className={styles.page}>
      {filters}
      <QueryState
        query={records}
        failedTitle={t('rebate_report_failed')}
        isEmpty={(data) => data.pages[0]!.total === 0}
        emptyText={t('rebate_report_empty')}
      >
        {(data) => {
          const first = data.pages[0]!;
          const list = data.pages.flatMap((page) => page.list);
          return (
            <>
              <dl className={styles.totals} aria-label={t('rebate_report_totals')}>
                <div>
                  <dt>{t('rebate_report_count')}</dt>
                  <dd data-testid="rebate-report-count">{first.total}</dd>
                </div>
                <div>
                  <dt>{t('rebate_turnover')}</dt>
                  <dd>{formatMoney(first.totals.turnover)}</dd>
                </div>
                <div>
                  <dt>{t('rebate_amount')}</dt>
                  <dd data-testid="rebate-report-amount">{formatMoney(first.totals.amount)}</dd>
                </div>
              </dl>
              <ul className={styles.records} aria-label={t('title_rebate_report')}>
                {list.map((record) => {
                  const titleId = `rebate-${record.id}-title`;
                  return (
                    <li key={record.id}>
                      <article
                        className={styles.record}
                        aria-labelledby={titleId}
                        data-testid="rebate-record"
                      >
                        <div className={styles.recordTop}>
                          <h2 id={titleId} className={styles.recordTitle}>
                            {formatDateTime(record.createdAt, locale)}
                          </h2>
                          <p className={styles.recordAmount}>+{formatMoney(record.amount)}</p>
                        </div>
                        <CategoryTable
                          caption={t('rebate_record_caption', {
                            turnover: formatMoney(record.turnover),
                          })}
                          categories={record.categories}
                        />
                      </article>
                    </li>
                  );
                })}
              </ul>
              {records.hasNextPage ? (
                <button
                  type="button"
                  className={`${button.button} ${button.secondary}`}
                  onClick={() => void records.fetchNextPage()}
                  disabled={records.isFetchingNextPage}
                >
                  {records.isFetchingNextPage && <Spinner size={18} />}
                  {records.isFetchingNextPage ? t('loading') : t('rebate_report_more')}
                </button>
              ) : (
                <p className={styles.footnote}>{t('rebate_report_end')}</p>
              )}
              {records.isFetchNextPageError && (
                <p className={styles.error} role="alert">
                  {t('rebate_report_more_failed')}
                </p>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
