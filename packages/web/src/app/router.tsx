import { createBrowserRouter, replace } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoading } from '@/shared/ui/page-loading';
import { lazyScreen } from '@/app/routes/lazy-screen';
import { RootError, RouteError } from '@/app/routes/route-error';
import { screenLoader } from '@/app/routes/screens';
import { NOT_FOUND_ROUTE, ROUTES } from '@/app/routes/table';
import type { AppRoute } from '@/app/routes/table';
import { Root } from '@/app/root';

const screenRoute = (path: string, entry: AppRoute): RouteObject => ({
  path,
  ...lazyScreen(screenLoader(entry.screen)),
  HydrateFallback: PageLoading,
  errorElement: <RouteError />,
});

/** Aliases replace-redirect to their route, keeping the query string. */
const aliasRoute = (alias: string, target: string): RouteObject => ({
  path: alias,
  Component: PageLoading,
  HydrateFallback: PageLoading,
  loader: ({ request }) => replace(target + new URL(request.url).search),
});

/** The route objects, all generated from the route table. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RootError />,
    HydrateFallback: PageLoading,
    children: [
      ...ROUTES.map((entry) => screenRoute(entry.path, entry)),
      ...ROUTES.flatMap((entry) => entry.aliases.map((alias) => aliasRoute(alias, entry.path))),
      screenRoute('*', NOT_FOUND_ROUTE),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
