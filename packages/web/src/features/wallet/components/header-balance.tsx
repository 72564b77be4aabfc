import { useTranslation } from 'react-i18next';
import { formatBalance } from '@/features/wallet/model';
import styles from '@/features/wallet/components/header-balance.module.css';

interface Props {
  name: string;
  sumBalance: string | undefined;
  masked: boolean;
}

/** Nickname and total balance (2 decimals, or asterisks while masked). */
export function HeaderBalance({ name, sumBalance, masked }: Props) {
  const { t } = useTranslation();
  const text = formatBalance(sumBalance, masked);
  return (
    <span className={styles.block}>
      <span className={styles.name}>{name}</span>
      <span className={styles.balance} data-testid="header-balance">
        <span className={styles.visuallyHidden}>{t('balance')}: </span>
        {masked ? (
          <>
            <span aria-hidden="true">{text}</span>
            <span className={styles.visuallyHidden}>{t('balance_hidden')}</span>
          </>
        ) : (
          text
        )}
      </span>
    </span>
  );
}
