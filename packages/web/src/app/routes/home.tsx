import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FLAG } from '@kalaro/contract/constants';
import type { HotMatch } from '@kalaro/contract/content';
import { DownloadBar } from '@/features/app-links/components/download-bar';
import { isReferralRunning } from '@/features/app-links/model';
import { PopularGamesSlot } from '@/features/games/components/popular-games-slot';
import { useHomeAnnouncements } from '@/features/home/api/get-announcements';
import { usePageLoaded } from '@/shared/hooks/after-load';
import { useHoldFirstPaint } from '@/shared/first-paint';
import { AnnouncementPopupHost } from '@/features/home/components/announcement-popup-host';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { ChunkBoundary } from '@/features/home/components/chunk-boundary';
import { HomeWelcome } from '@/features/home/components/home-welcome';
import { HotMatches } from '@/features/home/components/hot-matches';
import { NoticeTicker } from '@/features/home/components/notice-ticker';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { toastError } from '@/shared/http/error-text';
import { hasDividendInfo } from '@kalaro/contract/agent-rules';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { pickImageCdn } from '@/shared/images/image-cdn';
import { useSession } from '@/shared/session/session';
import styles from '@/app/routes/home.module.css';

// Below the fold or floating: loaded (with their texts) after the page, off the
// first-load budget.
const HomeScreenTips = lazy(() =>
  withScreenTexts(import('@/features/app-links/components/home-screen-tips')).then((m) => ({
    default: m.HomeScreenTips,
  })),
);
/** The contract-request check: only for agents of the types that take contracts. */
const ContractCheck = lazy(() =>
  withScreenTexts(import('@/features/agent/components/contract-check')).then((m) => ({
    default: m.ContractCheck,
  })),
);
const SideServiceBar = lazy(() =>
  withScreenTexts(import('@/features/app-links/components/side-service-bar')).then((m) => ({
    default: m.SideServiceBar,
  })),
);

/** What the widgets show when the announcements call failed: their empty states. */
const EMPTY = { banners: [], notices: [], popups: [], hotMatches: [] } as const;

/**
 * /m/home: the download bar; banners, the notice bar and hot
 * matches (with the announcement pop-up) above the welcome card and the category
 * shortcuts; the side-service bar (in its reserved place) and the add-to-home-screen
 * tips once the page has loaded; popular games when scrolled near.
 */
export default function HomeScreen() {
  const settings = useStartupSettings();
  const session = useSession();
  const loggedIn = session !== null;
  const cdn = useMemo(() => pickImageCdn(settings.info), [settings.info]);
  const announcements = useHomeAnnouncements();
  // The answer's arrival re-renders home at once (the query store's updates are
  // synchronous); the widgets it fills render in the background, in short
  // slices, instead of in that one long task.
  const content = useDeferredValue(
    announcements.data ?? (announcements.isError ? EMPTY : undefined),
  );
  const referralActive = isReferralRunning(announcements.data?.promotions ?? []);
  const pageLoaded = usePageLoaded();
  // The static first paint shows the first banner: it stays until the banners are here.
  useHoldFirstPaint(content === undefined);

  const navigate = useNavigate();
  const client = useQueryClient();
  const onPlay = useCallback(
    async (match: HotMatch) => {
      try {
        const { playMatch } = await import('@/app/routes/play-match');
        await playMatch(match, { loggedIn, client, navigate });
      } catch (error) {
        toastError(error);
      }
    },
    [loggedIn, client, navigate],
  );

  return (
    <>
      <DownloadBar resources={settings.info.resources} operatorName={settings.operatorName} />
      <div className={styles.widgets}>
        <BannerCarousel banners={content?.banners} cdn={cdn} />
        <NoticeTicker notices={content?.notices} />
        <HotMatches matches={content?.hotMatches} cdn={cdn} onPlay={onPlay} />
      </div>
      <AnnouncementPopupHost popups={content?.popups} />
      <HomeWelcome
        operatorName={settings.operatorName}
        loggedIn={loggedIn}
        directRegistration={isFlagOn(settings, FLAG.DIRECT_REGISTRATION)}
      />
      {/* The side-service bar's place, kept at its height until it loads: nothing moves. */}
      <div className={styles.service}>
        {pageLoaded && (
          <ChunkBoundary>
            <Suspense fallback={null}>
              <SideServiceBar
                customerService={settings.info.customerService}
                referralActive={referralActive}
                loggedIn={loggedIn}
              />
            </Suspense>
          </ChunkBoundary>
        )}
      </div>
      <PopularGamesSlot cdn={cdn} />
      {pageLoaded && session && hasDividendInfo(session.type) && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <ContractCheck />
          </Suspense>
        </ChunkBoundary>
      )}
      {pageLoaded && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <HomeScreenTips
              resources={settings.info.resources}
              operatorName={settings.operatorName}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
