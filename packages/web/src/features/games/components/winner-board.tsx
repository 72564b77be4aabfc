import { useTranslation } from 'react-i18next';
import type { GameType } from '@kalaro/contract/games';
import { useWinners } from '@/features/games/api/get-winners';
import { formatMoney } from '@/shared/format/money';
import type { AppLanguage } from '@/shared/i18n/language';
import { TrophyIcon } from '@/shared/ui/icons';
import centre from '@/features/games/components/game-centre.module.css';
import styles from '@/features/games/components/winner-board.module.css';

/**
 * The winner board: the week's biggest wins of real players in
 * the screen's categories, the largest first, each with the masked player, the game and the amount. Under the
 * game centres' sections, so it moves nothing when it arrives.
 */
export function WinnerBoard({
  language,
  categories,
}: {
  language: AppLanguage;
  /** The categories whose wins it shows; none: every category. */
  categories: readonly GameType[];
}) {
  const { t } = useTranslation();
  const winners = useWinners(language, categories);
  return (
    <section className={styles.board} aria-labelledby="winner-board">
      <h2 id="winner-board" className={centre.heading}>
        <span className={centre.icon} aria-hidden="true">
          <TrophyIcon size={20} />
        </span>
        {t('winners_title')}
      </h2>
      {winners.isPending ? (
        <p className={styles.note} aria-busy="true">
          {t('winners_loading')}
        </p>
      ) : winners.isError ? (
        <p className={styles.note}>
          {t('winners_failed')}{' '}
          <button
            type="button"
            className={styles.retry}
            onClick={() => void winners.refetch()}
            disabled={winners.isFetching}
          >
            {t('retry')}
          </button>
        </p>
      ) : winners.data.length === 0 ? (
        <p className={styles.note}>{t('winners_none')}</p>
      ) : (
        <ol className={styles.list}>
          {winners.data.map((winner, index) => (
            <li key={`${winner.wonAt}-${index}`} className={styles.row}>
              <span className={styles.rank}>{index + 1}</span>
              <span className={styles.who}>
                <span className={styles.player}>{winner.player}</span>
                <span className={styles.game}>{winner.gameName}</span>
              </span>
              <span className={styles.amount}>{formatMoney(winner.winAmount)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
