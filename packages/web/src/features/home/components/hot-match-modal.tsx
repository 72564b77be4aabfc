import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '@kalaro/contract/content';
import { formatMatchTime } from '@/features/home/model';
import { TeamBadge } from '@/features/home/components/team-badge';
import type { AppLanguage } from '@/shared/i18n/language';
import { ClearIcon } from '@/shared/ui/screen-icons';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import styles from '@/features/home/components/hot-match-modal.module.css';

interface Props {
  open: boolean;
  matches: readonly HotMatch[];
  cdn: string;
  language: AppLanguage;
  onPlay: (match: HotMatch) => Promise<void> | void;
  onClose: () => void;
}

/**
 * The hot-match modal: every match with its league, teams and
 * badges, kick-off (month/day hour:minute), 'VS' and a Play button that launches
 * the match's game. A modal `<dialog>`: focus is trapped and Escape closes it.
 */
export function HotMatchModal({ open, matches, cdn, language, onPlay, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open, { onCancel: onClose });
  const titleId = useId();
  const [pending, setPending] = useState<number | null>(null);

  const play = async (match: HotMatch) => {
    setPending(match.id);
    try {
      await onPlay(match);
    } finally {
      setPending(null);
    }
  };

  return (
    <dialog {...dialog} className={styles.modal} aria-labelledby={titleId}>
      <header className={styles.modalHeader}>
        <h2 id={titleId} className={styles.modalTitle}>
          {t('home_hot_matches')}
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('close')}
          onClick={onClose}
        >
          <ClearIcon size={20} />
        </button>
      </header>
      <ul className={styles.matchList}>
        {matches.map((match) => {
          const time = formatMatchTime(match.matchTime, language);
          return (
            <li key={match.id} className={styles.match}>
              <p className={styles.league}>{match.league}</p>
              <div className={styles.fixture}>
                <span className={styles.side}>
                  <TeamBadge cdn={cdn} path={match.homeTeamImageUrl} size={40} />
                  <span className={styles.sideName}>{match.homeTeam}</span>
                </span>
                <span className={styles.centre}>
                  <time className={styles.kickOff} dateTime={match.matchTime}>
                    {time}
                  </time>
                  <span className={styles.bigVs}>{t('home_vs')}</span>
                </span>
                <span className={styles.side}>
                  <TeamBadge cdn={cdn} path={match.awayTeamImageUrl} size={40} />
                  <span className={styles.sideName}>{match.awayTeam}</span>
                </span>
              </div>
              <button
                type="button"
                className={styles.playButton}
                aria-label={t('home_hot_match_play', {
                  home: match.homeTeam,
                  away: match.awayTeam,
                })}
                aria-busy={pending === match.id}
                disabled={pending !== null}
                onClick={() => void play(match)}
              >
                {t('home_play')}
              </button>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
