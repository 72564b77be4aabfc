import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const content = {
  id: 'c1',
  username: 'content',
  role: 'content',
  permissions: ['self', 'content.manage', 'promotions.review', 'uploads.read'],
  via: 'session',
  totpEnabled: true,
};

const DAY = 86_400_000;
const future = new Date(Date.now() + 2 * DAY).toISOString();
const later = new Date(Date.now() + 3 * DAY).toISOString();

const reward = {
  kind: 'reward',
  id: 4,
  title: 'Weekend bonus',
  status: 'active',
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: later,
  budget: '100.00',
  memberBudget: null,
  spent: '25.00',
  left: '75.00',
};
const rain = {
  ...reward,
  kind: 'red-rain',
  id: 9,
  title: null,
  startAt: future,
  spent: '0.00',
  left: '100.00',
};

describe('back office content: campaigns, VIP levels, hot matches', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('lists campaigns with spent vs budget, pauses one and explains a refused cancel', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/campaigns': ok({ list: [reward, rain], total: 2, page: 1, pageSize: 20 }),
      'PATCH /wps/admin/campaigns/reward/4': ok({ ...reward, status: 'paused' }),
      'POST /wps/admin/red-rains/9/cancel': fail(409, 'red_rain.started'),
    });
    renderAdminAt('/admin/campaigns');
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(nav).toHaveTextContent('Campaigns');
    expect(nav).toHaveTextContent('VIP levels');
    expect(nav).toHaveTextContent('Hot matches');
    const row = (await screen.findByRole('rowheader', { name: /Weekend bonus/ })).closest('tr')!;
    expect(row).toHaveTextContent('25.00');
    expect(row).toHaveTextContent('25%');
    expect(row).toHaveTextContent('75.00');

    await userEvent.click(screen.getByRole('button', { name: 'Pause Weekend bonus' }));
    expect(
      await screen.findByText('Weekend bonus is paused: it pays nothing until resumed.'),
    ).toBeVisible();
    expect(JSON.parse(api.find('PATCH /wps/admin/campaigns/reward/4')[0]!.body!)).toEqual({
      status: 'paused',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel rain Red rain #9' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This rain has already started: it can no longer be cancelled',
    );

    await userEvent.selectOptions(screen.getAllByLabelText('Status')[0]!, 'paused');
    await waitFor(() =>
      expect(api.find('GET /wps/admin/campaigns').at(-1)!.search).toContain('status=paused'),
    );
  });

  it('checks a new reward against the contract, then creates it with a request key', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/campaigns': ok({ list: [], total: 0, page: 1, pageSize: 20 }),
      'POST /wps/admin/rewards': ok({ ...reward, id: 12 }),
    });
    renderAdminAt('/admin/campaigns');
    expect(await screen.findByText('No campaign matches.')).toBeVisible();
    const form = screen.getByRole('region', { name: 'New campaign' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    const problems = await within(form).findByRole('alert');
    expect(problems).toHaveTextContent('Title (EN)');
    expect(problems).toHaveTextContent('Budget');
    expect(api.find('POST /wps/admin/rewards')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Weekend bonus');
    await userEvent.type(within(form).getByLabelText('Amount of one claim'), '5');
    fireEvent.change(within(form).getByLabelText('Starts (your local time)'), {
      target: { value: '2030-01-01T10:00' },
    });
    fireEvent.change(within(form).getByLabelText('Ends (your local time)'), {
      target: { value: '2030-01-08T10:00' },
    });
    await userEvent.type(within(form).getByLabelText('Budget'), '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Reward #12 created.')).toBeVisible();
    const body = JSON.parse(api.find('POST /wps/admin/rewards')[0]!.body!);
    expect(body).toMatchObject({
      translations: { EN: { title: 'Weekend bonus', description: '' } },
      amount: '5',
      budget: '500',
    });
    expect(body.requestKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('edits a promotion’s texts in English and Tagalog, naming a missing title before any call', async () => {
    const promotion = { ...reward, kind: 'promotion', id: 5, title: 'Share a win' };
    const stored = {
      kind: 'promotion',
      id: 5,
      translations: {
        EN: { title: 'Share a win', summary: 'Post it', content: '<p>Share</p>' },
        PT: { title: 'Partilhe', summary: 'Publique', content: '<p>Olá</p>' },
      },
      imageUrl: null,
    };
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/campaigns': ok({ list: [promotion], total: 1, page: 1, pageSize: 20 }),
      'GET /wps/admin/campaigns/promotion/5/texts': ok(stored),
      'PUT /wps/admin/campaigns/promotion/5/texts': ok({ ...stored, imageUrl: '/uploads/a.png' }),
    });
    renderAdminAt('/admin/campaigns');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Share a win' }));
    const form = await screen.findByRole('form', { name: 'Texts of Share a win' });
    const english = within(form).getByRole('group', { name: 'English (required)' });
    const tagalog = within(form).getByRole('group', { name: /^Tagalog/ });
    expect(within(english).getByLabelText('Summary (one line in the list)')).toHaveValue('Post it');

    // A Tagalog summary without its title is named before anything is sent.
    await userEvent.type(
      within(tagalog).getByLabelText('Summary (one line in the list)'),
      'I-post',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save texts' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Tagalog (optional; English is shown when empty) · Title',
    );
    expect(api.find('PUT /wps/admin/campaigns/promotion/5/texts')).toHaveLength(0);

    await userEvent.type(within(tagalog).getByLabelText('Title'), 'Ibahagi ang panalo');
    await userEvent.clear(within(english).getByLabelText('Title'));
    await userEvent.type(within(english).getByLabelText('Title'), 'Share a big win');
    await userEvent.type(
      within(form).getByLabelText('Picture address (from the image store)'),
      '/uploads/a.png',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save texts' }));
    expect(await screen.findByText('Texts of Share a win saved.')).toBeVisible();
    expect(JSON.parse(api.find('PUT /wps/admin/campaigns/promotion/5/texts')[0]!.body!)).toEqual({
      translations: {
        PT: stored.translations.PT,
        EN: { title: 'Share a big win', summary: 'Post it', content: '<p>Share</p>' },
        TY: { title: 'Ibahagi ang panalo', summary: 'I-post', content: '' },
      },
      imageUrl: '/uploads/a.png',
    });
  });

  it('refuses VIP thresholds that go down before saving, then saves fixed ones', async () => {
    const benefits = {
      rebatePercent: '0.30',
      dailyWithdrawals: 3,
      withdrawalLimit: '500.00',
      upgradeBonus: '88.00',
      birthdayBonus: '88.00',
    };
    const levels = [
      { level: 0, label: 'VIP0', minTurnover: '0.00', minDeposit: '0.00', benefits },
      { level: 1, label: 'VIP1', minTurnover: '10000.00', minDeposit: '1000.00', benefits },
      { level: 2, label: 'VIP2', minTurnover: '50000.00', minDeposit: '5000.00', benefits },
    ];
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/vip-levels': ok({ levels }),
      'PUT /wps/admin/vip-levels': (call) => ok(JSON.parse(call.body!)),
    });
    renderAdminAt('/admin/vip');
    const turnover2 = await screen.findByLabelText('Min. turnover · Level 2');
    await userEvent.clear(turnover2);
    await userEvent.type(turnover2, '900');
    expect(screen.getByText('Lower than the level below.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect(screen.getByRole('alert')).toHaveTextContent('1 field(s) break the rule');
    expect(api.find('PUT /wps/admin/vip-levels')).toHaveLength(0);

    await userEvent.type(turnover2, '00');
    expect(screen.queryByText('Lower than the level below.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect(await screen.findByText('VIP levels saved.')).toBeVisible();
    const sent = JSON.parse(api.find('PUT /wps/admin/vip-levels')[0]!.body!);
    expect(sent.levels[2].minTurnover).toBe('90000');
  });

  it('adds a hot match for a chosen game and hides one from players', async () => {
    const match = {
      id: 3,
      league: 'PBA',
      homeTeam: 'Manila Kings',
      awayTeam: 'Cebu Sharks',
      homeTeamImageUrl: '/KALARO/badges/manila-kings.webp',
      awayTeamImageUrl: '/KALARO/badges/cebu-sharks.webp',
      matchTime: future,
      vendor: 'SBO',
      gameCategory: 'SPORTS',
      gameId: 'sbo',
      nodeId: 501,
      roomId: null,
      sortOrder: 0,
      visible: true,
      gameName: 'SBO Sports',
    };
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/hot-matches': ok({ list: [match], total: 1, page: 1, pageSize: 20 }),
      'GET /wps/admin/hot-matches/games': ok({
        games: [{ nodeId: 501, name: 'SBO Sports', vendor: 'SBO' }],
      }),
      'POST /wps/admin/hot-matches': (call) => ok({ ...match, ...JSON.parse(call.body!), id: 4 }),
      'PUT /wps/admin/hot-matches/3': (call) => ok({ ...match, ...JSON.parse(call.body!) }),
    });
    renderAdminAt('/admin/hot-matches');
    const form = await screen.findByRole('region', { name: 'New hot match' });
    await within(form).findByRole('option', { name: 'SBO Sports (SBO)' });
    await userEvent.type(within(form).getByLabelText('League'), 'UAAP');
    await userEvent.type(within(form).getByLabelText('Home team'), 'Blue Eagles');
    await userEvent.type(within(form).getByLabelText('Away team'), 'Green Archers');
    fireEvent.change(within(form).getByLabelText('Kick-off (your local time)'), {
      target: { value: '2030-03-01T19:30' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Add match' }));
    expect(await screen.findByText('Blue Eagles – Green Archers added.')).toBeVisible();
    expect(JSON.parse(api.find('POST /wps/admin/hot-matches')[0]!.body!)).toMatchObject({
      league: 'UAAP',
      nodeId: 501,
      visible: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Manila Kings – Cebu Sharks' }));
    const edit = screen.getByRole('region', { name: 'Edit hot match' });
    await userEvent.click(within(edit).getByLabelText('Shown to players'));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Manila Kings – Cebu Sharks saved.')).toBeVisible();
    expect(JSON.parse(api.find('PUT /wps/admin/hot-matches/3')[0]!.body!)).toMatchObject({
      visible: false,
      homeTeam: 'Manila Kings',
    });
  });
});
