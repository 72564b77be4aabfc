import { useTranslation } from 'react-i18next';
import type { RebateCategory } from '@kalaro/contract/rebate';
import { formatMoney } from '@/shared/format/money';
import { isIdle, orderCategories } from '@/features/rebate/model';
import styles from '@/features/rebate/components/rebate.module.css';

/** A rebate's figures per game category: turnover, rate and rebate. */
export function CategoryTable({
  caption,
  categories,
}: {
  caption: string;
  categories: readonly RebateCategory[];
}) {
  const { t } = useTranslation();
  const label = (gameType: string) =>
    t(`category_${gameType}` as 'category_SPORTS', { defaultValue: gameType });
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rebate_category')}</th>
          <th scope="col">{t('rebate_turnover')}</th>
          <th scope="col">{t('rebate_rate')}</th>
          <th scope="col">{t('rebate_amount')}</th>
        </tr>
      </thead>
      <tbody>
        {orderCategories(categories).map((c) => (
          <tr key={c.gameType} data-idle={isIdle(c) || undefined} data-testid="rebate-category">
            <th scope="row">{label(c.gameType)}</th>
            <td>{formatMoney(c.turnover)}</td>
            <td>{c.rate}%</td>
            <td>{formatMoney(c.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
