import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { logIn } from '../support/accounts.ts';

/*
 * The member centre's tiles in TY broke long labels mid-word
 * ("Magdepos / ito") or cut them ("Mga benepisy…"). At 320 and 390 px wide, in
 * EN and TY, every label shows whole; in TY each piece a line may end at (between
 * words, at a hyphen or at a syllable's soft hyphen) fits the tile's width, so no
 * word breaks anywhere else. (EN's long words are hyphenated by the browser where
 * it has English hyphenation, as phones do; this Chromium has none.)
 */
const labelProblems = (page: Page, syllables: boolean) =>
  page.evaluate((checkPieces) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const labels = Array.from(
      document.querySelectorAll('nav a[data-testid^="menu-"] > span:nth-child(2)'),
    );
    return {
      count: labels.length,
      problems: labels.flatMap((node) => {
        const label = node as HTMLElement;
        const style = getComputedStyle(label);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = label.textContent ?? '';
        // A piece that ends at a soft hyphen shows a hyphen when the line breaks there.
        const pieces = text
          .replaceAll('\u00AD', '-\u00AD')
          .split(/\s+|(?<=-)\u00AD?/)
          .filter(Boolean);
        const widest = Math.max(...pieces.map((piece) => canvas.measureText(piece).width));
        const tile = label.parentElement!;
        const tileStyle = getComputedStyle(tile);
        const room =
          tile.clientWidth - parseFloat(tileStyle.paddingLeft) - parseFloat(tileStyle.paddingRight);
        const found: string[] = [];
        if (checkPieces && widest > room + 0.5)
          found.push(`"${text}": a piece is wider than the tile`);
        if (label.scrollHeight > label.clientHeight + 1) found.push(`"${text}": cut`);
        return found;
      }),
    };
  }, syllables);

test('the member centre’s tile labels show whole at 320 and 390 px, in EN and TY', async ({
  page,
}) => {
  await logIn(page, 'demo', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  for (const language of ['EN', 'TY']) {
    await page.evaluate((chosen) => localStorage.setItem('kalaro.language', chosen), language);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/m/mine');
      await expect(page.getByTestId('menu-deposit')).toBeVisible();
      const { count, problems } = await labelProblems(page, language === 'TY');
      expect(count).toBeGreaterThan(10);
      expect(problems, `${language} at ${width} px`).toEqual([]);
      if (language === 'TY') await page.screenshot({ path: `test-results/mine-ty-${width}.png` });
    }
  }
});
