import { registerByUsername, uniqueUsername } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/*
 * The specification's touch timings and header: a game tile shows as pressed
 * only after the 130 ms press delay, a 370 ms long press adds the game to the
 * favourites instead of launching it, and the header stands out once the page
 * has scrolled 100 px.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a long press on a game adds it to the favourites and does not launch it; a tap launches', async ({
  page,
}) => {
  await registerByUsername(page, uniqueUsername(), 'Play1234');
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('cafe');
  const tile = page.getByTestId('game-tile').filter({ hasText: 'Café Royale' });
  await expect(tile).toHaveCount(1);
  // The search has settled (its list no longer changes under the finger).
  await expect(page.getByText('You have seen every game')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const launch = tile.getByRole('button').first();
  const box = (await launch.boundingBox())!;
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, isPrimary: true };

  // Held: after 370 ms the game is a favourite (the tile stays under the finger)…
  await launch.dispatchEvent('pointerdown', { ...at, pointerType: 'touch' });
  await expect(tile.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // …and lifting the finger does not launch it.
  await launch.dispatchEvent('pointerup', { ...at, pointerType: 'touch' });
  await launch.dispatchEvent('click', at);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG/);

  // Released before 370 ms (down, up and click in one go): a tap, which launches the game.
  await launch.evaluate((el, init) => {
    const touch = { ...init, bubbles: true, cancelable: true, pointerType: 'touch' };
    el.dispatchEvent(new PointerEvent('pointerdown', touch));
    el.dispatchEvent(new PointerEvent('pointerup', touch));
    el.dispatchEvent(new MouseEvent('click', { ...init, bubbles: true, cancelable: true }));
  }, at);
  await expect(page).not.toHaveURL(/\/m\/gameList\?gameType=RNG/);
});

test('a game tile shows as pressed only after the press delay', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  const launch = page.getByTestId('game-tile').first().getByRole('button').first();
  await expect(launch).toBeVisible();
  const icon = launch.getByRole('img');
  const style = () =>
    icon.evaluate((img) => {
      const s = getComputedStyle(img);
      return { delay: s.transitionDelay, transform: s.transform };
    });
  expect(await style()).toEqual({ delay: '0s', transform: 'none' });
  const box = (await launch.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // While held, the pressed look waits 130 ms before it starts…
  expect((await style()).delay).toBe('0.13s');
  // …then the tile is pressed.
  await expect.poll(async () => (await style()).transform).toMatch(/^matrix\(0\.97/);
  await page.mouse.move(0, 0);
  await page.mouse.up();
});

test('the header stands out once the page has scrolled 100 px', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const header = page.locator('header').first();
  // The stuck header's shadow (header.module.css): black at 45 %.
  const stuck = () =>
    header.evaluate((el) => getComputedStyle(el).boxShadow.includes('rgba(0, 0, 0, 0.45)'));
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect.poll(stuck).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 160));
  await expect.poll(stuck).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(stuck).toBe(false);
});
