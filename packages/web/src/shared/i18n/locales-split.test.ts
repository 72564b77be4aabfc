import { describe, expect, it } from 'vitest';
import enCore from '@/shared/i18n/locales/en.json';
import enScreens from '@/shared/i18n/locales/en-screens.json';

/*
 * The home page and everything it can show before another screen loads (the
 * shell, home widgets and what they open, shared UI) may use only the texts that
 * ship with the app (`en.json`); `en-screens.json` arrives with the other
 * screens. This test reads those source files and fails when one of them uses a
 * screens-only key, which would show as a raw key on home.
 */
const sources = import.meta.glob<string>(
  [
    '/src/main.tsx',
    '/src/app/root.tsx',
    '/src/app/router.tsx',
    '/src/app/providers.tsx',
    '/src/app/shell/*.{ts,tsx}',
    '/src/app/routes/{home,table,screens,lazy-screen,route-error,play-match}.{ts,tsx}',
    '/src/features/home/**/*.{ts,tsx}',
    '/src/features/app-links/**/*.{ts,tsx}',
    '/src/features/startup/**/*.{ts,tsx}',
    '/src/features/wallet/**/*.{ts,tsx}',
    '/src/features/rewards/api/*.ts',
    '/src/features/member/display-name.ts',
    '/src/features/games/model.ts',
    '/src/features/games/api/*.ts',
    '/src/features/games/components/{popular-games-slot,game-tile,grid-skeleton}.tsx',
    '/src/features/games/components/{use-game-actions,use-favourite-toggle}.ts',
    '/src/shared/**/*.{ts,tsx}',
    // Widgets home loads after its first paint bring the screens' texts with them
    // (withScreenTexts), so they may use them.
    '!/src/features/home/components/{banner-embla,hot-match-ticker,hot-match-modal,announcement-popup}.tsx',
    '!/src/features/app-links/components/{download-popup,home-screen-tips,side-service-bar}.tsx',
    '!/src/features/games/components/popular-games.tsx',
    '!/src/features/auth/components/sign-out-dialog.tsx',
    // The signed-in member's reality check and measures, mounted lazily by the shell.
    '!/src/app/shell/reality-check-host.tsx',
    '!/src/app/routes/play-match.ts',
    // Rendered at build time with every text (the static first paint), never in the app.
    '!/src/app/shell/{static-shell,render-static-shell}.tsx',
    // Shared UI that only screens use (uploads in promotions and feedback; the
    // report pages: records and team tools).
    '!/src/shared/ui/{image-picker,sent-images,range-presets,list-footer,load-failed,totals,bet-row}.tsx',
    '!/src/**/*.test.{ts,tsx}',
    '!/src/shared/test/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

describe('texts shipped with the app', () => {
  it('reads the home page sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(Object.keys(sources)).toContain('/src/app/routes/home.tsx');
  });

  it('cover every key the home page sources use', () => {
    const screenOnly = Object.keys(enScreens).filter((key) => !(key in enCore));
    const offenders: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const key of screenOnly) {
        // The route table names every page's title; a title shows only on its own
        // page, whose chunk loads the screens' texts first (home's is in en.json).
        if (file === '/src/app/routes/table.ts' && key.startsWith('title_')) continue;
        const base = key.replace(/_(one|other)$/, '');
        if ([`'${base}'`, `"${base}"`, `\`${base}\``].some((quoted) => text.includes(quoted))) {
          offenders.push(`${file}: ${key}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
