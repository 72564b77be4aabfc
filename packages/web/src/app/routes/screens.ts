import { afterLoadAndIdle } from '@/shared/hooks/after-load';
import type { ScreenId } from '@/app/routes/table';
import type { ScreenModule } from '@/app/routes/lazy-screen';

export type OtherScreenId = Exclude<ScreenId, 'home'>;

const registry = () => import('@/app/routes/screen-loaders');

/**
 * Each screen is its own chunk, imported when its route is first visited. Home is
 * imported directly and needs only the texts that ship with the app (the first
 * load's budget); every other screen is found through the registry chunk
 * (`screen-loaders.ts`), fetched once the page has loaded or when such a screen
 * is first opened.
 */
export const screenLoader = (id: ScreenId): (() => Promise<ScreenModule>) =>
  id === 'home'
    ? () => import('@/app/routes/home')
    : () => registry().then((module) => module.SCREEN_LOADERS[id]());

/** Fetches the registry of the other screens once the page has loaded and the browser is idle. */
export const prefetchScreenLoaders = (): void => {
  afterLoadAndIdle(() => void registry().catch(() => undefined));
};
