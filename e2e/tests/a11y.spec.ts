import type { APIRequestContext } from '@playwright/test';
import { routes } from '@kalaro/contract/routes';
import { ROUTES } from '../../packages/web/src/app/routes/table.ts';
import { EXPECTED_HTTP_ERRORS, forgiveConsoleErrors, logIn } from '../support/accounts.ts';
import { expectSettledScreenAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { ALL_ROUTES } from '../support/spec-routes.ts';

/*
 * Every route of the app's route table, as a visitor and as a member (the demo
 * agent, so the agent screens show their data), in English and in TY: no
 * serious or critical axe violation on any of them. A route added to the table
 * is scanned without touching this file.
 */

/** Addresses that need more than their path to show their screen. */
const QUERY: Record<string, string> = {
  '/m/gameList': '?gameType=RNG',
};

const paths = ROUTES.map((route) => route.path);
/** Screens per test: each test logs in once (for a member) and scans its share. */
const CHUNK = 12;
const chunks = Array.from({ length: Math.ceil(paths.length / CHUNK) }, (_, i) =>
  paths.slice(i * CHUNK, (i + 1) * CHUNK),
);

/** The first in-house slot's address: /m/slot/:gameId needs a real game. */
async function slotAddress(request: APIRequestContext) {
  const res = await request.get(routes.games.list.path, {
    params: { vassalage: 'INHOUSE', pageSize: 1 },
  });
  expect(res.status()).toBe(200);
  const gameId = (await res.json()).value.games[0].gameId as string;
  return `/m/slot/${encodeURIComponent(gameId)}`;
}

test('the scan covers the whole route table, and the table every route of the specification', () => {
  expect(chunks.flat()).toEqual(paths);
  const addresses = new Set(ROUTES.flatMap((route) => [route.path, ...route.aliases]));
  // The router treats a trailing slash as absent ('/m/' is '/m').
  const unmatched = ALL_ROUTES.filter((path) => !addresses.has(path.replace(/(.)\/$/, '$1')));
  expect(unmatched).toEqual([]);
});

for (const role of ['visitor', 'member'] as const) {
  for (const language of ['EN', 'TY'] as const) {
    for (const [index, chunk] of chunks.entries()) {
      test(`routes ${index * CHUNK + 1}–${index * CHUNK + chunk.length} as a ${role} in ${language}: no serious or critical axe violation`, async ({
        page,
        request,
        consoleErrors,
      }) => {
        test.slow(); // a dozen screens scanned one after another
        if (role === 'member') {
          // The helper reads English labels: the language is chosen after.
          await logIn(page, 'agent', 'Agent1234');
          await expect(page).toHaveURL(/\/m\/home$/);
        } else {
          await page.goto('/m/home');
        }
        await page.evaluate((lng) => localStorage.setItem('kalaro.language', lng), language);
        for (const path of chunk) {
          const address = path.includes('/:')
            ? await slotAddress(request)
            : `${path}${QUERY[path] ?? ''}`;
          await page.goto(address);
          await expectSettledScreenAccessible(page, `${role} ${language} ${address}`);
        }
        // A visitor on a member screen is asked to log in after the server said 401.
        forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
      });
    }
  }
}
