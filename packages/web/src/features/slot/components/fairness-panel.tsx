import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeedRotation, SlotState } from '@kalaro/contract/slot';
import { errorMessageKey } from '@/shared/http/error-message';
import button from '@/shared/ui/button.module.css';
import { useRotateSeed, useSetClientSeed } from '@/features/slot/api/seeds';
import { isClientSeed } from '@/features/slot/model';
import styles from '@/features/slot/components/slot.module.css';

/**
 * Provably fair: the hash of the server seed in play (committed before any
 * spin), the player's client seed (editable), the next nonce; rotating reveals
 * the previous server seed so its spins can be checked.
 */
export function FairnessPanel({ fairness }: { fairness: SlotState['fairness'] }) {
  const { t } = useTranslation();
  const seedId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [revealed, setRevealed] = useState<SeedRotation['previous']>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rotate = useRotateSeed();
  const setSeed = useSetClientSeed();
  const busy = rotate.isPending || setSeed.isPending;

  const onRotated = ({ previous }: SeedRotation) => {
    setRevealed(previous);
    setDraft(null);
    setFailure(null);
  };
  const onFailed = (error: unknown) => setFailure(t(errorMessageKey(error)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = (draft ?? fairness.clientSeed).trim();
    if (!isClientSeed(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSeed.mutate(value, { onSuccess: onRotated, onError: onFailed });
  };

  return (
    <details className={styles.panel}>
      <summary>{t('slot_fairness')}</summary>
      <p className={styles.panelText}>{t('slot_fairness_intro')}</p>
      <dl className={styles.seeds}>
        <dt>{t('slot_server_seed_hash')}</dt>
        <dd>
          <code data-testid="slot-seed-hash">{fairness.serverSeedHash}</code>
        </dd>
        <dt>{t('slot_nonce')}</dt>
        <dd data-testid="slot-nonce">{fairness.nonce}</dd>
      </dl>
      <form className={styles.seedForm} onSubmit={onSubmit} noValidate>
        <label htmlFor={seedId}>{t('slot_client_seed')}</label>
        <div className={styles.seedRow}>
          <input
            id={seedId}
            className={styles.seedInput}
            value={draft ?? fairness.clientSeed}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
          <button type="submit" className={`${button.button} ${button.secondary}`} disabled={busy}>
            {t('slot_save_seed')}
          </button>
        </div>
        {invalid && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {t('slot_client_seed_invalid')}
          </p>
        )}
      </form>
      <button
        type="button"
        className={`${button.button} ${button.secondary} ${styles.rotate}`}
        onClick={() => rotate.mutate(undefined, { onSuccess: onRotated, onError: onFailed })}
        disabled={busy}
      >
        {t('slot_rotate')}
      </button>
      {failure && (
        <p className={styles.fieldError} role="alert">
          {failure}
        </p>
      )}
      {revealed && (
        <div className={styles.revealed} role="status" data-testid="slot-revealed">
          <p className={styles.panelText}>
            {t('slot_revealed', { count: revealed.spins, clientSeed: revealed.clientSeed })}
          </p>
          <dl className={styles.seeds}>
            <dt>{t('slot_revealed_seed')}</dt>
            <dd>
              <code>{revealed.serverSeed}</code>
            </dd>
            <dt>{t('slot_server_seed_hash')}</dt>
            <dd>
              <code>{revealed.serverSeedHash}</code>
            </dd>
          </dl>
        </div>
      )}
    </details>
  );
}
