import { useTranslation } from 'react-i18next';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { BetRow } from '@/shared/ui/bet-row';
import { PagedReport } from '@/shared/ui/paged-report';
import { RangePresets } from '@/shared/ui/range-presets';
import { Totals } from '@/shared/ui/totals';
import styles from '@/shared/ui/report.module.css';
import { useTeamBets } from '@/features/agent/api/team';
import { TeamSearch, useTeamSearch } from '@/features/agent/components/team-search';

/**
 * Team betting (/m/teamBetting): every bet of the agent's whole team over the
 * chosen days, newest first, searchable by bettor, with stake, win and the team's
 * result over every page.
 */
export function TeamBets() {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const language = useDebouncedLanguage();
  const { search, preset, range, setPreset, setParam } = useRangeFilters();
  const { text, userName, onChange } = useTeamSearch(search, setParam);
  const bets = useTeamBets({ ...range, userName, language });

  return (
    <div className={styles.page}>
      <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
      <TeamSearch text={text} onChange={onChange} />
      <PagedReport
        query={bets}
        rowsOf={(page) => page.list}
        label={t('title_team_betting')}
        emptyText={t('team_bets_empty')}
        header={(first) => (
          <Totals
            label={t('records_totals')}
            items={[
              { label: t('records_stake'), amount: first.totals.stake },
              { label: t('records_win'), amount: first.totals.win },
              {
                label: t('team_result'),
                amount: first.totals.net,
                signed: true,
                testId: 'team-bets-net',
              },
            ]}
          />
        )}
        count={(first) => t('records_bet_count', { count: first.totals.betCount })}
      >
        {(bet) => (
          <BetRow
            key={bet.id}
            title={`${bet.userName} · ${bet.gameName}`}
            bet={bet}
            locale={locale}
            testId="team-bet"
          />
        )}
      </PagedReport>
    </div>
  );
}
