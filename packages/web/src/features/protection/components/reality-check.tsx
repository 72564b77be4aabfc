import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSummaryValue } from '@kalaro/contract/protection';
import { realityCheckDueAt } from '@kalaro/contract/protection-rules';
import { formatMoney, formatSignedMoney } from '@/shared/format/money';
import { errorMessageKey } from '@/shared/http/error-message';
import { useNow } from '@/shared/hooks/use-now';
import {
  isRealityCheckDue,
  onRealityCheckDue,
  isRealityCheckOpen,
  isRoundRunning,
  setRealityCheckOpen,
  useRealityCheckOpen,
  useRoundRunning,
} from '@/shared/session/reality-check-gate';
import { Spinner } from '@/shared/ui/spinner';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import form from '@/shared/ui/form.module.css';
import {
  useContinueRealityCheck,
  useRealityCheck,
  useRealityClock,
  useSessionSummary,
} from '@/features/protection/api/reality-check';
import { minutesSince, playedParts, shouldOpenRealityCheck } from '@/features/protection/model';
import styles from '@/features/protection/components/protection.module.css';

/** How often the timer looks whether the check is due. */
const TICK_MS = 5_000;

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
 * (`shared/session/reality-check-gate`). The server keeps the session's
 * clock and refuses every stake while a check is due: the timer runs from the
 * server's last answer, a refused stake opens the check at once, and Continue
 * closes it only once the server took the answer.
 */
export function RealityCheck({ onLeave }: Props) {
  const client = useQueryClient();
  const settings = useRealityCheck();
  const minutes = settings.data?.minutes ?? null;
  // The session's clock, then its figures when the check opens.
  const clock = useRealityClock(minutes !== null).data ?? null;
  const summary = useSessionSummary(false);
  const answer = useContinueRealityCheck();
  const dueAt = clock === null ? null : realityCheckDueAt(minutes, clock.start, clock.checkedAt);
  // Open or not is the gate's (games read it too).
  const open = useRealityCheckOpen();
  const roundRunning = useRoundRunning();
  const now = useNow(TICK_MS, dueAt !== null);
  const { refetch, data: figures } = summary;
  const refetchSettings = settings.refetch;
  const forgetAnswer = answer.reset;

  const openNow = useCallback(() => {
    forgetAnswer();
    setRealityCheckOpen(true);
    void refetch();
  }, [forgetAnswer, refetch]);

  useEffect(() => {
    if (open || !shouldOpenRealityCheck(dueAt, Date.now(), roundRunning || isRoundRunning())) {
      return;
    }
    openNow();
  }, [open, dueAt, now, roundRunning, openNow]);

  // A stake the server refused because the check is due: it opens at once
  // (the stake never started, so no round waits), whatever this timer says.
  useEffect(() => {
    const due = () => {
      void refetchSettings();
      if (!isRealityCheckOpen()) openNow();
    };
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type !== 'updated' || event.action?.type !== 'error') return;
      if (isRealityCheckDue(event.action.error)) due();
    };
    const stopMutations = client.getMutationCache().subscribe(onEvent);
    const stopQueries = client.getQueryCache().subscribe(onEvent);
    const stopDirect = onRealityCheckDue(due);
    return () => {
      stopMutations();
      stopQueries();
      stopDirect();
    };
  }, [client, openNow, refetchSettings]);

  // Unmounted (signed out) with the check open: games may play again.
  useEffect(() => () => setRealityCheckOpen(false), []);

  const onContinue = () => {
    if (answer.isPending) return;
    answer.mutate(undefined, { onSuccess: () => setRealityCheckOpen(false) });
  };

  return (
    <RealityCheckDialog
      open={open}
      figures={open && !summary.isFetching ? (figures ?? null) : null}
      playedMinutes={
        clock === null ? (figures?.playedMinutes ?? 0) : minutesSince(clock.start, now)
      }
      answering={answer.isPending}
      error={answer.isError ? answer.error : null}
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
  /** Continue was sent: the server has not answered yet. */
  answering?: boolean;
  /** Why the server did not take Continue (the check stays open); null: none. */
  error?: unknown;
  onContinue: () => void;
  onLeave: () => void;
}

/** The check itself: an accessible modal, Escape continues. */
export function RealityCheckDialog({
  open,
  figures,
  playedMinutes,
  answering = false,
  error = null,
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
      {error !== null && (
        <p className={styles.error} role="alert">
          {t('reality_check_continue_failed', { reason: t(errorMessageKey(error)) })}
        </p>
      )}
      <div className={form.dialogActions}>
        <button type="button" className={`${form.button} ${form.secondary}`} onClick={onLeave}>
          {t('reality_check_leave')}
        </button>
        <button
          type="button"
          className={form.button}
          onClick={onContinue}
          aria-busy={answering || undefined}
          data-primary
        >
          {t('reality_check_continue')}
        </button>
      </div>
    </dialog>
  );
}
