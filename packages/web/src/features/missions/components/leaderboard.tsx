import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeaderboardRow, MissionBoard } from '@kalaro/contract/missions';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { formatMoney } from '@/shared/format/money';
import { isApiError } from '@/shared/http/api-error';
import { TrophyIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import { useLeaderboard } from '@/features/missions/api/get-leaderboard';
import { clockSkew, countdown, rankRange } from '@/features/missions/model';
import styles from '@/features/missions/components/leaderboard.module.css';

/** Time left in the period, ticking each second (a timer: not read out on every tick). */
function PeriodCountdown({ endsAt, skew }: { endsAt: string; skew: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = countdown(endsAt, now, skew);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return (
    <p className={styles.countdown}>
      <span className={styles.countdownLabel}>{t('leaderboard_ends_in')}</span>{' '}
      <time role="timer" dateTime={endsAt} data-testid="leaderboard-countdown">
        {left.ended
          ? t('leaderboard_ended')
          : left.days > 0
            ? t('leaderboard_countdown', { days: left.days, time })
            : time}
      </time>
    </p>
  );
}

function Row({ row }: { row: LeaderboardRow }) {
  const { t } = useTranslation();
  return (
    <tr data-me={row.me || undefined} data-testid={row.me ? 'leaderboard-me' : 'leaderboard-row'}>
      <td className={styles.rank} data-top={row.rank <= 3 ? row.rank : undefined}>
        {row.rank}
      </td>
      <th scope="row" className={styles.account}>
        {row.account}
        {row.me && <span className={styles.youBadge}>{t('leaderboard_you')}</span>}
      </th>
      <td>{formatMoney(row.score)}</td>
      <td>{row.prize ? formatMoney(row.prize) : '–'}</td>
    </tr>
  );
}

function Board({ board, skew }: { board: MissionBoard; skew: number }) {
  const { t } = useTranslation();
  const titleId = `mission-${board.id}-title`;
  const metric = t(board.metric === 'turnover' ? 'leaderboard_turnover' : 'leaderboard_winnings');
  const inTop = board.top.some((row) => row.me);
  return (
    <section className={styles.board} aria-labelledby={titleId} data-testid="mission">
      <header className={styles.boardHead}>
        <span className={styles.trophy} aria-hidden="true">
          <TrophyIcon size={22} />
        </span>
        <div>
          <h2 id={titleId} className={styles.title}>
            {board.title}
          </h2>
          <p className={styles.meta}>
            {t(board.period === 'weekly' ? 'leaderboard_weekly' : 'leaderboard_daily')} ·{' '}
            {t('leaderboard_participants', { count: board.participants })}
          </p>
        </div>
      </header>
      <PeriodCountdown endsAt={board.endsAt} skew={skew} />
      <ul className={styles.prizes} aria-label={t('leaderboard_prizes')}>
        {board.prizes.map((prize) => (
          <li key={prize.fromRank}>
            <span>{t('leaderboard_rank_label', { rank: rankRange(prize) })}</span>
            <strong>{formatMoney(prize.amount)}</strong>
          </li>
        ))}
      </ul>
      {board.top.length === 0 ? (
        <p className={styles.empty}>{t('leaderboard_empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t('leaderboard_table_caption', { title: board.title })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('leaderboard_rank')}</th>
              <th scope="col">{t('leaderboard_player')}</th>
              <th scope="col">{metric}</th>
              <th scope="col">{t('leaderboard_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {board.top.map((row) => (
              <Row key={`${row.rank}-${row.account}`} row={row} />
            ))}
          </tbody>
        </table>
      )}
      {!inTop && (
        <p className={styles.mine} data-testid="leaderboard-mine">
          {board.mine.rank === null
            ? t('leaderboard_not_ranked')
            : t('leaderboard_my_rank', {
                rank: board.mine.rank,
                score: formatMoney(board.mine.score),
              })}
        </p>
      )}
      {board.description && (
        <details className={styles.rules}>
          <summary>{t('leaderboard_rules')}</summary>
          <SafeHtml html={board.description} />
        </details>
      )}
    </section>
  );
}

/** No MISSION promotion runs: nothing to retry, say so and lead back. */
function LeaderboardClosed() {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<TrophyIcon size={40} />} title={t('leaderboard_closed_title')}>
      <p>{t('leaderboard_closed_text')}</p>
      <Link className={button.button} to="/m/mine">
        {t('leaderboard_to_member_centre')}
      </Link>
    </StatusPage>
  );
}

const closed = (error: unknown) =>
  isApiError(error) && error.errorCode === 'missions.unavailable' ? (
    <LeaderboardClosed />
  ) : undefined;

/**
 * Mission leaderboard: each running mission with its period countdown, prizes
 * per rank and the top ranks (other members' names masked by the server); the
 * member's own row is highlighted, or shown under the board when below the top.
 */
export function Leaderboard() {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const board = useLeaderboard(language);

  return (
    <QueryState
      query={board}
      failedTitle={t('leaderboard_load_failed')}
      failure={closed}
      isEmpty={(data) => data.missions.length === 0}
      emptyText={t('leaderboard_no_missions')}
    >
      {({ missions, serverTime }) => {
        const skew = clockSkew(serverTime, board.dataUpdatedAt);
        return (
          <div className={styles.page}>
            {missions.map((mission) => (
              <Board key={mission.id} board={mission} skew={skew} />
            ))}
          </div>
        );
      }}
    </QueryState>
  );
}
