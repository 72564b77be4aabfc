import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

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

  await expectNoSeriousAxeViolations(page);
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

test('the lottery lobby (code=lobby) lists the draws and opens one', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // A lottery of the operator's list opens the lottery launch screen, whose default code is the lobby.
  await page.goto('/m/lottery');
  await page.getByRole('list', { name: 'Lotteries' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?playType=trad&prize_mode=\w+&code=lobby/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery lobby' })).toBeVisible();
  const slow = page.getByTestId('inhouse-lottery-QUICK3_2');
  await expect(slow.getByRole('timer')).toHaveText(/Betting closes in|Betting closed|Drawing/);
  await expect(page.getByRole('link', { name: 'See every lottery' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'lobby');
  await page.screenshot({ path: test.info().outputPath('lottery-lobby-en.png'), fullPage: true });

  await slow.click();
  await expect(page).toHaveURL(/code=QUICK3_2/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Place bet|Betting closed/ })).toBeVisible();

  // A code this operator does not offer says so and leads back to the lobby.
  await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=NOPE&pageBack=home');
  await expect(page.getByRole('heading', { name: 'This lottery is not available' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the lottery lobby' }).click();
  await expect(page.getByTestId('inhouse-lottery-QUICK3_1')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lobby ng lottery' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'lobby TY');
  await page.screenshot({ path: test.info().outputPath('lottery-lobby-ty.png'), fullPage: true });
});
