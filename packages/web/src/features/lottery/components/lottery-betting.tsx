import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBet } from '@kalaro/contract/lottery';
import { useMyLotteryBets } from '@/features/lottery/api/get-my-bets';
import { useLotteryState } from '@/features/lottery/api/get-state';
import { usePlaceLotteryBet } from '@/features/lottery/api/place-bet';
import { DrawClock, DrawDigits } from '@/features/lottery/components/draw-clock';
import {
  checkAmount,
  clockSkewMs,
  describeSelection,
  drawPhase,
  formatDrawTime,
  newBetKey,
  potentialWin,
  type AmountCheck,
} from '@/features/lottery/model';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { useNow } from '@/shared/hooks/use-now';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast/toast-store';
import button from '@/shared/ui/button.module.css';
import styles from '@/features/lottery/components/lottery.module.css';

interface Props {
  code: string;
  /** The wallet balance changed (a bet, or a settled win): the app refreshes its header. */
  onBalance: (balance: string) => void;
  /** The app's header balance (the shared wallet figure every bet updates). */
  balance: ReactNode;
}

function useDrawName() {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  return (drawAt: string) => t('lottery_draw_at', { time: formatDrawTime(drawAt, locale) });
}

function useSelectionLabel() {
  const { t } = useTranslation();
  return (selection: string) => {
    const s = describeSelection(selection);
    return s.kind === 'word'
      ? t(`lottery_sel_${s.word}`)
      : t('lottery_sel_digit', { digit: s.digit, position: s.position });
  };
}

const amountErrorKey = (reason: Extract<AmountCheck, { ok: false }>['reason']) =>
  `lottery_amount_${reason}` as const;

/**
 * The betting screen of an in-house lottery (/m/launchGame?code=…): the current
 * draw and its countdown, the odds table as selections, the amount within the
 * limits, results with their revealed seeds, and the member's open and settled
 * bets. Bets carry an idempotency key, so a retried tap never bets twice.
 */
export function LotteryBetting({ code, onBalance, balance: balanceSlot }: Props) {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const state = useLotteryState(code, language);
  const bets = useMyLotteryBets(code);
  const place = usePlaceLotteryBet();
  const now = useNow(1000, state.isSuccess);
  const label = useSelectionLabel();
  const drawName = useDrawName();
  const amountId = useId();
  const [selection, setSelection] = useState<string | null>(null);
  const [amount, setAmount] = useState('10.00');
  const [error, setError] = useState<string | null>(null);
  /** One key per bet the player means: kept across retries of the same bet, new after a success. */
  const keyRef = useRef(newBetKey());

  const balance = state.data?.balance;
  useEffect(() => {
    if (balance !== undefined) onBalance(balance);
  }, [balance, onBalance]);

  // A bet settled (the newest settled bet changed): the state read at the draw may
  // predate the settlement, so read the balance again now rather than at the next close.
  const newestSettled = bets.data ? (bets.data.settled[0]?.betId ?? 0) : undefined;
  const seenSettled = useRef(newestSettled);
  const refetchState = state.refetch;
  useEffect(() => {
    if (newestSettled === seenSettled.current) return;
    const first = seenSettled.current === undefined;
    seenSettled.current = newestSettled;
    if (!first) void refetchState();
  }, [newestSettled, refetchState]);

  return (
    <QueryState query={state} failedTitle={t('lottery_load_failed')}>
      {(s) => {
        const skew = clockSkewMs(s.serverTime, s.receivedAt);
        const phase = drawPhase(s.current, now, skew);
        const open = phase.kind === 'open';
        const oddsOf = (sel: string) =>
          s.odds.find((o) => o.selections.includes(sel))?.odds ?? '0.00';
        const check = checkAmount(amount, s.limits, s.balance, s.stakedOnCurrent);

        const submit = (event: FormEvent) => {
          event.preventDefault();
          if (!selection) {
            setError(t('lottery_pick_first'));
            return;
          }
          if (!check.ok) {
            setError(t(amountErrorKey(check.reason), s.limits));
            return;
          }
          setError(null);
          place.mutate(
            {
              code,
              body: {
                drawId: s.current.drawId,
                selection,
                amount: check.amount,
                idempotencyKey: keyRef.current,
              },
            },
            {
              onSuccess: (value) => {
                keyRef.current = newBetKey();
                onBalance(value.balance);
                toast.success(
                  t('lottery_bet_placed', {
                    selection: label(selection),
                    amount: value.bet.amount,
                  }),
                );
              },
              onError: (e) => {
                // A refusal is final for this bet: the next tap is a new bet.
                keyRef.current = newBetKey();
                setError(t(errorMessageKey(e)));
              },
            },
          );
        };

        return (
          <div className={styles.screen}>
            <section className={styles.drawCard} aria-labelledby="lottery-name">
              <div className={styles.drawHead}>
                <h2 id="lottery-name" className={styles.heading}>
                  {s.displayName}
                </h2>
                <span className={styles.muted}>{drawName(s.current.drawAt)}</span>
              </div>
              <DrawClock draw={s.current} now={now} skewMs={skew} />
              <div className={styles.drawFoot}>
                <span className={styles.muted}>{t('lottery_last_result')}</span>
                {s.lastResult ? (
                  <DrawDigits digits={s.lastResult.digits} sum={s.lastResult.sum} />
                ) : (
                  <span className={styles.muted}>{t('lottery_no_result')}</span>
                )}
              </div>
              <div className={styles.balance}>{balanceSlot}</div>
            </section>

            <form
              className={styles.form}
              onSubmit={submit}
              noValidate
              aria-labelledby="lottery-bet-heading"
            >
              <h2 id="lottery-bet-heading" className={styles.heading}>
                {t('lottery_place_bet')}
              </h2>
              <p className={styles.muted}>{t('lottery_rules', { rtp: s.rtp })}</p>
              {s.odds.map((market) => (
                <fieldset key={market.market} className={styles.market}>
                  <legend>
                    {t(`lottery_market_${market.market}`)}{' '}
                    <span className={styles.odds}>{t('lottery_odds', { odds: market.odds })}</span>
                  </legend>
                  <div className={market.market === 'POSITION' ? styles.digitGrid : styles.chips}>
                    {market.selections.map((sel) => {
                      const d = describeSelection(sel);
                      return (
                        <label key={sel} className={styles.chip} title={label(sel)}>
                          <input
                            type="radio"
                            name="selection"
                            value={sel}
                            checked={selection === sel}
                            onChange={() => {
                              setSelection(sel);
                              setError(null);
                            }}
                            aria-label={label(sel)}
                          />
                          <span aria-hidden="true">
                            {d.kind === 'word'
                              ? t(`lottery_sel_${d.word}`)
                              : `P${d.position}·${d.digit}`}
                          </span>
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              ))}
              <label className={styles.amountLabel} htmlFor={amountId}>
                {t('lottery_amount_label')}
              </label>
              <input
                id={amountId}
                className={styles.amount}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                maxLength={15}
                onChange={(e) => {
                  setAmount(e.target.value);
                  setError(null);
                }}
                aria-invalid={!check.ok}
                aria-describedby={`${amountId}-hint`}
              />
              <p id={`${amountId}-hint`} className={styles.muted}>
                {check.ok
                  ? selection
                    ? t('lottery_potential_win', {
                        amount: potentialWin(check.amount, oddsOf(selection)),
                      })
                    : t('lottery_amount_hint', s.limits)
                  : t(amountErrorKey(check.reason), s.limits)}
              </p>
              {error ? (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              ) : null}
              <button
                type="submit"
                className={button.button}
                disabled={!open || place.isPending}
                aria-disabled={!open || place.isPending}
              >
                {place.isPending ? <Spinner size={18} /> : null}
                {open ? t('lottery_place_bet') : t('lottery_wait_next')}
              </button>
            </form>

            <BetList
              title={t('lottery_my_open_bets')}
              bets={bets.data?.open}
              loading={bets.isPending}
              label={label}
            />
            <BetList
              title={t('lottery_my_settled_bets')}
              bets={bets.data?.settled}
              loading={bets.isPending}
              label={label}
              settled
            />

            <section className={styles.section} aria-labelledby="lottery-results-heading">
              <h2 id="lottery-results-heading" className={styles.heading}>
                {t('lottery_results')}
              </h2>
              {s.results.length === 0 ? (
                <p className={styles.muted}>{t('lottery_no_result')}</p>
              ) : (
                <ul className={styles.rows}>
                  {s.results.map((r) => (
                    <li key={r.drawId} className={styles.row}>
                      <span>{drawName(r.drawAt)}</span>
                      <DrawDigits digits={r.digits} sum={r.sum} />
                      <details className={styles.seed}>
                        <summary>{t('lottery_fairness')}</summary>
                        <code>{r.serverSeed}</code>
                      </details>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}

function BetList({
  title,
  bets,
  loading,
  label,
  settled = false,
}: {
  title: string;
  bets: LotteryBet[] | undefined;
  loading: boolean;
  label: (selection: string) => string;
  settled?: boolean;
}) {
  const { t } = useTranslation();
  const drawName = useDrawName();
  const testId = settled ? 'lottery-settled-bets' : 'lottery-open-bets';
  return (
    <section className={styles.section} aria-label={title} data-testid={testId}>
      <h2 className={styles.heading}>{title}</h2>
      {loading ? (
        <Spinner size={20} />
      ) : !bets || bets.length === 0 ? (
        <p className={styles.muted}>{t('lottery_no_bets')}</p>
      ) : (
        <ul className={styles.rows}>
          {bets.map((bet) => (
            <li key={bet.betId} className={styles.row}>
              <span>
                {label(bet.selection)} · {bet.amount} · {t('lottery_odds', { odds: bet.odds })}
              </span>
              <span className={styles.muted}>{drawName(bet.drawAt)}</span>
              {settled ? (
                <span className={Number(bet.win) > 0 ? styles.win : styles.muted}>
                  {bet.status === 'void'
                    ? t('lottery_refunded', { amount: bet.amount })
                    : Number(bet.win) > 0
                      ? t('lottery_won', { amount: bet.win })
                      : t('lottery_lost')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
