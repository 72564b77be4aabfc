import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositLimitsValue } from '@kalaro/contract/payments';
import { formatMoney } from '@/shared/format/money';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { Field } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import button from '@/shared/ui/button.module.css';
import { useDepositLimits, useSetDepositLimits } from '@/features/deposit/api/deposit-limits';
import { LIMIT_PERIODS, limitProblem, limitText, type LimitPeriod } from '@/features/deposit/model';
import styles from '@/features/deposit/components/deposit.module.css';

/**
 * The player's own deposit limits (responsible gaming): per 24 hours, 7 days and
 * calendar month. A lower limit holds at once; a higher one (or none) only 24
 * hours later, shown as pending until then.
 */
export function DepositLimits() {
  const { t } = useTranslation();
  const limits = useDepositLimits();
  return (
    <QueryState query={limits} failedTitle={t('deposit_limits_failed')}>
      {(data) => {
        return <LimitsForm value={data} />;
      }}
    </QueryState>
  );
}

function LimitsForm({ value }: { value: DepositLimitsValue }) {
  const { t, i18n } = useTranslation();
  const save = useSetDepositLimits();
  const [texts, setTexts] = useState<Record<LimitPeriod, string>>(() => ({
    day: limitText(value.day.limit),
    week: limitText(value.week.limit),
    month: limitText(value.month.limit),
  }));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const when = new Intl.DateTimeFormat(HTML_LANG[resolveLanguage(i18n.language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (LIMIT_PERIODS.some((p) => limitProblem(texts[p]))) return;
    const body = {
      day: texts.day.trim() || null,
      week: texts.week.trim() || null,
      month: texts.month.trim() || null,
    };
    try {
      const next = await save.mutateAsync(body);
      setTexts({
        day: limitText(next.day.limit),
        week: limitText(next.week.limit),
        month: limitText(next.month.limit),
      });
      const waiting = LIMIT_PERIODS.some((p) => next[p].pending);
      setMessage({
        ok: true,
        text: t(waiting ? 'deposit_limits_saved_pending' : 'deposit_limits_saved'),
      });
    } catch (error) {
      setMessage({ ok: false, text: t(errorMessageKey(error)) });
    }
  };

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.note}>{t('deposit_limits_intro')}</p>
      {LIMIT_PERIODS.map((period) => {
        const p = value[period];
        const problem = limitProblem(texts[period]);
        return (
          <section key={period} className={styles.limitCard} aria-labelledby={`limit-${period}`}>
            <h2 id={`limit-${period}`} className={styles.limitTitle}>
              {t(`deposit_limit_${period}`)}
            </h2>
            <dl className={styles.limitFigures}>
              <div>
                <dt>{t('deposit_limit_in_force')}</dt>
                <dd>{p.limit === null ? t('deposit_limit_none') : formatMoney(p.limit)}</dd>
              </div>
              <div>
                <dt>{t('deposit_limit_used')}</dt>
                <dd>{formatMoney(p.used)}</dd>
              </div>
              <div>
                <dt>{t('deposit_limit_remaining')}</dt>
                <dd>{p.remaining === null ? '—' : formatMoney(p.remaining)}</dd>
              </div>
            </dl>
            {p.pending && (
              <p className={styles.pending} data-testid={`limit-pending-${period}`}>
                {t('deposit_limit_pending', {
                  limit:
                    p.pending.limit === null
                      ? t('deposit_limit_none')
                      : formatMoney(p.pending.limit),
                  date: when.format(new Date(p.pending.effectiveAt)),
                })}
              </p>
            )}
            <Field
              label={t(`deposit_limit_new_${period}`)}
              name={period}
              inputMode="decimal"
              autoComplete="off"
              value={texts[period]}
              onChange={(e) => setTexts((s) => ({ ...s, [period]: e.target.value }))}
              error={problem ? t('deposit_amount_format') : undefined}
              hint={t('deposit_limit_empty_hint')}
            />
          </section>
        );
      })}
      {message && (
        <p
          className={message.ok ? styles.saved : styles.failure}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      <button type="submit" className={button.button} disabled={save.isPending}>
        {save.isPending ? t('loading') : t('deposit_limits_save')}
      </button>
    </form>
  );
}
