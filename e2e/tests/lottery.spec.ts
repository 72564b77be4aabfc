import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures.ts';

/*
 * The in-house draw lottery against the real server: serve.ts runs QUICK3_1 with a
 * draw every 10 s (betting stops 2 s before). A trial account bets its 2,000.00
 * play balance, waits for the draw and sees the bet settled and the balance follow.
 */

test('a lottery bet is drawn and settled; the balance follows', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/lottery');
  const card = page.getByTestId('inhouse-lottery-QUICK3_1');
  await expect(card.getByRole('timer')).toHaveText(/Betting closes in|Betting closed|Drawing/);
  await page.screenshot({ path: test.info().outputPath('lottery-list-en.png'), fullPage: true });
  await card.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?playType=trad&prize_mode=Lott&code=QUICK3_1/);

  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/2,000\.00/);
  await page.locator('label', { has: page.getByRole('radio', { name: 'Big 14–27' }) }).click();
  await page.getByLabel('Bet amount').fill('10');
  await expect(page.getByText('Pays 19.60 if it wins')).toBeVisible();
  // Bet well inside the betting window (3–8 s before it closes).
  await expect(page.getByRole('timer')).toHaveText(/Betting closes in 00:0[3-8]/, {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('Bet placed: Big 14–27, 10.00')).toBeVisible();
  await expect(balance).toHaveText(/1,990\.00/);
  const open = page.getByTestId('lottery-open-bets');
  await expect(open).toContainText('Big 14–27 · 10.00');
  await page.screenshot({ path: test.info().outputPath('lottery-bet-en.png'), fullPage: true });

  // The draw comes within 10 s; the screen re-reads the bets and the balance.
  const settled = page.getByTestId('lottery-settled-bets');
  await expect(settled).toContainText(/Won 19\.60|No win/, { timeout: 30_000 });
  await expect(open).toContainText('No bets yet');
  const won = ((await settled.textContent()) ?? '').includes('Won 19.60');
  await expect(balance).toHaveText(won ? /2,009\.60/ : /1,990\.00/);
  await expect(
    page.getByRole('region', { name: 'Results' }).getByRole('img').first(),
  ).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('lottery-settled-en.png'), fullPage: true });

  // The same screen in TY.
  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.goto('/m/lottery');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { name: 'Mga bola ng Kalaro' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lottery-list-ty.png'), fullPage: true });
  await page.getByTestId('inhouse-lottery-QUICK3_1').click();
  await expect(page.getByRole('button', { name: /Tumaya|Sarado ang pagtaya/ })).toBeVisible();
  await expect(page.getByTestId('lottery-settled-bets')).toContainText(
    /Nanalo ng 19\.60|Walang panalo/,
  );
  await page.screenshot({ path: test.info().outputPath('lottery-bet-ty.png'), fullPage: true });
});
