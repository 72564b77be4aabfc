import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@/features/startup/api/get-startup';
import { decideStartup } from '@/features/startup/model';
import { StartupError } from '@/features/startup/components/startup-error';
import { PageLoading } from '@/shared/ui/page-loading';
import { Toaster } from '@/shared/ui/toast/toaster';
import { AppShell } from '@/app/shell/app-shell';

// Shown only when the operator is down or the region is blocked: not on the first load.
const MaintenancePage = lazy(() =>
  import('@/features/startup/components/maintenance-page').then((module) => ({
    default: module.MaintenancePage,
  })),
);
const RegionPage = lazy(() =>
  import('@/features/startup/components/region-page').then((module) => ({
    default: module.RegionPage,
  })),
);

/** Start-up gate: loading, then maintenance, region restriction or the app. */
function StartupGate() {
  const { t } = useTranslation();
  const startup = useStartup();
  // The settings' arrival swaps the loading state for the whole app: that render
  // runs in the background, in short slices, not as one long task (the loading
  // state stays until it is done).
  const settings = useDeferredValue(startup.data);
  const outcome = settings ? decideStartup(settings) : null;
  const operatorName = settings?.operatorName;

  useEffect(() => {
    // The app shell titles its own pages; the full-screen states are titled here.
    if (outcome === 'maintenance' || outcome === 'region') {
      const title = outcome === 'maintenance' ? t('maintenance_title') : t('region_title');
      document.title = `${title} · ${operatorName ?? ''}`;
    }
  }, [outcome, operatorName, t]);

  const loading = (
    <main>
      <PageLoading label={t('startup_loading')} fullScreen />
    </main>
  );
  if (startup.isError) {
    return (
      <StartupError
        error={startup.error}
        onRetry={() => void startup.refetch()}
        retrying={startup.isFetching}
      />
    );
  }
  if (!settings) return loading;
  switch (outcome) {
    case 'maintenance':
      return (
        <Suspense fallback={loading}>
          <main>
            <MaintenancePage
              operatorName={settings.operatorName}
              notice={settings.maintenanceNotice}
            />
          </main>
        </Suspense>
      );
    case 'region':
      return (
        <Suspense fallback={loading}>
          <main>
            <RegionPage operatorName={settings.operatorName} />
          </main>
        </Suspense>
      );
    default:
      return <AppShell />;
  }
}

export function Root() {
  return (
    <>
      <StartupGate />
      <Toaster />
    </>
  );
}
