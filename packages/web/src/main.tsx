import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n, prefetchScreenTexts } from '@/shared/i18n/i18n';
import { prefetchFirstScreen } from '@/app/first-paint';
import { createQueryClient, Providers } from '@/app/providers';
import { createAppRouter, preloadScreen } from '@/app/router';
import { prefetchScreenLoaders } from '@/app/routes/screens';
import { registerServiceWorker } from '@/shared/device/service-worker';
import { getSession } from '@/shared/session/session';
import { SIGNED_IN_COOKIE } from '@kalaro/contract/static-shell';
import '@/shared/styles/theme.css';
import '@/shared/styles/global.css';
import '@/app/shell/static-shell.css';

const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Ends the current task, so that the start is a few short tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** At most this long the first screen waits for a signed-in tab's session details. */
const RESTORE_WAIT_MS = 3000;

/**
 * A tab opened while the member is signed in (the signed-in mark is there but not
 * the tab's own session details) asks for them before its first screen, which
 * then shows the member, not a visitor. Visitors' tabs load nothing for it.
 */
const restoreSession = (): Promise<unknown> =>
  !getSession() && document.cookie.includes(`${SIGNED_IN_COOKIE}=1`)
    ? Promise.race([
        import('@/app/restore-session')
          .then((module) => module.restoreSession(queryClient))
          .catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
      ])
    : nextTask();

prefetchScreenTexts();
prefetchScreenLoaders();
registerServiceWorker();
void restoreSession()
  .then(() => {
    // The first screen's API answers are asked for first, in a task of their own
    // (not in the one that evaluated this module).
    prefetchFirstScreen(queryClient, window.location.pathname, window.location.search);
    return nextTask();
  })
  .then(() => {
    // The first screen's chunk, which the router's first navigation then waits for.
    preloadScreen(window.location.pathname);
    return nextTask();
  })
  .then(() => {
    // The router's first navigation waits for that chunk (its route's loader).
    const router = createAppRouter();
    return nextTask()
      .then(initI18n)
      .then(nextTask)
      .then(() => router);
  })
  .then((router) => {
    // React's root (its event listeners) in a task of its own, then a transition:
    // React renders the app in short slices, leaving the page responsive.
    const root = createRoot(container);
    void nextTask().then(() => {
      startTransition(() => {
        root.render(
          <StrictMode>
            <Providers client={queryClient}>
              <RouterProvider router={router} />
            </Providers>
          </StrictMode>,
        );
      });
    });
  });
