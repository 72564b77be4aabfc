import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRouterInit, routesFor } from '@/app/router';

const paths = (routes: readonly RouteObject[]) => routes.map((route) => route.path);
const childPaths = (routes: readonly RouteObject[]) => paths(routes[0]?.children ?? []);

/** A router made as the app makes its own; no loader runs until it is initialised. */
const routerAt = (path: string) => {
  const { routes, patchRoutesOnNavigation } = appRouterInit(path);
  return createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
};
const shownPath = (router: ReturnType<typeof routerAt>) => router.state.matches.at(-1)?.route.path;

describe('the app router', () => {
  it('starts with the first address’s route and not found only', () => {
    expect(childPaths(appRouterInit('/m/home').routes)).toEqual(['/m/home', '*']);
    expect(childPaths(appRouterInit('/m/slot/88').routes)).toEqual(['/m/slot/:gameId', '*']);
    expect(childPaths(appRouterInit('/m/nowhere').routes)).toEqual(['*']);
  });

  it('gives an alias its redirect and the screen it leads to', () => {
    expect(paths(routesFor('/m/index/'))).toEqual(['/m/index', '/m/home']);
    expect(paths(routesFor('/m/mine'))).toEqual(['/m/mine']);
    expect(routesFor('/m/nowhere')).toEqual([]);
  });

  it('finds the route of any other address when it is navigated to', async () => {
    const router = routerAt('/m/notice');
    await router.navigate('/m/slot/88');
    expect(shownPath(router)).toBe('/m/slot/:gameId');
    expect(router.state.matches.at(-1)?.params).toEqual({ gameId: '88' });
    await router.navigate('/m/notice');
    expect(shownPath(router)).toBe('/m/notice');
    router.dispose();
  });

  it('follows an alias navigated to, keeping its query, and shows not found for unknown addresses', async () => {
    const router = routerAt('/m/notice');
    await router.navigate('/m/index?from=banner');
    expect(router.state.location.pathname).toBe('/m/home');
    expect(router.state.location.search).toBe('?from=banner');
    expect(shownPath(router)).toBe('/m/home');
    await router.navigate('/m/nowhere');
    expect(shownPath(router)).toBe('*');
    router.dispose();
  });
});
