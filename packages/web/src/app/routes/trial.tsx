import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@kalaro/contract/money-format';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { TrialButton } from '@/features/auth/components/trial-button';
import { trialPageState } from '@/features/auth/model';
import { FreePlayGames } from '@/features/games/components/free-play-games';
import { InhouseLotteries } from '@/features/lottery/components/inhouse-lotteries';
import { useBalance } from '@/features/wallet/api/get-balance';
import { pickImageCdn } from '@/shared/images/image-cdn';
import { useSession } from '@/shared/session/session';
import button from '@/shared/ui/button.module.css';
import styles from '@/app/routes/trial.module.css';

/**
 * /m/trail, the free trial (home's "Try for free"): a visitor starts free play (a
 * trial account with a trial balance, POST trial); a trial account then plays
 * Kalaro's own games and draws here; a member is pointed to the real games.
 */
export default function TrialScreen() {
  const { t } = useTranslation();
  const settings = useStartupSettings();
  const cdn = useMemo(() => pickImageCdn(settings.info), [settings.info]);
  const session = useSession();
  const state = trialPageState(session);
  const balance = useBalance(state === 'trial');

  return (
    <div className={styles.page} data-testid={`trial-${state}`}>
      <section className={styles.hero} aria-labelledby="trial-title">
        <h2 id="trial-title" className={styles.title}>
          {t(`trial_${state}_title`)}
        </h2>
        <p className={styles.text}>{t(`trial_${state}_text`)}</p>
        {state === 'visitor' && (
          <>
            <ul className={styles.points}>
              <li>{t('trial_point_no_signup')}</li>
              <li>{t('trial_point_games')}</li>
              <li>{t('trial_point_limits')}</li>
            </ul>
            <TrialButton onStarted={() => undefined} />
            <p className={styles.alt}>
              {t('trial_have_account')} <Link to="/m/login">{t('login')}</Link>
            </p>
          </>
        )}
        {state === 'trial' && (
          <>
            <p className={styles.balance} data-testid="trial-balance">
              {t('trial_balance')}{' '}
              <strong>{balance.data ? formatMoney(balance.data.sumBalance) : '…'}</strong>
            </p>
            <Link to="/m/register" className={`${button.button} ${button.secondary}`}>
              {t('trial_register')}
            </Link>
          </>
        )}
        {state === 'member' && (
          <Link to="/m/gameLobby" className={button.button}>
            {t('trial_open_lobby')}
          </Link>
        )}
      </section>
      {state !== 'visitor' && (
        <>
          <FreePlayGames cdn={cdn} />
          <div className={styles.draws}>
            <InhouseLotteries loggedIn pageBack="trail" />
          </div>
        </>
      )}
    </div>
  );
}
