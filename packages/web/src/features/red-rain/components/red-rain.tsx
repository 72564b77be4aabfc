import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { errorMessageKey } from '@/shared/http/error-message';
import { useNow } from '@/shared/hooks/use-now';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { useClaimEnvelope, useCurrentRain } from '@/features/red-rain/api/red-rain';
import {
  ENVELOPES_ON_SCREEN,
  envelopeLane,
  envelopesLeft,
  formatCountdown,
  rainPhase,
  clockSkew,
} from '@/features/red-rain/model';
import styles from '@/features/red-rain/components/red-rain.module.css';

/**
 * Red-envelope rain (/m/redRain): a countdown to the next rain; while it falls,
 * envelopes drift down (still, in a row, with prefers-reduced-motion) and each tap
 * opens one: its amount is credited at once and announced. The server decides the
 * amount and keeps the rain within its budget.
 */
export function RedRain() {
  const { t } = useTranslation();
  const current = useCurrentRain();
  const claim = useClaimEnvelope();
  const now = useNow(1000);
  const [opened, setOpened] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <QueryState query={current}>
      {({ value, receivedAt }) => {
        const rain = value.rain;
        const serverNow = now + clockSkew(value.serverTime, receivedAt);
        const phase = rainPhase(rain, serverNow);

        if (!rain || phase === 'none' || phase === 'ended') {
          return (
            <div className={styles.page}>
              <NoData text={t('red_rain_none')} />
            </div>
          );
        }

        const left = envelopesLeft(rain);
        const open = () => {
          setMessage(null);
          claim.mutate(rain.id, {
            // The claim's settling reads the rain again (useClaimEnvelope), so the tally follows.
            onSuccess: (result) => {
              setOpened((count) => count + 1);
              setMessage(t('red_rain_won', { amount: formatMoney(result.amount) }));
            },
            onError: (error) => setMessage(t(errorMessageKey(error))),
          });
        };

        return (
          <div className={styles.page}>
            <section className={styles.sky} aria-labelledby="red-rain-heading">
              <h2 id="red-rain-heading" className={styles.heading}>
                {phase === 'upcoming' ? t('red_rain_starts_in') : t('red_rain_falling')}
              </h2>
              <p className={styles.clock} data-testid="red-rain-clock">
                <time>
                  {formatCountdown(
                    Date.parse(phase === 'upcoming' ? rain.startsAt : rain.endsAt) - serverNow,
                  )}
                </time>
              </p>
              {phase === 'live' && left > 0 && (
                <ul className={styles.envelopes} aria-label={t('red_rain_envelopes')}>
                  {Array.from({ length: ENVELOPES_ON_SCREEN }, (_, index) => {
                    const lane = envelopeLane(index);
                    return (
                      <li
                        key={index}
                        className={styles.lane}
                        style={{
                          left: `${lane.left * 86}%`,
                          animationDelay: `${lane.delaySeconds}s`,
                        }}
                      >
                        <button
                          type="button"
                          className={styles.envelope}
                          onClick={open}
                          disabled={claim.isPending}
                          aria-label={t('red_rain_open')}
                        >
                          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                            <path d="M3 4h18v5l-9 5-9-5z" fill="currentColor" opacity="0.55" />
                            <circle cx="12" cy="13" r="4" fill="currentColor" />
                          </svg>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
            <p
              className={styles.message}
              role="status"
              aria-live="polite"
              data-testid="red-rain-message"
            >
              {message}
            </p>
            <dl className={styles.figures}>
              <div>
                <dt>{t('red_rain_left')}</dt>
                <dd data-testid="red-rain-left">{left}</dd>
              </div>
              <div>
                <dt>{t('red_rain_my_total')}</dt>
                <dd data-testid="red-rain-total">{formatMoney(rain.myTotal)}</dd>
              </div>
            </dl>
            {phase === 'live' && left === 0 && (
              <p className={styles.note}>
                {t(rain.exhausted ? 'red_rain_error_exhausted' : 'red_rain_error_claim_limit')}
              </p>
            )}
            {opened > 0 && <p className={styles.note}>{t('red_rain_opened', { count: opened })}</p>}
          </div>
        );
      }}
    </QueryState>
  );
}
