import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfitAndLossValue } from '@kalaro/contract/wallet-records';
import type { DateRange } from '@/shared/format/date-range';
import { formatMoney, formatSignedMoney, isNegative } from '@/shared/format/money';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { useProfitAndLoss } from '@/features/records/api/get-profit-and-loss';
import { BET_CATEGORIES, formatDay } from '@/features/records/model';
import { RangePresets } from '@/shared/ui/range-presets';
import { Totals } from '@/shared/ui/totals';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import styles from '@/shared/ui/report.module.css';

interface Row {
  key: string;
  label: string;
  betCount: number;
  stake: string;
  win: string;
  net: string;
}

interface Props {
  /** Whose report: the member's own (default), or another source of the same shape (the agent's team). */
  useReport?: (range: DateRange) => UseQueryResult<ProfitAndLossValue>;
}

/**
 * Profit and loss (/m/profitandloss, and the team's at /m/agent/team/pnl): the
 * result over a date-range preset, in total, per day (newest first) and per game
 * category.
 */
export function ProfitLoss({ useReport = useProfitAndLoss }: Props) {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const { preset, range, setPreset } = useRangeFilters();
  const report = useReport(range);

  const categoryName = (gameType: string) => {
    const category = BET_CATEGORIES.find((c) => c === gameType);
    return category ? t(`category_${category}`) : gameType;
  };

  return (
    <div className={styles.page}>
      <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
      <QueryState query={report}>
        {(data) => (
          <>
            <Totals
              label={t('records_totals')}
              items={[
                { label: t('records_stake'), amount: data.totals.stake },
                { label: t('records_win'), amount: data.totals.win },
                {
                  label: t('records_net'),
                  amount: data.totals.net,
                  signed: true,
                  testId: 'records-net',
                },
              ]}
            />
            {data.days.length === 0 ? (
              <NoData text={t('records_pnl_empty')} />
            ) : (
              <>
                <ResultTable
                  caption={t('records_by_category')}
                  head={t('records_category')}
                  rows={data.categories.map((row) => ({
                    ...row,
                    key: row.gameType,
                    label: categoryName(row.gameType),
                  }))}
                />
                <ResultTable
                  caption={t('records_by_day')}
                  head={t('records_day')}
                  rows={data.days.map((row) => ({
                    ...row,
                    key: row.date,
                    label: formatDay(row.date, locale),
                  }))}
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function ResultTable({ caption, head, rows }: { caption: string; head: string; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">{t('records_bets')}</th>
            <th scope="col">{t('records_stake')}</th>
            <th scope="col">{t('records_net')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.betCount}</td>
              <td>{formatMoney(row.stake)}</td>
              <td data-tone={isNegative(row.net) ? 'loss' : 'gain'}>
                {formatSignedMoney(row.net)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
