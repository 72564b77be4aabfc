import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { BetRow } from '@/shared/ui/bet-row';
import { ListFooter } from '@/shared/ui/list-footer';
import { LoadFailed } from '@/shared/ui/load-failed';
import { NoData } from '@/shared/ui/no-data';
import { PageLoading } from '@/shared/ui/page-loading';
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
  const { fetchNextPage } = bets;
  const onMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const list = bets.data?.pages.flatMap((page) => page.list) ?? [];
  const first = bets.data?.pages[0];

  return (
    <div className={styles.page}>
      <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
      <TeamSearch text={text} onChange={onChange} />
      {bets.isPending ? (
        <PageLoading />
      ) : bets.isError && !bets.data ? (
        <LoadFailed
          error={bets.error}
          retrying={bets.isFetching}
          onRetry={() => void bets.refetch()}
        />
      ) : (
        <>
          {first && (
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
          {list.length === 0 ? (
            <NoData text={t('team_bets_empty')} />
          ) : (
            <>
              <p className={styles.count} role="status">
                {t('records_bet_count', { count: first?.totals.betCount ?? list.length })}
              </p>
              <ul className={styles.list} aria-label={t('title_team_betting')}>
                {list.map((bet) => (
                  <BetRow
                    key={bet.id}
                    title={`${bet.userName} · ${bet.gameName}`}
                    bet={bet}
                    locale={locale}
                    testId="team-bet"
                  />
                ))}
              </ul>
              <ListFooter
                hasMore={bets.hasNextPage}
                loadingMore={bets.isFetchingNextPage}
                failed={bets.isFetchNextPageError}
                onMore={onMore}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
