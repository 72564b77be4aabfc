import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@kalaro/contract/wallet-records';
import { formatRecordTime } from '@/shared/format/date-range';
import { formatMoney, formatSignedMoney, isNegative } from '@/shared/format/money';
import styles from '@/shared/ui/report.module.css';

type BetSummary = Pick<BetRecord, 'net' | 'stake' | 'win' | 'status' | 'createdAt'>;

/**
 * One bet in a report list (the member's betting record, the team's betting): its
 * title, result, time, status, stake and win; `children` add to it (a spin's detail).
 */
export function BetRow({
  title,
  bet,
  locale,
  testId,
  children,
}: {
  title: ReactNode;
  bet: BetSummary;
  locale: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} data-testid={testId}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{title}</span>
        <span
          className={styles.amount}
          data-tone={bet.status === 'void' ? undefined : isNegative(bet.net) ? 'loss' : 'gain'}
        >
          {formatSignedMoney(bet.net)}
        </span>
      </div>
      <div className={styles.rowMeta}>
        <time dateTime={bet.createdAt}>{formatRecordTime(bet.createdAt, locale)}</time>
        <span>{t(`records_status_${bet.status}`)}</span>
      </div>
      <p className={styles.rowMeta}>
        <span>{t('records_stake_amount', { amount: formatMoney(bet.stake) })}</span>
        <span>{t('records_win_amount', { amount: formatMoney(bet.win) })}</span>
      </p>
      {children}
    </li>
  );
}
