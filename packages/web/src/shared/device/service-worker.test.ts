import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_PATH } from '@/shared/device/service-worker';
import { showApp } from '@/shared/first-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.getElementById('static-shell')?.remove();
});

/** A browser with service workers; `idle` runs what waits for an idle moment. */
function browser() {
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return { register, idle: () => waiting.splice(0).forEach((run) => run()) };
}

describe('registerServiceWorker', () => {
  it('registers the worker only once the app shows and the browser is idle', () => {
    const { register, idle } = browser();
    const shell = Object.assign(document.createElement('div'), { id: 'static-shell' });
    document.body.append(shell);

    registerServiceWorker();
    idle();
    expect(register).not.toHaveBeenCalled(); // the static first paint is still up

    showApp(); // the app replaces the static first paint
    expect(register).not.toHaveBeenCalled(); // not before the browser is idle
    idle();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, { scope: '/' });
  });

  it('does nothing when cancelled first, or where the browser has no service workers', () => {
    const { register, idle } = browser();
    const cancel = registerServiceWorker();
    cancel();
    idle();
    expect(register).not.toHaveBeenCalled();

    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(() => registerServiceWorker()()).not.toThrow();
  });

  it('swallows a refused registration (an old browser, a private window)', async () => {
    const { register, idle } = browser();
    register.mockRejectedValueOnce(new Error('SecurityError'));
    registerServiceWorker();
    idle();
    await Promise.resolve();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
