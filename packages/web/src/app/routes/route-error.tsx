import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { AlertIcon } from '@/shared/ui/icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import { useAppReady } from '@/shared/first-paint';

/** A failed dynamic import (a screen's chunk, or its styles, could not be fetched). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk|Failed to fetch|Unable to preload CSS/i.test(
    error.message,
  );

/** Revalidations to try before falling back to a full page reload. */
const RETRIES_BEFORE_RELOAD = 2;

/**
 * The error element of every screen: a localized message and a Retry that
 * really retries. Retry revalidates the route, which runs its loader again and
 * so imports the screen's chunk again; if that keeps failing it reloads the page.
 */
export function RouteError({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  useAppReady();
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const attempts = useRef(0);
  const chunk = isChunkLoadError(error);

  const retry = () => {
    attempts.current += 1;
    if (attempts.current > RETRIES_BEFORE_RELOAD) window.location.reload();
    else void revalidator.revalidate();
  };

  // A screen that could not load while the device was offline loads by itself
  // when the network is back (the offline banner said it would).
  const { revalidate } = revalidator;
  useEffect(() => {
    if (!chunk) return;
    const again = () => void revalidate();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [chunk, revalidate]);

  return (
    <StatusPage
      testId="route-error"
      icon={<AlertIcon size={44} />}
      tone="danger"
      title={chunk ? t('error_load_failed') : t('route_error_title')}
      headingLevel={headingLevel}
    >
      <p>{chunk ? t('error_network') : t('route_error_text')}</p>
      <button
        type="button"
        className={button.button}
        onClick={retry}
        disabled={revalidator.state === 'loading'}
      >
        {t('retry')}
      </button>
    </StatusPage>
  );
}

/** Last-resort error element above the shell: the whole page is the error. */
export function RootError() {
  return (
    <main>
      <RouteError headingLevel={1} />
    </main>
  );
}
