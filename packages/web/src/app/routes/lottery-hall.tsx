import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { LotteryLobby } from '@/features/games/components/lottery-lobby';
import { InhouseLotteries } from '@/features/lottery/components/inhouse-lotteries';
import { LatestResults } from '@/features/lottery/components/latest-results';
import { pickImageCdn } from '@/shared/images/image-cdn';
import { useSession } from '@/shared/session/session';
import styles from '@/features/lottery/components/lottery.module.css';

/**
 * /m/startLottery and /m/moreLottery: the lottery hall. The draws open now with their
 * live countdowns and the latest results, each leading into its betting screen
 * (/m/launchGame?code=…); /m/moreLottery adds the vendors' lotteries.
 */
export default function LotteryHallScreen() {
  const { t } = useTranslation();
  const settings = useStartupSettings();
  const cdn = useMemo(() => pickImageCdn(settings.info), [settings.info]);
  const loggedIn = useSession() !== null;
  const more = useLocation().pathname.replace(/\/+$/, '') === '/m/moreLottery';
  const pageBack = more ? 'moreLottery' : 'startLottery';
  return (
    <div className={styles.lobby} data-testid="lottery-hall">
      <p className={styles.hallIntro}>{t('lottery_hall_intro')}</p>
      <InhouseLotteries loggedIn={loggedIn} pageBack={pageBack} showEmpty />
      <LatestResults loggedIn={loggedIn} pageBack={pageBack} />
      {more ? (
        <section className={styles.hallVendors} aria-labelledby="hall-vendors-heading">
          <h2 id="hall-vendors-heading" className={styles.heading}>
            {t('lottery_hall_vendors')}
          </h2>
          <LotteryLobby cdn={cdn} />
        </section>
      ) : (
        <p className={styles.lobbyMore}>
          <Link to="/m/moreLottery" className={styles.linkButton}>
            {t('lottery_all_lotteries')}
          </Link>
        </p>
      )}
    </div>
  );
}
