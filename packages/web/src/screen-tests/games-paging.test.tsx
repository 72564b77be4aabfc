import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@kalaro/contract/games';
import { renderAppAt } from '@/app/test-app';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import type { Recorded } from '@/shared/test/api-fetch';
import { gameFixture } from '@/shared/test/game-fixtures';
import { startupFixture } from '@/shared/test/startup-fixture';

// jsdom has no layout: the page is always "near the bottom", so the list asks for
// the next page as soon as it can.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const game = (nodeId: number): Game => gameFixture(nodeId, { vendorNames: 'PixelGold' });

const vendors = ok({
  sorting: [
    {
      gameCategory: 'RNG',
      vendorNames: [{ vendor: 'PGX', accountTypeName: 'PixelGold', icon: '/v/PGX.svg' }],
    },
  ],
  mapping: { RNG: ['PGX'] },
  lotteryMenu: [],
  prizeMode: 'Lott',
  classifies: {},
});

const pageNo = (call: Recorded) => new URLSearchParams(call.search).get('pageNo');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('game list paging', () => {
  it('a failed next-page load stops silently: no further page requests, no error message', async () => {
    const api = apiFetch(startupFixture({}), {
      'GET /wps/games/vendors': vendors,
      'GET /wps/games/list': (call) =>
        pageNo(call) === '1'
          ? ok({
              games: Array.from({ length: 26 }, (_, i) => game(i + 1)),
              pageNum: 1,
              totalPages: 3,
              total: 70,
            })
          : fail(500, 'server.error'),
    });
    const listCalls = (page: string) =>
      api.find('GET /wps/games/list').filter((call) => pageNo(call) === page);

    await renderAppAt('/m/gameList?gameType=RNG');
    await waitFor(() =>
      expect(screen.getByTestId('game-grid')).toHaveAttribute('data-count', '26'),
    );
    // The next page is asked for at once and fails (after the one quiet retry).
    await waitFor(() => expect(listCalls('2').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getByTestId('games-list-end')).toHaveTextContent('You have seen every game'),
    );
    const page2Calls = listCalls('2').length;

    // More scrolling, past the 1000 ms load-more throttle: nothing more is asked for.
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        fireEvent.scroll(window);
        await sleep(600);
      });
    }
    expect(listCalls('2')).toHaveLength(page2Calls);
    expect(listCalls('3')).toHaveLength(0);

    // Silently: the games loaded so far stay, and no message of any kind is shown.
    expect(screen.getByTestId('game-grid')).toHaveAttribute('data-count', '26');
    expect(screen.queryByTestId('no-data')).toBeNull();
    expect(screen.queryByText('The games could not be loaded')).toBeNull();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  });
});
