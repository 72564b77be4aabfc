import type { Page } from '@playwright/test';
import { routes } from '@kalaro/contract/routes';
import { registerByUsername, uniqueUsername } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/** Game list against the real server and its 2,000 seeded games. */

const LIST_PATH = routes.games.list.path;

interface ListAnswer {
  value: { games: { nodeId: number }[]; pageNum: number; totalPages: number; total: number };
}

/** Records every game-list request (by page) and every game id answered. */
function recordList(page: Page, filter: (search: URLSearchParams) => boolean) {
  const requests = new Map<number, number>();
  const ids: number[] = [];
  let total = -1;
  let totalPages = -1;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== LIST_PATH || !filter(url.searchParams)) return;
    const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
    requests.set(pageNo, (requests.get(pageNo) ?? 0) + 1);
  });
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== LIST_PATH || !filter(url.searchParams)) return;
    const body = (await response.json()) as ListAnswer;
    ids.push(...body.value.games.map((g) => g.nodeId));
    total = body.value.total;
    totalPages = body.value.totalPages;
  });
  return { requests, ids, total: () => total, totalPages: () => totalPages };
}

test('scrolls a long category to its end: every page loaded once, no duplicate tiles', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const list = recordList(
    page,
    (q) => q.get('gameType') === 'RNG' && !q.get('gameName') && !q.get('vassalage'),
  );
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const end = page.getByTestId('games-list-end');
  await expect(end).toBeVisible();

  // Keep scrolling to the bottom until the list says it has shown everything.
  const deadline = Date.now() + 160_000;
  while ((await end.textContent())?.trim() !== 'You have seen every game') {
    expect(Date.now(), 'reached the end in time').toBeLessThan(deadline);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
  }

  const total = list.total();
  expect(total).toBeGreaterThan(1000);
  expect([...list.requests.keys()].sort((a, b) => a - b)).toEqual(
    Array.from({ length: list.totalPages() }, (_, i) => i + 1),
  );
  for (const [pageNo, count] of list.requests) expect(count, `page ${pageNo}`).toBe(1);
  expect(new Set(list.ids).size).toBe(total);
  await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', String(total));
  await expect(page.getByText(`${total.toLocaleString('en-US')} games`)).toBeVisible();

  // Virtualised: only the rows near the viewport are in the page, each game once.
  const rendered = await page
    .getByTestId('game-tile')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-node-id')));
  expect(rendered.length).toBeGreaterThan(0);
  expect(rendered.length).toBeLessThan(120);
  expect(new Set(rendered).size).toBe(rendered.length);
});

test('search finds a game case- and accent-insensitively; no match shows the placeholder', async ({
  page,
}) => {
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search games' });
  const answered = page.waitForResponse(
    (r) => r.url().includes(LIST_PATH) && new URL(r.url()).searchParams.get('gameName') === 'cafe',
  );
  await search.fill('cafe');
  await answered;
  await expect(page.getByRole('button', { name: 'Café Royale' })).toBeVisible();
  await expect(page.getByTestId('game-tile')).toHaveCount(1);

  await search.fill('zzzz no such game');
  await expect(page.getByTestId('no-data')).toContainText('No games match');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
});

test('a visitor is sent to log in for the favourites tab', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the lottery lobby lists lotteries by name', async ({ page }) => {
  await page.goto('/m/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Lotteries' }).getByRole('button').first(),
  ).toBeVisible();
});

test('a member favourites a game, finds it after a reload, removes it, and launches it', async ({
  page,
  request,
}) => {
  const probe = await request.get(routes.favourites.ids.path);
  test.skip(probe.status() === 404, 'favourites calls not answered by this server yet');

  await registerByUsername(page, uniqueUsername(), 'Play1234');
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('cafe');
  const tile = page.getByTestId('game-tile').filter({ hasText: 'Café Royale' });
  await expect(tile).toHaveCount(1);
  const heart = tile.getByRole('button', { name: 'Add to favourites' });
  // The heart fills at once; the reload waits until the server has stored it.
  const stored = page.waitForResponse(
    (r) => r.url().endsWith(routes.favourites.add.path) && r.request().method() === 'POST',
  );
  await heart.click();
  await expect(tile.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await stored).ok()).toBe(true);

  await page.reload();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/tab=fav/);
  const favourite = page.getByTestId('game-tile').filter({ hasText: 'Café Royale' });
  await expect(favourite).toHaveCount(1);
  await favourite.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(page.getByTestId('no-data')).toContainText('No favourites yet');
  await page.reload();
  await expect(page.getByTestId('no-data')).toContainText('No favourites yet');

  // Launch: the server answers a same-origin /play/… page showing the game.
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('cafe');
  await page.getByRole('button', { name: 'Café Royale' }).click();
  await expect(page).toHaveURL(/\/play\//);
  await expect(page.getByText('Café Royale').first()).toBeVisible();

  await page.goto('/m/gameList?gameType=RNG&tab=recent');
  await expect(page.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Café Royale' })).toBeVisible();
});

/** Screenshots for a look at the layout (GAMES_SCREENSHOTS=1). */
test('screenshots of the game list in EN and TY', async ({ page }) => {
  test.skip(!process.env.GAMES_SCREENSHOTS, 'set GAMES_SCREENSHOTS=1 to take them');
  test.setTimeout(60_000);
  await registerByUsername(page, uniqueUsername(), 'Play1234');
  for (const language of ['EN', 'TY']) {
    await page.evaluate((lang) => localStorage.setItem('kalaro.language', lang), language);
    await page.goto('/m/gameList?gameType=RNG&tab=fav');
    await expect(page.getByTestId('no-data')).toBeVisible();
    await page.screenshot({ path: `test-results/games-${language}-fav-empty.png` });
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/games-${language}-all.png` });
    await page.getByRole('searchbox').fill('qqqqq');
    await expect(page.getByTestId('no-data')).toBeVisible();
    await page.screenshot({ path: `test-results/games-${language}-no-results.png` });
    await page.getByRole('button', { name: /Clear|Burahin/ }).click();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 4000));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `test-results/games-${language}-scrolled.png` });
    await page.goto('/m/lottery');
    await expect(page.getByRole('list').getByRole('button').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/games-${language}-lottery.png` });
  }
});

test('the filter panel applies a vendor and a minimum bet to the list', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const opener = page.getByRole('button', { name: 'Filter games' });
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await expect(panel).toBeVisible();
  const vendorRadio = panel
    .getByRole('group', { name: 'Game providers' })
    .getByRole('radio')
    .nth(1);
  const vendor = await vendorRadio.getAttribute('value');
  expect(vendor).toBeTruthy();
  await vendorRadio.check();
  await panel.getByRole('radio', { name: '0.5', exact: true }).check();
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === LIST_PATH &&
      url.searchParams.get('vassalage') === vendor &&
      url.searchParams.get('minBet') === '0.5'
    );
  });
  await panel.getByRole('button', { name: 'Submit' }).click();
  const response = await answered;
  expect(new URL(response.url()).searchParams.get('pageNo')).toBe('1');
  const body = (await response.json()) as {
    value: { games: { nodeId: number; gameName: string; vassalage: string; minBet: string }[] };
  };
  for (const game of body.value.games) {
    expect(game.vassalage).toBe(vendor);
    expect(game.minBet).toBe('0.50');
  }
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/vassalage=/);
  await expect(page).toHaveURL(/minBet=0\.5/);
  // The seed is deterministic: this vendor has RNG games at 0.5, so the check is not vacuous.
  expect(body.value.games.length).toBeGreaterThan(0);
  // Every visible tile is one of the answered (filtered) games.
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const names = new Set(body.value.games.map((g) => g.gameName));
  for (const name of await page.getByTestId('game-tile').allInnerTexts())
    expect([...names].some((n) => name.includes(n))).toBe(true);
});
