import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSummaryValue } from '@kalaro/contract/protection';
import { formatMoney, formatSignedMoney } from '@/shared/format/money';
import { useNow } from '@/shared/hooks/use-now';
import {
  isRoundRunning,
  setRealityCheckOpen,
  useRealityCheckOpen,
  useRoundRunning,
} from '@/shared/session/reality-check-gate';
import { readItem, writeItem } from '@/shared/storage/storage';
import { Spinner } from '@/shared/ui/spinner';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import form from '@/shared/ui/form.module.css';
import {
  useRealityCheck,
  useSessionStart,
  useSessionSummary,
} from '@/features/protection/api/reality-check';
import {
  minutesSince,
  nextRealityCheckAt,
  playedParts,
  shouldOpenRealityCheck,
} from '@/features/protection/model';
import styles from '@/features/protection/components/protection.module.css';

/** This tab's last answer to the check: { session's start, when (device clock) }. */
const ANSWERED_KEY = 'kalaro.realityCheck.answered';
/** How often the timer looks whether the check is due. */
const TICK_MS = 5_000;

const readAnswered = (startedAt: string): number | null => {
  try {
    const saved = JSON.parse(readItem('session', ANSWERED_KEY) ?? 'null') as {
      start?: unknown;
      at?: unknown;
    } | null;
    return saved?.start === startedAt && typeof saved.at === 'number' ? saved.at : null;
  } catch {
    return null;
  }
};

interface Props {
  /** "Leave": the shell signs the member out (the session these figures count ends). */
  onLeave: () => void;
}

/**
 * The reality check, mounted once in the app shell for signed-in
 * members: every N minutes of the login session (the member's interval, or
 * the operator's) a modal over any screen shows the time played, stakes, wins
 * and net result of the session, with Continue and Leave. It opens only
 * between game rounds, and no round starts while it is open
 * (`shared/session/reality-check-gate`).
 */
export function RealityCheck({ onLeave }: Props) {
  const settings = useRealityCheck();
  const minutes = settings.data?.minutes ?? null;
  // The session's start, then its figures when the check opens.
  const start = useSessionStart(minutes !== null);
  const startedAt = start.data?.startedAt;
  const sessionStart = start.data?.local ?? null;
  const summary = useSessionSummary(false);
  const [answered, setAnswered] = useState<{ start: string; at: number } | null>(null);
  const answeredAt =
    startedAt === undefined
      ? null
      : answered?.start === startedAt
        ? answered.at
        : readAnswered(startedAt);
  const dueAt =
    sessionStart === null ? null : nextRealityCheckAt(minutes, sessionStart, answeredAt);
  // Open or not is the gate's (games read it too).
  const open = useRealityCheckOpen();
  const roundRunning = useRoundRunning();
  const now = useNow(TICK_MS, dueAt !== null);
  const { refetch } = summary;

  useEffect(() => {
    if (open || !shouldOpenRealityCheck(dueAt, Date.now(), roundRunning || isRoundRunning())) {
      return;
    }
    setRealityCheckOpen(true);
    void refetch();
  }, [open, dueAt, now, roundRunning, refetch]);

  // Unmounted (signed out) with the check open: games may play again.
  useEffect(() => () => setRealityCheckOpen(false), []);

  const onContinue = () => {
    if (startedAt !== undefined) {
      const next = { start: startedAt, at: Date.now() };
      writeItem('session', ANSWERED_KEY, JSON.stringify(next));
      setAnswered(next);
    }
    setRealityCheckOpen(false);
  };

  return (
    <RealityCheckDialog
      open={open}
      figures={open && !summary.isFetching ? (summary.data ?? null) : null}
      playedMinutes={sessionStart === null ? 0 : minutesSince(sessionStart, now)}
      onContinue={onContinue}
      onLeave={onLeave}
    />
  );
}

interface DialogProps {
  open: boolean;
  /** Null while they load. */
  figures: SessionSummaryValue | null;
  /** Minutes since the login, on this device's clock (the timer's). */
  playedMinutes: number;
  onContinue: () => void;
  onLeave: () => void;
}

/** The check itself: an accessible modal, Escape continues. */
export function RealityCheckDialog({
  open,
  figures,
  playedMinutes,
  onContinue,
  onLeave,
}: DialogProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open, {
    onCancel: onContinue,
    initialFocus: '[data-primary]',
  });
  const titleId = useId();
  const textId = useId();
  const played = figures ? playedParts(playedMinutes) : null;
  return (
    <dialog
      {...dialog}
      className={form.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="reality-check"
    >
      <h2 id={titleId} className={form.dialogMessage}>
        {t('reality_check_title')}
      </h2>
      <p id={textId} className={styles.note}>
        {t('reality_check_text')}
      </p>
      {figures && played ? (
        <dl className={`${styles.figures} ${styles.realityFigures}`}>
          <div>
            <dt>{t('reality_check_time')}</dt>
            <dd>
              {played.hours > 0
                ? t('reality_check_hours_minutes', played)
                : t('play_limit_minutes', { count: played.minutes })}
            </dd>
          </div>
          <div>
            <dt>{t('reality_check_stakes')}</dt>
            <dd>{formatMoney(figures.stakes)}</dd>
          </div>
          <div>
            <dt>{t('reality_check_wins')}</dt>
            <dd>{formatMoney(figures.wins)}</dd>
          </div>
          <div>
            <dt>{t('reality_check_net')}</dt>
            <dd>{formatSignedMoney(figures.net)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.realityLoading}>
          <Spinner size={20} />
          <span>{t('loading')}</span>
        </p>
      )}
      <div className={form.dialogActions}>
        <button type="button" className={`${form.button} ${form.secondary}`} onClick={onLeave}>
          {t('reality_check_leave')}
        </button>
        <button type="button" className={form.button} onClick={onContinue} data-primary>
          {t('reality_check_continue')}
        </button>
      </div>
    </dialog>
  );
}
