import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import {
  chooseLanguage,
  currentLanguage,
  i18n,
  initI18n,
  loadScreenTexts,
  useScreenTextsLoaded,
} from '@/shared/i18n/i18n';

describe('language persistence', () => {
  beforeEach(async () => {
    // Every test starts from EN with nothing stored.
    await initI18n();
    await chooseLanguage('EN');
    window.localStorage.clear();
  });

  it('applies the stored TY choice on start', async () => {
    window.localStorage.setItem(STORAGE_KEY.LANGUAGE, 'TY');
    await initI18n();
    expect(currentLanguage()).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
    expect(i18n.t('retry')).toBe('Subukang muli');
    expect(i18n.t('bottom_menu')).toBe('Menu sa ibaba');
  });

  it('starts in EN with nothing stored', async () => {
    await initI18n();
    expect(currentLanguage()).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('retry')).toBe('Retry');
  });

  it('falls back to EN for a stored language without a translation', async () => {
    window.localStorage.setItem(STORAGE_KEY.LANGUAGE, 'PT');
    await initI18n();
    expect(currentLanguage()).toBe('EN');
    expect(i18n.t('retry')).toBe('Retry');
  });

  it('remembers a choice and updates <html lang>', async () => {
    await chooseLanguage('TY');
    expect(window.localStorage.getItem(STORAGE_KEY.LANGUAGE)).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
    await chooseLanguage('EN');
    expect(window.localStorage.getItem(STORAGE_KEY.LANGUAGE)).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('screens’ texts', () => {
  it('a component waiting for them renders again once they arrive (the shell’s page title)', async () => {
    await initI18n();
    const { result } = renderHook(() => {
      useScreenTextsLoaded();
      return i18n.t('title_withdraw_record');
    });
    expect(result.current).toBe('title_withdraw_record');
    await act(() => loadScreenTexts());
    expect(result.current).toBe('Withdraw record');
  });

  it('a component that does not need them is not rendered again when they arrive', async () => {
    // A fresh copy of the module: the texts are not in yet.
    vi.resetModules();
    const fresh = await import('@/shared/i18n/i18n');
    await fresh.initI18n();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return fresh.useScreenTextsLoaded(false);
    });
    expect(result.current).toBe(false);
    const before = renders;
    await act(() => fresh.loadScreenTexts());
    expect(renders).toBe(before);
  });

  it('texts asked for before i18next starts (a preloaded screen) are there once it has', async () => {
    vi.resetModules();
    const fresh = await import('@/shared/i18n/i18n');
    const texts = fresh.loadScreenTexts();
    // The chunk arrives first; i18next starts later (and replaces its store).
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fresh.initI18n();
    await texts;
    expect(fresh.i18n.hasResourceBundle('EN', 'screens')).toBe(true);
    expect(fresh.i18n.t('title_withdraw_record')).toBe('Withdraw record');
  });
});
