import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRouterInit } from '@/app/router';
import { renderWithProviders } from '@/shared/test/render';

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
