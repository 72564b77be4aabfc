import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@kalaro/contract/lottery';
import { drawPhase, formatCountdown, type DrawPhase } from '@/features/lottery/model';
import styles from '@/features/lottery/components/lottery.module.css';

/** The draw's phase and its live countdown (role timer: read on demand, not every second). */
export function DrawClock({
  draw,
  now,
  skewMs,
}: {
  draw: Pick<LotteryDraw, 'status' | 'closesAt' | 'drawAt'>;
  now: number;
  skewMs: number;
}) {
  const { t } = useTranslation();
  const phase: DrawPhase = drawPhase(draw, now, skewMs);
  const text =
    phase.kind === 'open'
      ? t('lottery_betting_closes', { time: formatCountdown(phase.secondsToClose) })
      : phase.kind === 'closed'
        ? t('lottery_betting_closed', { time: formatCountdown(phase.secondsToDraw) })
        : t('lottery_drawing');
  return (
    <span role="timer" className={styles.clock} data-phase={phase.kind}>
      {text}
    </span>
  );
}

/** Three drawn digits as balls, with their sum for screen readers. */
export function DrawDigits({ digits, sum }: { digits: number[]; sum: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.digits}
      role="img"
      aria-label={t('lottery_digits_label', { digits: digits.join(' '), sum })}
    >
      {digits.map((digit, index) => (
        <span key={index} className={styles.ball} aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
