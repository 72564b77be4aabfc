import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '@/app/router';
import { renderWithProviders } from '@/shared/test/render';

/** Renders the whole app (every route, providers) at `path`, for app-level tests. */
export const renderAppAt = async (path: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = await renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
};
