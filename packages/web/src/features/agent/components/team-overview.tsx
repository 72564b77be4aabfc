import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatSignedMoney, isNegative } from '@/shared/format/money';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { RangePresets } from '@/shared/ui/range-presets';
import styles from '@/shared/ui/report.module.css';
import { useTeamOverview } from '@/features/agent/api/team';
import { TEAM_TOOL_PATHS } from '@/features/agent/model';
import team from '@/features/agent/components/team.module.css';

interface Figure {
  key: string;
  label: string;
  value: string;
  tone?: 'gain' | 'loss';
}

function Figures({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <dl className={team.grid} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.key} data-testid={`team-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd data-tone={figure.tone}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Team overview (/m/agent/team/overview): the team's shape and balance now, and
 * for the chosen days its registrations, bettors, money in and out and result,
 * with the way to the other team tools.
 */
export function TeamOverview() {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const { preset, range, setPreset } = useRangeFilters();
  const overview = useTeamOverview(range);
  const count = (n: number) => n.toLocaleString(locale);

  return (
    <div className={styles.page}>
      <QueryState query={overview} keepData>
        {(data) => (
          <>
            <h2 className={team.heading}>{t('team_now')}</h2>
            <Figures
              label={t('team_now')}
              figures={[
                { key: 'size', label: t('team_size'), value: count(data.teamSize) },
                {
                  key: 'direct',
                  label: t('team_direct_members'),
                  value: count(data.directMembers),
                },
                { key: 'agents', label: t('team_agents'), value: count(data.agents) },
                { key: 'players', label: t('team_players'), value: count(data.players) },
                { key: 'levels', label: t('team_levels'), value: count(data.levels) },
                {
                  key: 'balance',
                  label: t('team_total_balance'),
                  value: formatMoney(data.teamBalance),
                },
              ]}
            />
            <h2 className={team.heading}>{t('team_period')}</h2>
            <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
            <Figures
              label={t('team_period')}
              figures={[
                {
                  key: 'registrations',
                  label: t('team_registrations'),
                  value: count(data.registrations),
                },
                { key: 'bettors', label: t('team_bettors'), value: count(data.bettors) },
                {
                  key: 'deposits',
                  label: t('team_deposits'),
                  value: formatMoney(data.deposits),
                },
                {
                  key: 'withdrawals',
                  label: t('team_withdrawals'),
                  value: formatMoney(data.withdrawals),
                },
                {
                  key: 'stake',
                  label: t('team_turnover'),
                  value: formatMoney(data.bets.stake),
                },
                {
                  key: 'net',
                  label: t('team_result'),
                  value: formatSignedMoney(data.bets.net),
                  tone: isNegative(data.bets.net) ? 'loss' : 'gain',
                },
              ]}
            />
            <nav className={team.links} aria-label={t('team_tools')}>
              <Link className={team.link} to={TEAM_TOOL_PATHS.members}>
                {t('title_team_management')}
              </Link>
              <Link className={team.link} to={TEAM_TOOL_PATHS.pnl}>
                {t('title_team_pnl')}
              </Link>
              <Link className={team.link} to={TEAM_TOOL_PATHS.betting}>
                {t('title_team_betting')}
              </Link>
              <Link className={team.link} to={TEAM_TOOL_PATHS.rebate}>
                {t('title_team_rebate')}
              </Link>
            </nav>
          </>
        )}
      </QueryState>
    </div>
  );
}
