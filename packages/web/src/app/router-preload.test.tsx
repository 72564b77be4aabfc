import { describe, expect, it, vi } from 'vitest';
import type { ScreenModule } from '@/app/routes/lazy-screen';

// Each screen's import, as a spy: what preloadScreen starts is seen without loading chunks.
const imports = vi.hoisted(() => new Map<string, Array<() => Promise<ScreenModule>>>());
vi.mock('@/app/routes/screens', () => ({
  screenLoader: (id: string) => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    imports.set(id, [...(imports.get(id) ?? []), load]);
    return load;
  },
}));

const { preloadScreen } = await import('@/app/router');
/** How many times the screen's chunk was imported, over all its routes. */
const calls = (id: string) =>
  (imports.get(id) ?? []).reduce((sum, load) => sum + vi.mocked(load).mock.calls.length, 0);

describe('preloadScreen', () => {
  it('starts importing the screen of an address, once', () => {
    preloadScreen('/m/home');
    preloadScreen('/m/home');
    expect(calls('home')).toBe(1);
    expect(calls('login')).toBe(0);
  });

  it('for an alias, the screen it leads to; for a pattern, its screen; else not found', () => {
    preloadScreen('/register.html');
    preloadScreen('/m/slot/88');
    preloadScreen('/m/nowhere');
    expect(calls('register')).toBe(1);
    expect(calls('slot')).toBe(1);
    expect(calls('not-found')).toBe(1);
  });
});
