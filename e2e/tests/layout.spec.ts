import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { logIn } from '../support/accounts.ts';

/*
 * The app shell's layout on phones, by the boxes the browser draws: on home the
 * side-service bar covers nothing at 360, 390 and 430 px in EN and TY, for a
 * visitor and a member; on pages with the bottom menu the last line, scrolled to
 * the end, is above the raised Deposit button (its '+3%' bubble included) and
 * tappable, also with the home-indicator inset of a tall iPhone.
 */

const WIDTHS = [360, 390, 430] as const;
const LANGUAGES = ['EN', 'TY'] as const;
const BAR_NAME = { EN: 'Quick services', TY: 'Mabilisang serbisyo' } as const;

/**
 * What the bar's box covers in the page (outside the bar itself), as "tag: text":
 * the part of each element that shows, inside the boxes that clip it (a ticker's
 * hidden items are not covered).
 */
const coveredBy = (bar: Locator) =>
  bar.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const main = element.closest('main');
    if (!main) return ['the bar is outside main'];
    const shown = (node: Element) => {
      let { left, top, right, bottom } = node.getBoundingClientRect();
      for (let clip = node.parentElement; clip && clip !== main; clip = clip.parentElement) {
        const style = getComputedStyle(clip);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = clip.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return { left, top, right, bottom };
    };
    const covered: string[] = [];
    for (const other of Array.from(main.querySelectorAll('*'))) {
      if (element.contains(other) || other.contains(element)) continue;
      const box = shown(other);
      if (box.right - box.left <= 1 || box.bottom - box.top <= 1) continue;
      const across = Math.min(box.right, own.right) - Math.max(box.left, own.left);
      const down = Math.min(box.bottom, own.bottom) - Math.max(box.top, own.top);
      if (across > 0.5 && down > 0.5) {
        covered.push(`${other.tagName.toLowerCase()}: ${other.textContent?.trim().slice(0, 40)}`);
      }
    }
    return covered;
  });

async function expectBarCoversNothing(page: Page, language: (typeof LANGUAGES)[number]) {
  const bar = page.getByRole('complementary', { name: BAR_NAME[language] });
  await expect(bar).toBeVisible();
  const where = `${language} at ${page.viewportSize()?.width} px`;
  // The page is as wide as the phone: nothing pushes it wider (or zooms it out).
  expect(
    await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]),
    `${where}: page width`,
  ).toEqual([page.viewportSize()?.width, page.viewportSize()?.width]);

  // As the page opens, with the welcome text in the middle, and with the bar itself there.
  expect(await coveredBy(bar), `${where}, as opened`).toEqual([]);
  const welcome = page.getByRole('heading', { level: 1 });
  await welcome.evaluate((h1) => h1.scrollIntoView({ block: 'center' }));
  expect(await coveredBy(bar), `${where}, welcome text in view`).toEqual([]);
  await bar.evaluate((aside) => aside.scrollIntoView({ block: 'center' }));
  expect(await coveredBy(bar), `${where}, bar in view`).toEqual([]);

  // Every button of it fits on the screen.
  const width = page.viewportSize()!.width;
  for (const control of await bar.locator('a, button').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x, `${where}: ${await control.getAttribute('aria-label')}`).toBeGreaterThanOrEqual(
      0,
    );
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

test.describe('home: the side-service bar covers nothing', () => {
  for (const member of [false, true]) {
    test(`for a ${member ? 'member' : 'visitor'} at 360, 390 and 430 px in EN and TY`, async ({
      page,
    }) => {
      test.slow(); // twelve page loads
      if (member) {
        await logIn(page, 'demo', 'Demo1234');
        await expect(page).toHaveURL(/\/m\/home$/);
      } else {
        await page.goto('/m/home');
      }
      for (const language of LANGUAGES) {
        await page.evaluate((lng) => localStorage.setItem('kalaro.language', lng), language);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          await page.goto('/m/home');
          const header = page.getByRole('banner');
          if (member) await expect(header.getByTestId('header-balance')).toBeVisible();
          else
            await expect(header.getByRole('link', { name: /^(Log in|Mag-log in)$/ })).toBeVisible();
          await expectBarCoversNothing(page, language);
        }
      }
    });
  }
});

/** Scrolls to the very end of a page whose list loads more near its end, until `end` shows. */
async function scrollToEnd(page: Page, end: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
    'the page is long enough to scroll',
  ).toBe(true);
}

/** Each of `lastItems` ends above the bottom menu's raised Deposit button and can be tapped. */
async function expectClearOfBottomMenu(page: Page, lastItems: Locator[]) {
  const menu = page.getByRole('navigation', { name: 'Bottom menu' });
  const deposit = menu.getByRole('link', { name: 'Deposit' });
  // The raised button's top: its ring and the '+3%' bubble are part of it.
  const raisedTop = await deposit.evaluate((link) =>
    Math.min(
      ...[link, ...Array.from(link.querySelectorAll('*'))].map(
        (e) => e.getBoundingClientRect().top,
      ),
    ),
  );
  const menuTop = (await menu.boundingBox())!.y;
  expect(raisedTop).toBeLessThan(menuTop);
  for (const item of lastItems) {
    const name = (await item.textContent())?.trim().slice(0, 40);
    const box = (await item.boundingBox())!;
    expect(box.y + box.height, `"${name}" ends above the Deposit button`).toBeLessThanOrEqual(
      raisedTop,
    );
    // Tappable all the way down: at its bottom edge, in the middle, the item is on top.
    const onTop = await item.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, `"${name}" is on top at its bottom edge`).toBe(true);
  }
}

test.describe('pages with the bottom menu end above its raised Deposit button', () => {
  test('a game list, scrolled to its last game', async ({ page }) => {
    await page.goto('/m/gameList?gameType=FISH');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    const end = page.getByText('You have seen every game');
    await scrollToEnd(page, end);
    await expectClearOfBottomMenu(page, [page.getByTestId('game-tile').last(), end]);
  });

  test('a game list on a tall iPhone (home-indicator inset of 34 px)', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34 } });
    await page.goto('/m/gameList?gameType=FISH');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Bottom menu' });
    // The bar is taller by the inset: it reaches the bottom of the screen.
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.y + menuBox.height).toBe(844);
    expect(menuBox.height).toBeGreaterThanOrEqual(60 + 34);
    const end = page.getByText('You have seen every game');
    await scrollToEnd(page, end);
    await expectClearOfBottomMenu(page, [page.getByTestId('game-tile').last(), end]);
  });

  test.describe('on a shorter screen', () => {
    test.use({ viewport: { width: 390, height: 640 } });

    test('the betting record with bets, and the member centre', async ({ page }) => {
      await logIn(page, 'demo', 'Demo1234');
      await expect(page).toHaveURL(/\/m\/home$/);

      // The demo member's seeded bets of the last days.
      await page.goto('/m/gameRecord?range=7d');
      await expect(page.getByTestId('bet-row').first()).toBeVisible({ timeout: 20_000 });
      const end = page.getByText('That is everything in this range');
      await scrollToEnd(page, end);
      await expectClearOfBottomMenu(page, [page.getByTestId('bet-row').last(), end]);

      await page.goto('/m/mine');
      const menu = page.getByRole('navigation', { name: 'Member menu' });
      await expect(menu).toBeVisible();
      await scrollToEnd(page, menu.getByRole('link').last());
      await expectClearOfBottomMenu(page, [menu, menu.getByRole('link').last()]);
    });
  });
});

test('a toast shows above the raised Deposit button', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // A trial account may not open the member centre: a toast says so on home.
  await page.goto('/m/mine');
  // Measured in the page the moment the toast shows (it goes away after a few
  // seconds, and a busy machine could let it go between two separate calls): the
  // toast's card (its padding and shadow edge included), not only its text, and the
  // top of the raised Deposit button with everything inside it.
  const depositLink = await page
    .getByRole('navigation', { name: 'Bottom menu' })
    .getByRole('link', { name: 'Deposit' })
    .elementHandle();
  const { toastBottom, raisedTop } = await page.evaluate(
    async ([text, deposit]) => {
      for (let waited = 0; waited < 15_000; waited += 50) {
        const card = Array.from(document.querySelectorAll('[role="status"] div')).find((d) =>
          d.textContent?.includes(text),
        );
        if (card && deposit) {
          return {
            toastBottom: card.getBoundingClientRect().bottom,
            raisedTop: Math.min(
              ...[deposit, ...Array.from(deposit.querySelectorAll('*'))].map(
                (e) => e.getBoundingClientRect().top,
              ),
            ),
          };
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('no toast, or no Deposit button');
    },
    ['Please login an actual account to use this function', depositLink] as const,
  );
  expect(toastBottom).toBeLessThanOrEqual(raisedTop);
});
