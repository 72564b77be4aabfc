import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealityCheckValue } from '@kalaro/contract/protection';
import { errorMessageKey } from '@/shared/http/error-message';
import { QueryState } from '@/shared/ui/query-state';
import button from '@/shared/ui/button.module.css';
import { useRealityCheck, useSetRealityCheck } from '@/features/protection/api/reality-check';
import { realityCheckOptions } from '@/features/protection/model';
import styles from '@/features/protection/components/protection.module.css';

const OFF = 'off';

/**
 * The reality check's interval on the Play limits screen: every 15–120
 * minutes or none (not offered when the operator requires a check). It holds
 * at once; the check itself is the app shell's.
 */
export function RealityCheckSetting() {
  const { t } = useTranslation();
  const query = useRealityCheck();
  return (
    <QueryState query={query} failedTitle={t('reality_check_failed')}>
      {(data) => <SettingForm value={data} />}
    </QueryState>
  );
}

function SettingForm({ value }: { value: RealityCheckValue }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState(value.minutes === null ? OFF : String(value.minutes));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const next = await save.mutateAsync(choice === OFF ? null : Number(choice));
      setChoice(next.minutes === null ? OFF : String(next.minutes));
      setMessage({
        ok: true,
        text:
          next.minutes === null
            ? t('reality_check_saved_off')
            : t('reality_check_saved', { count: next.minutes }),
      });
    } catch (error) {
      setMessage({ ok: false, text: t(errorMessageKey(error)) });
    }
  };

  return (
    <form
      className={styles.card}
      aria-labelledby="reality-check-title"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 id="reality-check-title" className={styles.title}>
        {t('reality_check_setting_title')}
      </h2>
      <p className={styles.note}>{t('reality_check_setting_hint')}</p>
      {value.required && <p className={styles.note}>{t('reality_check_required_note')}</p>}
      <label className={styles.realityChoice}>
        <span>{t('reality_check_every')}</span>
        <select
          name="reality-check"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setMessage(null);
          }}
        >
          {!value.required && <option value={OFF}>{t('reality_check_off')}</option>}
          {realityCheckOptions(value.minutes).map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('play_limit_minutes', { count: minutes })}
            </option>
          ))}
        </select>
      </label>
      {message && (
        <p
          className={message.ok ? styles.saved : styles.failure}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      <button type="submit" className={button.button} disabled={save.isPending}>
        {save.isPending ? t('loading') : t('reality_check_save')}
      </button>
    </form>
  );
}
