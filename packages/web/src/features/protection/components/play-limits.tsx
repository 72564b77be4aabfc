import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayLimitPeriodValue, PlayLimitsValue } from '@kalaro/contract/protection';
import { PLAY_LIMIT_PERIODS, type PlayLimitPeriod } from '@kalaro/contract/protection-rules';
import { formatMoney } from '@/shared/format/money';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { Field } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import button from '@/shared/ui/button.module.css';
import { usePlayLimits, useSetPlayLimits } from '@/features/protection/api/play-limits';
import {
  playLimitProblem,
  playLimitText,
  sessionMinutesProblem,
} from '@/features/protection/model';
import { RealityCheckSetting } from '@/features/protection/components/reality-check-setting';
import styles from '@/features/protection/components/protection.module.css';

type Kind = 'loss' | 'wager';
type Texts = Record<Kind, Record<PlayLimitPeriod, string>> & { session: string };

const textsOf = (v: PlayLimitsValue): Texts => ({
  loss: {
    day: playLimitText(v.loss.day.limit),
    week: playLimitText(v.loss.week.limit),
    month: playLimitText(v.loss.month.limit),
  },
  wager: {
    day: playLimitText(v.wager.day.limit),
    week: playLimitText(v.wager.week.limit),
    month: playLimitText(v.wager.month.limit),
  },
  session: v.session.limitMinutes === null ? '' : String(v.session.limitMinutes),
});

const hasPending = (v: PlayLimitsValue) =>
  v.session.pending !== null ||
  (['loss', 'wager'] as const).some((k) => PLAY_LIMIT_PERIODS.some((p) => v[k][p].pending));

/**
 * The player's own loss, wager and session-time limits (responsible gaming),
 * beside the deposit limits and with their rule: a lower limit holds at once, a
 * higher one (or none) only 24 hours later, shown as pending until then.
 * The reality check's interval follows (it holds at once).
 */
export function PlayLimits() {
  const { t } = useTranslation();
  const limits = usePlayLimits();
  return (
    <div className={styles.page}>
      <QueryState query={limits} failedTitle={t('play_limits_failed')}>
        {(data) => <LimitsForm value={data} />}
      </QueryState>
      <RealityCheckSetting />
    </div>
  );
}

function LimitsForm({ value }: { value: PlayLimitsValue }) {
  const { t, i18n } = useTranslation();
  const save = useSetPlayLimits();
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const when = new Intl.DateTimeFormat(HTML_LANG[resolveLanguage(i18n.language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const limitName = (limit: string | null) =>
    limit === null ? t('play_limit_none') : formatMoney(limit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const bad =
      (['loss', 'wager'] as const).some((k) =>
        PLAY_LIMIT_PERIODS.some((p) => playLimitProblem(texts[k][p])),
      ) || sessionMinutesProblem(texts.session) !== null;
    if (bad) return;
    const money = (k: Kind) => ({
      day: texts[k].day.trim() || null,
      week: texts[k].week.trim() || null,
      month: texts[k].month.trim() || null,
    });
    try {
      const next = await save.mutateAsync({
        loss: money('loss'),
        wager: money('wager'),
        sessionMinutes: texts.session.trim() === '' ? null : Number(texts.session.trim()),
      });
      setTexts(textsOf(next));
      setMessage({
        ok: true,
        text: t(hasPending(next) ? 'play_limits_saved_pending' : 'play_limits_saved'),
      });
    } catch (error) {
      setMessage({ ok: false, text: t(errorMessageKey(error)) });
    }
  };

  const periodBlock = (kind: Kind, period: PlayLimitPeriod, p: PlayLimitPeriodValue) => (
    <div key={period} className={styles.card}>
      <h3 className={styles.subtitle}>{t(`play_limit_period_${period}`)}</h3>
      <dl className={styles.figures}>
        <div>
          <dt>{t('play_limit_in_force')}</dt>
          <dd>{limitName(p.limit)}</dd>
        </div>
        <div>
          <dt>{t(kind === 'loss' ? 'play_limit_lost' : 'play_limit_staked')}</dt>
          <dd>{formatMoney(p.used)}</dd>
        </div>
        <div>
          <dt>{t('play_limit_remaining')}</dt>
          <dd>{p.remaining === null ? '—' : formatMoney(p.remaining)}</dd>
        </div>
      </dl>
      {p.pending && (
        <p className={styles.pending} data-testid={`${kind}-pending-${period}`}>
          {t('play_limit_pending', {
            limit: limitName(p.pending.limit),
            date: when.format(new Date(p.pending.effectiveAt)),
          })}
        </p>
      )}
      <Field
        label={t(`play_limit_new_${kind}_${period}`)}
        name={`${kind}-${period}`}
        inputMode="decimal"
        autoComplete="off"
        value={texts[kind][period]}
        onChange={(e) =>
          setTexts((s) => ({ ...s, [kind]: { ...s[kind], [period]: e.target.value } }))
        }
        error={playLimitProblem(texts[kind][period]) ? t('play_limit_amount_format') : undefined}
        hint={t('play_limit_empty_hint')}
      />
    </div>
  );

  const session = value.session;
  return (
    <form className={styles.stack} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.note}>{t('play_limits_intro')}</p>
      {(['loss', 'wager'] as const).map((kind) => (
        <section key={kind} className={styles.card} aria-labelledby={`play-limit-${kind}`}>
          <h2 id={`play-limit-${kind}`} className={styles.title}>
            {t(`play_limit_${kind}_title`)}
          </h2>
          <p className={styles.note}>{t(`play_limit_${kind}_hint`)}</p>
          {PLAY_LIMIT_PERIODS.map((period) => periodBlock(kind, period, value[kind][period]))}
        </section>
      ))}
      <section className={styles.card} aria-labelledby="play-limit-session">
        <h2 id="play-limit-session" className={styles.title}>
          {t('play_limit_session_title')}
        </h2>
        <p className={styles.note}>{t('play_limit_session_hint')}</p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('play_limit_in_force')}</dt>
            <dd>
              {session.limitMinutes === null
                ? t('play_limit_none')
                : t('play_limit_minutes', { count: session.limitMinutes })}
            </dd>
          </div>
          <div>
            <dt>{t('play_limit_played')}</dt>
            <dd>{t('play_limit_minutes', { count: session.usedMinutes })}</dd>
          </div>
        </dl>
        {session.pending && (
          <p className={styles.pending} data-testid="session-pending">
            {t('play_limit_pending', {
              limit:
                session.pending.limitMinutes === null
                  ? t('play_limit_none')
                  : t('play_limit_minutes', { count: session.pending.limitMinutes }),
              date: when.format(new Date(session.pending.effectiveAt)),
            })}
          </p>
        )}
        <Field
          label={t('play_limit_new_session')}
          name="session-minutes"
          inputMode="numeric"
          autoComplete="off"
          value={texts.session}
          onChange={(e) => setTexts((s) => ({ ...s, session: e.target.value }))}
          error={sessionMinutesProblem(texts.session) ? t('play_limit_minutes_range') : undefined}
          hint={t('play_limit_empty_hint')}
        />
      </section>
      {message && (
        <p
          className={message.ok ? styles.saved : styles.failure}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      <button type="submit" className={button.button} disabled={save.isPending}>
        {save.isPending ? t('loading') : t('play_limits_save')}
      </button>
    </form>
  );
}
