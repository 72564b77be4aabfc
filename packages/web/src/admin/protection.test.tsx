import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS } from '@kalaro/contract/operator-roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const ID = '5b7c1f0e-2d1a-4c43-9b9e-0d4f2b8f6a22';

const operator = (role: 'support' | 'finance') => ({
  id: `${role}-1`,
  username: role,
  role,
  permissions: ROLE_PERMISSIONS[role],
  via: 'session',
  totpEnabled: true,
});

const detail = {
  member: {
    id: ID,
    username: 'player9',
    mobile: null,
    email: null,
    status: 'active',
    type: 0,
    vipLabel: 'VIP0',
    registeredAt: '2026-01-01T00:00:00.000Z',
    upline: null,
    balance: '12.00',
    nickname: null,
    birthDate: null,
    agentPath: [],
    mustChangePassword: false,
  },
  sessions: [],
};

/** The member page's own calls: the member and an empty history. */
const memberPage = {
  [`GET /wps/admin/members/${ID}`]: ok(detail),
  [`GET /wps/admin/members/${ID}/history`]: ok({
    kind: 'ledger',
    rows: [],
    page: 1,
    pageSize: 20,
    more: false,
  }),
};

const none = { limit: null, pending: null, used: '0.00', remaining: null };
const noLimits = { day: none, week: none, month: none };

const measure = (over: Record<string, unknown>) => ({
  id: 'm1',
  kind: 'timeOut',
  period: '24h',
  startsAt: '2026-11-20T08:00:00.000Z',
  endsAt: '2026-11-21T08:00:00.000Z',
  createdBy: 'member',
  reason: null,
  operator: null,
  ...over,
});

const protection = (history: ReturnType<typeof measure>[]) => ({
  memberId: ID,
  username: 'player9',
  current: history.find((m) => m.endsAt === null || Date.parse(m.endsAt) > Date.now()) ?? null,
  history,
  limits: {
    loss: {
      ...noLimits,
      day: {
        limit: '50.00',
        pending: { limit: '80.00', effectiveAt: '2026-11-29T10:00:00.000Z' },
        used: '5.00',
        remaining: '45.00',
      },
    },
    wager: noLimits,
    session: { limitMinutes: 60, pending: null, usedMinutes: 12 },
  },
  depositLimits: { ...noLimits, week: { ...none, limit: '300.00' } },
  realityCheck: { minutes: 30, chosen: true, required: false, defaultMinutes: null },
});

describe('back office: player protection on the member page', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('shows support the measures, history and limits, and applies a time-out after a confirm', async () => {
    const past = measure({});
    let history = [past];
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('support')),
      ...memberPage,
      [`GET /wps/admin/members/${ID}/protection`]: () => ok(protection(history)),
      [`POST /wps/admin/members/${ID}/protection`]: (call) => {
        const body = JSON.parse(call.body!) as { period: string; reason: string };
        const applied = measure({
          id: 'm2',
          period: body.period,
          startsAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
          createdBy: 'operator',
          reason: body.reason,
          operator: 'support',
        });
        history = [applied, ...history];
        return ok(applied);
      },
    });
    renderAdminAt(`/admin/members/${ID}`);
    const section = (await screen.findByRole('heading', { name: 'Player protection' })).closest(
      'section',
    )!;
    const panel = within(section);
    expect(await panel.findByText('No time-out or self-exclusion in force.')).toBeInTheDocument();
    const past1 = panel.getByText('2026-11-20 08:00:00').closest('tr')!;
    expect(past1).toHaveTextContent('Time-out · 24 hours');
    expect(past1).toHaveTextContent('The member');
    expect(past1).toHaveTextContent('Ended');
    const loss = panel.getByRole('rowheader', { name: 'Loss limit' }).closest('tr')!;
    expect(loss).toHaveTextContent('50.00');
    expect(loss).toHaveTextContent('changes to 80.00 on 2026-11-29 10:00:00');
    expect(panel.getByRole('rowheader', { name: 'Deposit limit' }).closest('tr')).toHaveTextContent(
      '300.00',
    );
    expect(panel.getByText(/60 min \(used 12 min today\)/)).toBeInTheDocument();
    expect(panel.getByText(/Every 30 min/)).toBeInTheDocument();
    // No way to lift a measure.
    expect(panel.queryByRole('button', { name: /lift|remove|end/i })).toBeNull();

    await userEvent.click(panel.getByRole('radio', { name: '24 hours' }));
    await userEvent.type(
      panel.getByLabelText('Why it is applied (kept in the history and the audit log)'),
      'Asked in chat',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Review' }));
    const dialog = panel.getByRole('alertdialog', {
      name: 'Apply a Time-out · 24 hours to player9?',
    });
    expect(dialog).toHaveTextContent('Every session of the member ends at once');
    expect(dialog).toHaveTextContent('the member may still log in to withdraw');
    expect(within(dialog).getByRole('heading')).toHaveFocus();
    expect(api.find(`POST /wps/admin/members/${ID}/protection`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply now' }));
    expect(
      await panel.findByText('Time-out · 24 hours applied to player9: their sessions have ended.'),
    ).toBeInTheDocument();
    expect(JSON.parse(api.find(`POST /wps/admin/members/${ID}/protection`)[0]!.body!)).toEqual({
      period: '24h',
      reason: 'Asked in chat',
    });
    // The history, newest first, names the operator; the measure is in force.
    await waitFor(() => expect(panel.getAllByText('Operator support')).toHaveLength(1));
    const rows = within(panel.getAllByRole('table')[0]!).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Operator support');
    expect(rows[1]).toHaveTextContent('Asked in chat');
    expect(rows[1]).toHaveTextContent('In force');
    expect(rows[2]).toHaveTextContent('The member');
    expect(panel.getByText(/^Time-out · 24 hours$/, { selector: 'dd' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Review' })).toHaveFocus();
  });

  it('cancels the confirm without applying, and shows a refusal', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('support')),
      ...memberPage,
      [`GET /wps/admin/members/${ID}/protection`]: ok(protection([])),
      [`POST /wps/admin/members/${ID}/protection`]: fail(409, 'protection.cannot_shorten'),
    });
    renderAdminAt(`/admin/members/${ID}`);
    expect(await screen.findByText('No measure has ever been taken.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Permanent' }));
    await userEvent.type(
      screen.getByLabelText('Why it is applied (kept in the history and the audit log)'),
      'Gambling concern',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('It starts now and never ends.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Review' })).toHaveFocus();
    expect(api.find(`POST /wps/admin/members/${ID}/protection`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'may only be lengthened: choose a longer one',
    );
  });

  it('offers nothing over a permanent self-exclusion: it cannot be lifted', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('support')),
      ...memberPage,
      [`GET /wps/admin/members/${ID}/protection`]: ok(
        protection([
          measure({
            kind: 'selfExclusion',
            period: 'permanent',
            endsAt: null,
            createdBy: 'operator',
            operator: 'support',
            reason: 'Asked by phone',
          }),
        ]),
      ),
    });
    renderAdminAt(`/admin/members/${ID}`);
    expect(await screen.findByText('Permanent (never ends)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A permanent self-exclusion is in force: nothing can be applied over it, and nothing lifts it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('offers only longer periods over a time-out in force', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('support')),
      ...memberPage,
      [`GET /wps/admin/members/${ID}/protection`]: ok(
        protection([
          measure({
            period: '7d',
            startsAt: new Date().toISOString(),
            endsAt: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
          }),
        ]),
      ),
    });
    renderAdminAt(`/admin/members/${ID}`);
    expect(
      await screen.findByRole('radio', { name: '24 hours (shorter than the one in force)' }),
    ).toBeDisabled();
    expect(screen.getByRole('radio', { name: '6 weeks' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Permanent' })).toBeEnabled();
  });

  it('shows no protection section to a role without the permission', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('finance')),
      ...memberPage,
    });
    renderAdminAt(`/admin/members/${ID}`);
    expect(await screen.findByRole('heading', { name: /player9/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Player protection' })).toBeNull();
    expect(api.find(`GET /wps/admin/members/${ID}/protection`)).toHaveLength(0);
  });

  it('shows a failed read with a retry', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('support')),
      ...memberPage,
      [`GET /wps/admin/members/${ID}/protection`]: fail(403, 'admin.forbidden'),
    });
    renderAdminAt(`/admin/members/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
