import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const content = {
  id: 'c1',
  username: 'content',
  role: 'content',
  permissions: ['self', 'content.manage', 'games.manage'],
  via: 'session',
  totpEnabled: true,
};

const game = (nodeId: number, name: string, enabled = true) => ({
  nodeId,
  gameId: `g${nodeId}`,
  name,
  vendor: 'PG',
  vendorName: 'PG Soft',
  vendorEnabled: true,
  gameType: 'RNG',
  enabled,
  hotRank: null,
  sortOrder: nodeId * 10,
});

describe('back office: games screen', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('lists games from the server, searches there, and disables a game', async () => {
    let dragonOn = true;
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/game-vendors': ok({
        vendors: [{ code: 'PG', name: 'PG Soft', enabled: true, games: 2, enabledGames: 2 }],
      }),
      'GET /wps/admin/games': (call: Recorded) =>
        ok({
          games: new URLSearchParams(call.search).get('q')
            ? [game(2, 'Dragon Fortune', dragonOn)]
            : [game(1, 'Lucky Seven'), game(2, 'Dragon Fortune', dragonOn)],
          total: 2,
          page: 1,
          pageSize: 25,
        }),
      'PATCH /wps/admin/games/2': (call: Recorded) => {
        dragonOn = (JSON.parse(call.body!) as { enabled: boolean }).enabled;
        return ok(game(2, 'Dragon Fortune', dragonOn));
      },
    });
    renderAdminAt('/admin/games');
    expect(await screen.findByRole('heading', { name: 'Games catalogue', level: 1 })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Vendors' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Games' });
    expect(within(table).getByRole('rowheader', { name: /Lucky Seven/ })).toBeVisible();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name or game id'), 'dragon');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Games' })).queryByText(/Lucky Seven/),
      ).toBeNull(),
    );
    expect(api.find('GET /wps/admin/games').at(-1)!.search).toContain('q=dragon');

    await user.click(screen.getByRole('button', { name: 'Disable Dragon Fortune' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved: Dragon Fortune (Disabled).',
    );
    expect(api.find('PATCH /wps/admin/games/2')[0]!.body).toBe('{"enabled":false}');
    expect(await screen.findByRole('button', { name: 'Enable Dragon Fortune' })).toBeVisible();
  });

  it('checks order and hot rank before sending, and shows a refused change', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/game-vendors': ok({ vendors: [] }),
      'GET /wps/admin/games': ok({
        games: [game(1, 'Lucky Seven')],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
      'PATCH /wps/admin/games/1': fail(404, 'admin.game_not_found'),
    });
    renderAdminAt('/admin/games');
    const user = userEvent.setup();
    const hot = await screen.findByLabelText('Hot rank of Lucky Seven (empty: not hot)');
    await user.type(hot, '0');
    await user.click(
      screen.getByRole('button', { name: 'Save order and hot rank of Lucky Seven' }),
    );
    expect(await screen.findByText(/hot rank: 1 to 999 or empty/)).toBeVisible();
    expect(api.find('PATCH /wps/admin/games/1')).toHaveLength(0);

    await user.clear(hot);
    await user.type(hot, '1');
    await user.click(
      screen.getByRole('button', { name: 'Save order and hot rank of Lucky Seven' }),
    );
    expect(await screen.findByText('This game does not exist.')).toBeVisible();
    expect(api.find('PATCH /wps/admin/games/1')[0]!.body).toBe('{"hotRank":1}');
  });

  it('is not offered to finance', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok({
        ...content,
        role: 'finance',
        permissions: ['self', 'payments.review'],
      }),
    });
    renderAdminAt('/admin');
    await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(screen.queryByRole('link', { name: 'Games' })).toBeNull();
  });
});
