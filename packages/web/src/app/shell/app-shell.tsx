import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { DURATION, FLAG } from '@kalaro/contract/constants';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn, messagingAppLink } from '@/features/startup/model';
import { useScreenTextsLoaded, withScreenTexts } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';
import { onSessionLimit } from '@/shared/session/session-limit';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { toast } from '@/shared/ui/toast/toast-store';
import { isTrialRestricted } from '@kalaro/contract/trial';
import { findRoute, HOME_PATH, titleKeyFor } from '@/app/routes/table';
import { activeMenuEntry } from '@/app/shell/bottom-menu-model';
import { BottomMenu } from '@/app/shell/bottom-menu';
import { HomeHeader } from '@/app/shell/home-header';
import { PageHeader } from '@/app/shell/page-header';
import { PageTransition } from '@/app/shell/page-transition';
import styles from '@/app/shell/app-shell.module.css';

/** The reality check and its texts: loaded once a member is signed in (not for a trial). */
const RealityCheckHost = lazy(() => withScreenTexts(import('@/app/shell/reality-check-host')));

/** Header, main content with page transitions, and bottom menu, all driven by the route table. */
export function AppShell() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const settings = useStartupSettings();
  const session = useSession();
  const route = findRoute(location.pathname);
  const titleKey = titleKeyFor(route, location.search);
  // Most page titles are screens' texts: render the title again once they have arrived.
  useScreenTextsLoaded(!i18n.exists(titleKey));
  const title = t(titleKey);
  // A trial account may not open member pages: say so and stay on home.
  const trialRestricted = isTrialRestricted(location.pathname, session?.type);
  const navigate = useNavigate();

  // The session-time limit ended the session: say why on a screen of its own.
  useEffect(
    () => onSessionLimit(() => void navigate('/m/sessionLimit', { replace: true })),
    [navigate],
  );

  useEffect(() => {
    if (trialRestricted) toast.info(t('free_reject'), { duration: DURATION.FREE_REJECT });
  }, [trialRestricted, location.key, t]);

  useEffect(() => {
    document.title = `${title} · ${settings.operatorName}`;
  }, [title, settings.operatorName]);

  return (
    <div className={styles.shell} data-bottom-menu={route.bottomMenu}>
      <OfflineBanner />
      <a href="#main" className={styles.skipLink}>
        {t('skip_to_content')}
      </a>
      {route.header === 'page' && <PageHeader title={title} back={route.back} />}
      {route.header === 'home' && (
        <HomeHeader
          operatorName={settings.operatorName}
          session={session}
          directRegistration={isFlagOn(settings, FLAG.DIRECT_REGISTRATION)}
        />
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageTransition>
          {trialRestricted ? <Navigate to={HOME_PATH} replace /> : <Outlet />}
        </PageTransition>
      </main>
      {session && (
        <Suspense>
          <RealityCheckHost />
        </Suspense>
      )}
      {route.bottomMenu && (
        <BottomMenu
          active={activeMenuEntry(location.pathname)}
          serviceUrl={messagingAppLink(settings)}
          rewardsCentre={isFlagOn(settings, FLAG.REWARD_CENTRE)}
          bonusPercent={settings.depositBonusPercent ?? 0}
        />
      )}
    </div>
  );
}
