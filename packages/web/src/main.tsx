// First: catches the browser's install offer (beforeinstallprompt) before any screen loads.
import '@/shared/device/install-prompt';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startupQueryOptions } from '@/features/startup/api/get-startup';
import { initI18n, prefetchScreenTexts } from '@/shared/i18n/i18n';
import { createQueryClient, Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { prefetchScreenLoaders } from '@/app/routes/screens';
import '@/shared/styles/theme.css';
import '@/shared/styles/global.css';

const queryClient = createQueryClient();
// Start-up settings are fetched at once, in parallel with the first screen's chunk.
void queryClient.prefetchQuery(startupQueryOptions());
// The router starts loading the first screen's chunk as soon as it is created.
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

prefetchScreenTexts();
prefetchScreenLoaders();
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
