import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InhouseLotteries } from '@/features/lottery/components/inhouse-lotteries';
import styles from '@/features/lottery/components/lottery.module.css';

/**
 * The lottery lobby of /m/launchGame (code=lobby, the default):
 * the draw lotteries with their live countdowns, each opening its betting screen,
 * and a way to every lottery of the operator (/m/lottery).
 */
export function LaunchLobby({ loggedIn, pageBack }: { loggedIn: boolean; pageBack: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.lobby}>
      <InhouseLotteries loggedIn={loggedIn} pageBack={pageBack} showEmpty />
      <p className={styles.lobbyMore}>
        <Link to="/m/lottery" className={styles.linkButton}>
          {t('lottery_all_lotteries')}
        </Link>
      </p>
    </div>
  );
}
