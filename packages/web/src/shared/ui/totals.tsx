import { formatMoney, formatSignedMoney, isNegative } from '@/shared/format/money';
import styles from '@/shared/ui/report.module.css';

export interface TotalItem {
  label: string;
  amount: string;
  /** Shown with its sign and coloured as a gain or a loss. */
  signed?: boolean;
  testId?: string;
}

/** The totals over every page of the filters. */
export function Totals({ label, items }: { label: string; items: readonly TotalItem[] }) {
  return (
    <dl className={styles.totals} aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd
            data-testid={item.testId}
            data-tone={item.signed ? (isNegative(item.amount) ? 'loss' : 'gain') : undefined}
          >
            {item.signed ? formatSignedMoney(item.amount) : formatMoney(item.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
