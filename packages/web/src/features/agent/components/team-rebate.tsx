import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { PagedReport } from '@/shared/ui/paged-report';
import { RangePresets } from '@/shared/ui/range-presets';
import { Totals } from '@/shared/ui/totals';
import styles from '@/shared/ui/report.module.css';
import { useTeamRebate } from '@/features/agent/api/team';
import team from '@/features/agent/components/team.module.css';

/**
 * Team rebate income (/m/member/teamRebate): for the chosen days, each direct
 * downline's team turnover (its own bets and its whole team's) and what the agent
 * earns on it at its own rate less the downline's; the totals over every downline.
 */
export function TeamRebate() {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const { preset, range, setPreset } = useRangeFilters();
  const income = useTeamRebate(range);

  return (
    <div className={styles.page}>
      <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
      <PagedReport
        query={income}
        rowsOf={(page) => page.rows}
        label={t('title_team_rebate')}
        emptyText={t('team_rebate_empty')}
        header={(first) => (
          <>
            <p className={team.hint}>{t('team_rebate_hint', { rate: first.ownRate })}</p>
            <Totals
              label={t('records_totals')}
              items={[
                { label: t('team_turnover'), amount: first.turnover },
                { label: t('team_income'), amount: first.income, testId: 'team-income' },
              ]}
            />
          </>
        )}
      >
        {(row) => (
          <li key={row.userName} className={styles.row} data-testid="team-rebate-row">
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{row.userName}</span>
              <span className={styles.amount}>{formatMoney(row.income)}</span>
            </div>
            <dl className={team.figures}>
              <div>
                <dt>{t('team_turnover')}</dt>
                <dd>{formatMoney(row.turnover)}</dd>
              </div>
              <div>
                <dt>{t('team_margin')}</dt>
                <dd>{t('team_rate_percent', { rate: row.marginRate })}</dd>
              </div>
            </dl>
            <p className={styles.rowMeta}>{t('team_downline_rate', { rate: row.rebateRate })}</p>
          </li>
        )}
      </PagedReport>
    </div>
  );
}
