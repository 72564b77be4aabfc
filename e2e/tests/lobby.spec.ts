import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { expectSettledScreenAccessible } from '../support/axe.ts';
import { logIn } from '../support/accounts.ts';

/*
 * The last seven routes that said "Coming soon" are real screens, each
 * visited at 390×844 against the real server (demo seed) with axe.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const noPlaceholder = async (page: Page) => {
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
};

test('a visitor sees the game centres and the lottery hall with real games and draws', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const [path, title, centre] of [
    ['/m/gameLobby', 'Game lobby', 'lobby'],
    ['/m/gameCenter', 'Game center', 'center'],
    ['/m/slotsCenter', 'Slots', 'slots'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const screen = page.getByTestId(`game-centre-${centre}`);
    await expect(screen.getByRole('region').first()).toBeVisible();
    await expect(screen.getByTestId('game-tile').first()).toBeVisible();
    await expect(screen.getByRole('link', { name: /^All .* games$/ }).first()).toBeVisible();
    await noPlaceholder(page);
    await expectSettledScreenAccessible(page, path);
    await shot(page, `centre-${centre}-en`);
  }

  for (const path of ['/m/startLottery', '/m/moreLottery']) {
    await page.goto(path);
    const hall = page.getByTestId('lottery-hall');
    const draws = hall.getByRole('region', { name: 'Kalaro draws' });
    await expect(draws.getByRole('timer').first()).toHaveText(
      /Betting closes in|Betting closed|Drawing/,
    );
    await noPlaceholder(page);
    await expectSettledScreenAccessible(page, path);
    await shot(page, `hall-${path.slice(3)}-en`);
  }
  // The serve.ts draws come every 10 s: the latest results show within one.
  await expect(
    page.getByRole('region', { name: 'Latest results' }).getByRole('img').first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'More lotteries' })).toBeVisible();

  await page.goto('/m/message');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notices' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
  await noPlaceholder(page);
  await expectSettledScreenAccessible(page, '/m/message');
  await shot(page, 'message-visitor-en');

  // The same screens in TY (long labels).
  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  for (const [path, name] of [
    ['/m/gameLobby', 'centre-lobby-ty'],
    ['/m/startLottery', 'hall-startLottery-ty'],
    ['/m/trail', 'trial-visitor-ty'],
    ['/m/message', 'message-visitor-ty'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await noPlaceholder(page);
    await shot(page, name);
  }
});

test('home’s "Try for free" starts free play on /m/trail, and a trial game opens', async ({
  page,
}) => {
  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Try for free' }).click();
  await expect(page).toHaveURL(/\/m\/trail$/);
  await expect(page.getByRole('heading', { name: 'Try Kalaro for free' })).toBeVisible();
  await noPlaceholder(page);
  await expectSettledScreenAccessible(page, '/m/trail visitor');
  await shot(page, 'trial-visitor-en');

  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page.getByRole('heading', { name: 'Your free trial is on' })).toBeVisible();
  await expect(page.getByTestId('trial-balance')).toHaveText(/2,000\.00/);
  const games = page.getByRole('region', { name: 'Free-play games' });
  await expect(games.getByTestId('game-tile').first()).toBeVisible();
  await expectSettledScreenAccessible(page, '/m/trail trial');
  await shot(page, 'trial-on-en');

  await games.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/slot\//);
});

test('a member’s /m/message opens on the inbox', async ({ page }) => {
  await logIn(page, 'demo', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/message');
  await expect(page.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('message-item').first()).toBeVisible();
  await noPlaceholder(page);
  await expectSettledScreenAccessible(page, '/m/message member');
  await shot(page, 'message-member-en');
});
