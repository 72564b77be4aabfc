import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { appRouterInit } from '@/app/router';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { clearSession } from '@/shared/session/session';
import { renderWithProviders } from '@/shared/test/render';
import { clearToasts } from '@/shared/ui/toast/toast-store';

// An app-level test starts from a visitor's app in English, with the real fetch:
// whatever a test stubbed, signed in, toasted or switched is undone after it.
afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  clearToasts();
  await chooseLanguage('EN');
});

/** A memory router made as the app's is (the first address's routes, the others found on navigation). */
export const createTestRouter = (path: string) => {
  const { routes, patchRoutesOnNavigation } = appRouterInit(new URL(path, 'http://app').pathname);
  return createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
};

/** Renders the whole app (every route, providers) at `path`, for app-level tests. */
export const renderAppAt = async (path: string) => {
  const router = createTestRouter(path);
  const result = await renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
};
