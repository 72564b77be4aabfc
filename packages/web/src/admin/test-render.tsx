import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminRoutes, createAdminQueryClient } from './app';
import { adminI18n } from './i18n';

/** Renders the back office at `path` (its routes, query client and texts), for tests. */
export function renderAdminAt(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={adminI18n}>
      <QueryClientProvider client={createAdminQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}
