import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '@kalaro/contract/content';
import { formatMatchTime, hotMatchBehaviour } from '@/features/home/model';
import { TeamBadge } from '@/features/home/components/team-badge';
import { HotMatchModal } from '@/features/home/components/hot-match-modal';
import { useDocumentHidden } from '@/features/home/components/use-document-hidden';
import { useReducedMotion } from '@/features/home/components/use-reduced-motion';
import { resolveLanguage } from '@/shared/i18n/language';
import { FlameIcon } from '@/shared/ui/icons';
import styles from '@/features/home/components/hot-match-ticker.module.css';

/** Height of one ticker row in px (the CSS uses the same). */
const ROW_HEIGHT = 48;

interface Props {
  /** At least one match. */
  matches: readonly HotMatch[];
  cdn: string;
  /** Launches the match's game (visitors are sent to log in). */
  onPlay: (match: HotMatch) => Promise<void> | void;
}

/**
 * The hot-match ticker: one match at a time, sliding up
 * (500 ms) to the next every 5000 ms and looping, with more than one match. It
 * stands still under reduced motion, while hidden, hovered or focused. Tapping
 * opens the hot-match modal. Loaded lazily, once the page has loaded and there are
 * matches to show.
 */
export function HotMatchTicker({ matches, cdn, onPlay }: Props) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const behaviour = hotMatchBehaviour(matches.length, useReducedMotion());
  const hidden = useDocumentHidden();
  const [index, setIndex] = useState(0);
  // How far the ticker has moved so far: rows beyond the next one have not been seen.
  const [reached, setReached] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so that closing is the dialog's own close.
  const [mounted, setMounted] = useState(false);
  const count = matches.length;

  useEffect(() => {
    if (!behaviour.autoAdvance || paused || hidden || open) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setIndex((current) => current + 1);
      setReached((current) => Math.min(current + 1, count));
    }, behaviour.advanceMs);
    return () => clearInterval(timer);
  }, [behaviour.autoAdvance, behaviour.advanceMs, paused, hidden, open, count]);

  // The list after the last match repeats the first: from there, jump back to the start unseen.
  const position = index > count ? 0 : index;
  const rows = behaviour.loop ? [...matches, matches[0]!] : matches;
  const onTransitionEnd = () => {
    if (position >= count) {
      setAnimate(false);
      setIndex(0);
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.ticker}
        aria-haspopup="dialog"
        aria-label={t('home_hot_matches_open', { count })}
        data-testid="hot-match-ticker"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <span className={styles.flame}>
          <FlameIcon size={18} />
        </span>
        <span className={styles.window} aria-hidden="true">
          <span
            className={styles.track}
            style={{
              transform: `translateY(${-position * ROW_HEIGHT}px)`,
              transitionDuration: `${animate ? behaviour.slideMs : 0}ms`,
            }}
            onTransitionEnd={onTransitionEnd}
          >
            {rows.map((match, row) => {
              // Only the rows shown so far and the next one load their badges: each
              // badge is an image to fetch and decode, and the ticker shows one row.
              const badges = row <= reached + 1;
              return (
                <span key={row} className={styles.row}>
                  <span className={`${styles.team} ${styles.home}`}>
                    <span className={styles.name}>{match.homeTeam}</span>
                    <TeamBadge cdn={cdn} path={badges ? match.homeTeamImageUrl : ''} size={24} />
                  </span>
                  <span className={styles.centre}>
                    <time className={styles.time} dateTime={match.matchTime}>
                      {formatMatchTime(match.matchTime, language)}
                    </time>
                    <span className={styles.vs}>{t('home_vs')}</span>
                  </span>
                  <span className={styles.team}>
                    <TeamBadge cdn={cdn} path={badges ? match.awayTeamImageUrl : ''} size={24} />
                    <span className={styles.name}>{match.awayTeam}</span>
                  </span>
                </span>
              );
            })}
          </span>
        </span>
      </button>
      {mounted && (
        <HotMatchModal
          open={open}
          matches={matches}
          cdn={cdn}
          language={language}
          onPlay={onPlay}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
