import type { Page } from '@playwright/test';
import { routes } from '@kalaro/contract/routes';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { adminShot, signInDemo } from '../support/admin.ts';
import { EXPECTED_HTTP_ERRORS } from '../support/accounts.ts';

/*
 * The back office's games catalogue: the content operator switches a game off
 * and players no longer find it; switching it on brings it back.
 */
test.use({ allowedConsoleErrors: [EXPECTED_HTTP_ERRORS] });

/** A game no other journey uses (unique among the seeded slots). */
const GAME = 'Emerald Pearl Xmas';
const LIST_PATH = routes.games.list.path;

const signInContent = (page: Page) => signInDemo(page, 'content', 'Content1234');

async function playerSearch(page: Page, term: string) {
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const answered = page.waitForResponse(
    (r) => r.url().includes(LIST_PATH) && new URL(r.url()).searchParams.get('gameName') === term,
  );
  await page.getByRole('searchbox', { name: 'Search games' }).fill(term);
  await answered;
}

test('the content operator disables a game and the player no longer finds it in search', async ({
  page,
  browser,
}) => {
  const player = await browser.newPage();
  await playerSearch(player, GAME);
  await expect(player.getByRole('button', { name: GAME })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInContent(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Games', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Games catalogue', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Games' })).toBeVisible();
  await adminShot(page, 'admin-games-1280-en');
  await expectNoSeriousAxeViolations(page, '/admin/games');

  await page.getByLabel('Name or game id').fill(GAME);
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page
    .getByRole('table', { name: 'Games' })
    .getByRole('row', { name: new RegExp(GAME) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Disable ${GAME}` }).click();
  await expect(page.getByRole('status')).toContainText(`Saved: ${GAME} (Disabled).`);
  await expect(row.getByRole('button', { name: `Enable ${GAME}` })).toBeVisible();

  await playerSearch(player, GAME);
  await expect(player.getByTestId('no-data')).toContainText('No games match');

  // Back on: the player finds it again.
  await row.getByRole('button', { name: `Enable ${GAME}` }).click();
  await expect(page.getByRole('status')).toContainText(`Saved: ${GAME} (Active).`);
  await playerSearch(player, GAME);
  await expect(player.getByRole('button', { name: GAME })).toBeVisible();
  await player.close();
});

test('the games screen fits a phone, in EN and TY', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInContent(page);
  await page.goto('/admin/games');
  await expect(page.getByRole('table', { name: 'Games' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await adminShot(page, 'admin-games-390-en');
  await page.getByLabel('Language').selectOption('TY');
  await expect(page.getByRole('heading', { name: 'Katalogo ng mga laro', level: 1 })).toBeVisible();
  await adminShot(page, 'admin-games-390-ty');
  await page.setViewportSize({ width: 1280, height: 800 });
  await adminShot(page, 'admin-games-1280-ty');
});
