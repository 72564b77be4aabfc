import { createBrowserRouter, replace } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoading } from '@/shared/ui/page-loading';
import { lazyScreen } from '@/app/routes/lazy-screen';
import { RootError, RouteError } from '@/app/routes/route-error';
import { screenLoader } from '@/app/routes/screens';
import { findRoute, NOT_FOUND_ROUTE, normalizePath, ROUTES } from '@/app/routes/table';
import type { AppRoute } from '@/app/routes/table';
import { Root } from '@/app/root';

const ROOT_ID = 'root';

/** Starts importing each address's screen chunk ahead of its route (see `preloadScreen`). */
const screenPreloads = new Map<string, () => void>();

const screenRoute = (path: string, entry: AppRoute): RouteObject => {
  const { preload, ...screen } = lazyScreen(screenLoader(entry.screen));
  screenPreloads.set(path, preload);
  return {
    id: path,
    path,
    ...screen,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  };
};

/** Aliases replace-redirect to their route, keeping the query string. */
const aliasRoute = (alias: string, target: string): RouteObject => ({
  id: alias,
  path: alias,
  Component: PageLoading,
  HydrateFallback: PageLoading,
  loader: ({ request }) => replace(target + new URL(request.url).search),
});

// One route object per address, made once: a screen's loaded chunk stays with it.
const screenRoutes = new Map(ROUTES.map((entry) => [entry.path, screenRoute(entry.path, entry)]));
const aliasRoutes = new Map(
  ROUTES.flatMap((entry) => entry.aliases.map((alias) => [alias, aliasRoute(alias, entry.path)])),
);
const notFoundRoute = screenRoute('*', NOT_FOUND_ROUTE);

const root = (children: RouteObject[]): RouteObject[] => [
  {
    id: ROOT_ID,
    element: <Root />,
    errorElement: <RootError />,
    HydrateFallback: PageLoading,
    children,
  },
];

/** The routes an address needs: its screen's, or its alias's and the screen it redirects to. */
export const routesFor = (pathname: string): RouteObject[] => {
  const path = normalizePath(pathname);
  const entry = findRoute(path);
  if (entry === NOT_FOUND_ROUTE) return [];
  const screen = screenRoutes.get(entry.path);
  const alias = aliasRoutes.get(path);
  return [...(alias ? [alias] : []), ...(screen ? [screen] : [])];
};

/**
 * What a router of the app is made with. It starts with the first address's
 * routes only (and not found): the router compiles and ranks every route it
 * holds (a regular expression each) when it is made, which for the whole table
 * was one of the longest tasks of the start. Any other address matches not found
 * first, and React Router then asks `patchRoutesOnNavigation` for its routes.
 */
export const appRouterInit = (
  pathname: string,
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } => ({
  routes: root([...routesFor(pathname), notFoundRoute]),
  patchRoutesOnNavigation: ({ path, patch }) => {
    const routes = routesFor(path);
    if (routes.length > 0) patch(ROOT_ID, routes);
  },
});

/**
 * Starts importing the screen of an address (for an alias, the screen it leads
 * to), for the start to do in a task of its own: otherwise it runs inside
 * the router's creation (its first navigation calls the route's loader), with
 * the preload links of the chunk's imports, in one of the start's longest tasks.
 */
export const preloadScreen = (pathname: string): void => {
  screenPreloads.get(findRoute(normalizePath(pathname)).path)?.();
};

export const createAppRouter = () => {
  const { routes, patchRoutesOnNavigation } = appRouterInit(window.location.pathname);
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
};
