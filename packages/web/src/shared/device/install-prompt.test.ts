import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getInstallState,
  promptInstall,
  adoptEarlyOffer,
  resetInstallPrompt,
  useInstallPrompt,
} from '@/shared/device/install-prompt';

/** A stand-in for Chromium's beforeinstallprompt event. */
const installEvent = (outcome: 'accepted' | 'dismissed') => {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
};

afterEach(() => resetInstallPrompt());

describe('install prompt', () => {
  it('keeps the offer (and stops the browser mini-infobar) from the moment it is imported', () => {
    const { event } = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(getInstallState()).toEqual({ available: true, installed: false });
  });

  it('takes over an offer the page kept before this code loaded, once', () => {
    const { event } = installEvent('accepted');
    const page: { kalaroInstallOffer?: Event | null } = { kalaroInstallOffer: event };
    adoptEarlyOffer(page);
    expect(getInstallState()).toEqual({ available: true, installed: false });
    expect(event.defaultPrevented).toBe(true);
    expect(page.kalaroInstallOffer).toBeNull();
    resetInstallPrompt();
    adoptEarlyOffer(page);
    expect(getInstallState().available).toBe(false);
  });

  it('prompts once: the offer is used up whatever the answer', async () => {
    const { event, prompt } = installEvent('dismissed');
    window.dispatchEvent(event);
    expect(await promptInstall()).toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(getInstallState().available).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
  });

  it('an accepted prompt or appinstalled marks the app installed, and React follows', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.available).toBe(false);
    act(() => {
      window.dispatchEvent(installEvent('accepted').event);
    });
    expect(result.current).toEqual({ available: true, installed: false });
    await act(async () => {
      expect(await promptInstall()).toBe('accepted');
    });
    expect(result.current).toEqual({ available: false, installed: true });

    act(() => resetInstallPrompt());
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current).toEqual({ available: false, installed: true });
  });

  it('ignores an event without prompt()', () => {
    window.dispatchEvent(new Event('beforeinstallprompt'));
    expect(getInstallState().available).toBe(false);
  });
});
