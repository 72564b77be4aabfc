import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction } from 'react-router';
import { useAppReady } from '@/shared/first-paint';

export interface ScreenModule {
  default: ComponentType;
}

/**
 * A lazily loaded screen. The chunk is imported by the route's loader, so the
 * current screen stays visible while the next one loads, and a failed import
 * reaches the route's error element. The import promise is not cached when it
 * fails: revalidating (the error element's Retry) really imports again.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): {
  loader: LoaderFunction;
  Component: ComponentType;
  /** Starts the import ahead of the route's loader (which then only waits for it). */
  preload: () => void;
} {
  let Loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;

  const start = () =>
    (pending ??= load().then(
      (module) => (Loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  const loader: LoaderFunction = async () => {
    if (Loaded) return null;
    await start();
    return null;
  };

  // A failed preload is forgotten: the loader imports again and shows its error.
  const preload = () => void start().catch(() => undefined);

  function Screen() {
    return Loaded ? (
      <Ready>
        <Loaded />
      </Ready>
    ) : null;
  }

  return { loader, Component: Screen, preload };
}

/** A screen has rendered: the app replaces the static first paint (after the screen's own holds). */
function Ready({ children }: { children: ReactNode }) {
  useAppReady();
  return children;
}
