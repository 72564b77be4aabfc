import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n, prefetchScreenTexts } from '@/shared/i18n/i18n';
import { prefetchFirstScreen } from '@/app/first-paint';
import { createQueryClient, Providers } from '@/app/providers';
import { createAppRouter, preloadScreen } from '@/app/router';
import { prefetchScreenLoaders } from '@/app/routes/screens';
import { registerServiceWorker } from '@/shared/device/service-worker';
import '@/shared/styles/theme.css';
import '@/shared/styles/global.css';
import '@/app/shell/static-shell.css';

const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Ends the current task, so that the start is a few short tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

prefetchScreenTexts();
prefetchScreenLoaders();
registerServiceWorker();
void nextTask()
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
