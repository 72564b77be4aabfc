import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SlotState, SpinValue } from '@kalaro/contract/slot';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { useNow } from '@/shared/hooks/use-now';
import { formatMoney, formatSignedMoney, isNegative } from '@/shared/format/money';
import { isApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { BackIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import {
  isRealityCheckDue,
  startRound,
  useRealityCheckOpen,
} from '@/shared/session/reality-check-gate';
import { Spinner } from '@/shared/ui/spinner';
import button from '@/shared/ui/button.module.css';
import { useSlotState } from '@/features/slot/api/get-slot-state';
import { useSpin } from '@/features/slot/api/spin';
import {
  cellKey,
  cooldownLeft,
  formatPlayTime,
  newSpinKey,
  nextSpinTime,
  pickBet,
  playedSeconds,
  reelsAt,
  shouldCelebrate,
  spinBlock,
  winningCells,
} from '@/features/slot/model';
import { FairnessPanel } from '@/features/slot/components/fairness-panel';
import { Paytable } from '@/features/slot/components/paytable';
import { SymbolArt } from '@/features/slot/components/symbols';
import { symbolName } from '@/features/slot/components/symbol-name';
import { useCountdownNow } from '@/features/slot/components/use-countdown-now';
import styles from '@/features/slot/components/slot.module.css';

interface Props {
  gameId: string;
  /** The checked way back to the app (see safePageBack). */
  backTo: string;
  /** The wallet balance in the top bar (the app's shared balance). */
  balance: ReactNode;
  /** The wallet balance the server answered (on load and after each spin); a stable callback. */
  onBalance: (sumBalance: string) => void;
}

/**
 * Kalaro Reels, the in-house slot: 5 reels × 3 rows, bet levels from the game's
 * minimum, one spin at a time and at least minSpinIntervalMs apart (no autoplay
 * or turbo), the session's time and net result, a celebration only for a win
 * above the stake, the paytable and the provably-fair seeds.
 */
export function SlotGame({ gameId, backTo, balance, onBalance }: Props) {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const state = useSlotState(gameId, language);

  // The state's balance is the wallet's: on load, after each spin and after a re-read.
  const answeredBalance = state.data?.balance;
  useEffect(() => {
    if (answeredBalance !== undefined) onBalance(answeredBalance);
  }, [answeredBalance, onBalance]);

  return (
    <div className={styles.screen}>
      <header className={styles.topBar}>
        <Link to={backTo} className={styles.back} aria-label={t('slot_back')}>
          <BackIcon />
        </Link>
        <h1 className={styles.title}>{state.data?.game.gameName ?? t('title_slots')}</h1>
        <span className={styles.wallet}>{balance}</span>
      </header>
      <QueryState query={state} failedTitle={t('slot_load_failed')}>
        {(data) => <SlotTable gameId={gameId} state={data} />}
      </QueryState>
    </div>
  );
}

function SlotTable({ gameId, state }: { gameId: string; state: SlotState }) {
  const { t } = useTranslation();
  const spin = useSpin(gameId);
  const [chosenBet, setChosenBet] = useState<string | undefined>();
  const bet = pickBet(state.betLevels, chosenBet);
  const [last, setLast] = useState<SpinValue | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // When the next spin is accepted: the server's word, never earlier than the local rule.
  const [readyAt, setReadyAt] = useState(() =>
    nextSpinTime(state.nextSpinAt, null, state.minSpinIntervalMs),
  );
  const [clock, setClock] = useState(() => Date.now());
  const now = Math.max(useCountdownNow(readyAt, clock), useNow(1000));
  const cooldownMs = cooldownLeft(readyAt, now);
  const block = spinBlock({
    inFlight: spin.isPending,
    cooldownMs,
    bet,
    balance: state.balance,
  });

  const reels = useMemo(
    () =>
      last?.reels ??
      reelsAt(
        state.reelStrips,
        state.reelStrips.map(() => 0),
        state.rowCount,
      ),
    [last, state.reelStrips, state.rowCount],
  );
  const winning = useMemo(() => winningCells(last?.lines ?? []), [last]);
  const celebrate = last !== null && last.winAboveStake && shouldCelebrate(last.win, last.bet);
  const lineLevel = state.betLevels.find((level) => level.bet === bet);

  // The reality check: it waits for a spin's result, and no spin starts while it is open.
  const paused = useRealityCheckOpen();
  const endRound = useRef<(() => void) | null>(null);
  useEffect(() => () => endRound.current?.(), []);

  const onSpin = () => {
    if (block !== null || bet === undefined || paused) return;
    const end = startRound();
    if (end === null) return;
    endRound.current = end;
    setMessage(null);
    const startedAt = Date.now();
    const before = readyAt;
    setClock(startedAt);
    setReadyAt(startedAt + state.minSpinIntervalMs);
    spin.mutate(
      {
        bet,
        idempotencyKey: newSpinKey(),
        serverSeedHash: state.fairness.serverSeedHash,
      },
      {
        onSuccess: (value) => {
          setLast(value);
          setReadyAt(nextSpinTime(value.nextSpinAt, startedAt, state.minSpinIntervalMs));
        },
        onError: (error) => {
          if (isApiError(error) && error.errorCode === 'slot.spin_too_fast') {
            const wait = (error.value as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
            const at = Date.now();
            setClock(at);
            setReadyAt(at + (typeof wait === 'number' ? wait : state.minSpinIntervalMs));
          } else {
            // A refused spin did not count: the pause is the one before it.
            setReadyAt(before);
          }
          // The reality check fell due: it opens over the game, and the spin
          // may be played again once it is answered.
          if (!isRealityCheckDue(error)) setMessage(t(errorMessageKey(error)));
        },
        onSettled: () => {
          end();
          if (endRound.current === end) endRound.current = null;
        },
      },
    );
  };

  const resultText =
    last === null
      ? t('slot_ready')
      : isNegative(last.win) || last.win === '0.00'
        ? t('slot_no_win')
        : celebrate
          ? t('slot_big_win', { amount: formatMoney(last.win) })
          : t('slot_win_back', { amount: formatMoney(last.win), bet: formatMoney(last.bet) });

  const session = state.session;
  return (
    <div className={styles.table}>
      <section className={styles.machine} aria-labelledby="slot-reels-caption">
        <table className={styles.reels} data-spinning={spin.isPending || undefined}>
          <caption id="slot-reels-caption" className="visually-hidden">
            {t('slot_reels')}
          </caption>
          <tbody>
            {Array.from({ length: state.rowCount }, (_, row) => (
              <tr key={row}>
                {reels.map((column, reel) => {
                  const symbol = column[row] ?? '';
                  const won = winning.has(cellKey(reel, row));
                  return (
                    <td
                      key={reel}
                      className={styles.cell}
                      data-win={won || undefined}
                      data-testid="slot-cell"
                    >
                      <SymbolArt symbol={symbol} />
                      <span className="visually-hidden">
                        {symbolName(t, symbol)}
                        {won ? `, ${t('slot_winning')}` : ''}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p
          className={styles.result}
          data-celebrate={celebrate || undefined}
          role="status"
          data-testid="slot-result"
        >
          {resultText}
        </p>
        {last && last.lines.length > 0 && (
          <ul className={styles.lines} aria-label={t('slot_winning_lines')}>
            {last.lines.map((line) => (
              <li key={line.line}>
                {t('slot_line_win', {
                  line: line.line + 1,
                  reels: line.count,
                  symbol: symbolName(t, line.symbol),
                  amount: formatMoney(line.win),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <dl className={styles.session} aria-label={t('slot_session')}>
        <div>
          <dt>{t('slot_time_played')}</dt>
          <dd data-testid="slot-time">
            {formatPlayTime(
              session.startedAt ? playedSeconds(session.startedAt, now) : session.playedSeconds,
            )}
          </dd>
        </div>
        <div>
          <dt>{t('slot_spins')}</dt>
          <dd>{session.spins}</dd>
        </div>
        <div>
          <dt>{t('slot_net')}</dt>
          <dd data-testid="slot-net" data-negative={isNegative(session.net) || undefined}>
            {formatSignedMoney(session.net)}
          </dd>
        </div>
      </dl>

      <div className={styles.controls}>
        <label className={styles.betField}>
          <span className={styles.betLabel}>{t('slot_bet')}</span>
          <select
            className={styles.betSelect}
            value={bet ?? ''}
            onChange={(event) => setChosenBet(event.target.value)}
            disabled={spin.isPending}
            aria-describedby="slot-bet-hint"
          >
            {state.betLevels.map((level) => (
              <option key={level.bet} value={level.bet}>
                {formatMoney(level.bet)}
              </option>
            ))}
          </select>
          <span id="slot-bet-hint" className={styles.betHint}>
            {lineLevel &&
              t('slot_bet_hint', {
                lines: state.paylines.length,
                lineBet: formatMoney(lineLevel.lineBet),
              })}
          </span>
        </label>
        <button
          type="button"
          className={`${button.button} ${styles.spin}`}
          onClick={onSpin}
          disabled={block !== null || paused}
          aria-describedby="slot-spin-note"
        >
          {spin.isPending && <Spinner size={18} />}
          {block === 'spinning'
            ? t('slot_spinning')
            : block === 'cooldown'
              ? t('slot_wait', { seconds: Math.ceil(cooldownMs / 1000) })
              : t('slot_spin')}
        </button>
      </div>
      <p id="slot-spin-note" className={styles.note} role={message ? 'alert' : undefined}>
        {message ??
          (block === 'insufficient'
            ? t('error_insufficient_funds')
            : t('slot_protection', { seconds: state.minSpinIntervalMs / 1000 }))}
      </p>

      <div className={styles.panels}>
        <Paytable state={state} />
        <FairnessPanel fairness={state.fairness} />
      </div>
    </div>
  );
}
