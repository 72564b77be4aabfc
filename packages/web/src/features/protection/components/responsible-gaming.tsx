import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProtectionMeasure } from '@kalaro/contract/protection';
import { kindOfPeriod, type ProtectionPeriod } from '@kalaro/contract/protection-rules';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import {
  useCloseAccount,
  useProtection,
  useTakeProtection,
} from '@/features/protection/api/protection';
import { CHOICES, endIfTakenNow, mayChoose } from '@/features/protection/model';
import styles from '@/features/protection/components/protection.module.css';

interface Props {
  depositLimitsPath: string;
  /** Withdrawing the balance stays open while a measure runs. */
  withdrawPath: string;
  playLimitsPath: string;
  helpPath: string;
  /** The account is closed: every session of the member has ended, this one too. */
  onClosed: () => void;
  /** The measure has started: every session of the member has ended, this one too. */
  onTaken: (measure: ProtectionMeasure) => void;
  /** The clock (tests fix it). */
  now?: () => number;
}

/**
 * Responsible gaming: the time-out or self-exclusion in force and its
 * end, the choice of a new one (only what lengthens it), confirmed in a dialog
 * that says it cannot be undone, and the other tools (deposit limits, help).
 */
export function ResponsibleGaming({
  depositLimitsPath,
  withdrawPath,
  playLimitsPath,
  helpPath,
  onTaken,
  onClosed,
  now = Date.now,
}: Props) {
  const { t } = useTranslation();
  const status = useProtection();
  return (
    <div className={styles.page}>
      <p className={styles.note}>{t('protection_intro')}</p>
      <QueryState query={status} failedTitle={t('protection_load_failed')}>
        {(data) => (
          <Choices current={data.current} onTaken={onTaken} now={now} withdrawPath={withdrawPath} />
        )}
      </QueryState>
      <section className={styles.card} aria-labelledby="protection-more">
        <h2 id="protection-more" className={styles.title}>
          {t('protection_more_title')}
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to={depositLimitsPath} className={styles.link}>
              {t('protection_deposit_limits')}
              <ChevronRightIcon size={18} />
            </Link>
          </li>
          <li>
            <Link to={playLimitsPath} className={styles.link}>
              {t('protection_play_limits')}
              <ChevronRightIcon size={18} />
            </Link>
          </li>
          <li>
            <Link to={helpPath} className={styles.link}>
              {t('protection_help')}
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        </ul>
      </section>
      <CloseAccount onClosed={onClosed} />
    </div>
  );
}

/**
 * Closing the account for good, at the member's request: confirmed in a
 * dialog; the server refuses while money or a pending withdrawal remains, and
 * the dialog says so.
 */
function CloseAccount({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const close = useCloseAccount();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = () => {
    setFailure(null);
    setOpen(false);
  };
  const dialog = useModalDialog(open, { onCancel: cancel });
  const titleId = useId();
  const textId = useId();
  const confirm = async () => {
    setFailure(null);
    try {
      await close.mutateAsync();
      setOpen(false);
      onClosed();
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="protection-close">
      <h2 id="protection-close" className={styles.title}>
        {t('protection_close_title')}
      </h2>
      <p className={styles.note}>{t('protection_close_text')}</p>
      <button type="button" className={styles.period} onClick={() => setOpen(true)}>
        {t('protection_close_button')}
      </button>
      <dialog
        {...dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        {open && (
          <>
            <h2 id={titleId} className={styles.dialogTitle}>
              {t('protection_close_confirm_title')}
            </h2>
            <div id={textId}>
              <p className={styles.warning}>{t('protection_close_confirm_text')}</p>
            </div>
            {failure && (
              <p className={styles.error} role="alert">
                {failure}
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className={styles.cancel} onClick={cancel}>
                {t('cancel')}
              </button>
              <button
                type="button"
                className={styles.confirm}
                disabled={close.isPending}
                onClick={() => void confirm()}
              >
                {t('protection_close_confirm_button')}
              </button>
            </div>
          </>
        )}
      </dialog>
    </section>
  );
}

function useDateText() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(HTML_LANG[resolveLanguage(i18n.language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (date: Date | string) => format.format(typeof date === 'string' ? new Date(date) : date);
}

function Choices({
  current,
  onTaken,
  now,
  withdrawPath,
}: {
  current: ProtectionMeasure | null;
  onTaken: Props['onTaken'];
  now: () => number;
  withdrawPath: string;
}) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const [chosen, setChosen] = useState<ProtectionPeriod | null>(null);
  const at = now();
  return (
    <>
      <section className={styles.card} aria-labelledby="protection-current">
        <h2 id="protection-current" className={styles.title}>
          {t('protection_current_title')}
        </h2>
        {current ? (
          <>
            <p className={styles.current} data-testid="protection-current">
              {t(`protection_kind_${current.kind}`)} ·{' '}
              {current.endsAt
                ? t('protection_until', { date: dateText(current.endsAt) })
                : t('protection_forever')}
            </p>
            <p className={styles.note}>{t('protection_closed_while')}</p>
            <Link to={withdrawPath} className={styles.link}>
              {t('protection_withdraw')}
              <ChevronRightIcon size={18} />
            </Link>
            <p className={styles.note}>{t('protection_lengthen_only')}</p>
          </>
        ) : (
          <p className={styles.note} data-testid="protection-current">
            {t('protection_none')}
          </p>
        )}
      </section>
      {CHOICES.map(({ kind, periods }) => (
        <section key={kind} className={styles.card} aria-labelledby={`protection-${kind}`}>
          <h2 id={`protection-${kind}`} className={styles.title}>
            {t(
              kind === 'timeOut' ? 'protection_time_out_title' : 'protection_self_exclusion_title',
            )}
          </h2>
          <p className={styles.note}>
            {t(kind === 'timeOut' ? 'protection_time_out_text' : 'protection_self_exclusion_text')}
          </p>
          <ul className={styles.periods}>
            {periods.map((period) => (
              <li key={period}>
                <button
                  type="button"
                  className={styles.period}
                  disabled={!mayChoose(period, current, at)}
                  onClick={() => setChosen(period)}
                >
                  {t(`protection_period_${period}`)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ConfirmMeasure
        period={chosen}
        now={now}
        onCancel={() => setChosen(null)}
        onTaken={(measure) => {
          setChosen(null);
          onTaken(measure);
        }}
      />
    </>
  );
}

function ConfirmMeasure({
  period,
  now,
  onCancel,
  onTaken,
}: {
  period: ProtectionPeriod | null;
  now: () => number;
  onCancel: () => void;
  onTaken: Props['onTaken'];
}) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const take = useTakeProtection();
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = () => {
    setFailure(null);
    onCancel();
  };
  const dialog = useModalDialog(period !== null, { onCancel: cancel });
  const titleId = useId();
  const textId = useId();
  const end = period ? endIfTakenNow(period, now()) : null;

  const confirm = async () => {
    if (!period) return;
    setFailure(null);
    try {
      onTaken(await take.mutateAsync(period));
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };

  return (
    <dialog
      {...dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      {period && (
        <>
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('protection_confirm_title', {
              measure: t(`protection_kind_${kindOfPeriod(period)}`),
              period: t(`protection_period_${period}`),
            })}
          </h2>
          <div id={textId}>
            <p className={styles.dialogText}>
              {end
                ? t('protection_confirm_until', { date: dateText(end) })
                : t('protection_confirm_forever')}
            </p>
            <p className={styles.warning}>{t('protection_confirm_warning')}</p>
          </div>
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.cancel} onClick={cancel}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className={styles.confirm}
              disabled={take.isPending}
              onClick={() => void confirm()}
            >
              {t('protection_confirm_button')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
