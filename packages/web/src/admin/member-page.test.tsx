import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS } from '@kalaro/contract/operator-roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const ID = '0d7f3c1e-5a8b-4c2d-9e1f-3a4b5c6d7e8f';

const SUPPORT = {
  id: 'support-1',
  username: 'support',
  role: 'support',
  permissions: ROLE_PERMISSIONS.support,
  via: 'session',
  totpEnabled: true,
};

const memberRow = (over: Record<string, unknown> = {}) => ({
  id: ID,
  username: 'player9',
  mobile: null,
  email: null,
  status: 'active',
  closedAt: null,
  type: 0,
  vipLabel: 'VIP0',
  registeredAt: '2026-01-01T00:00:00.000Z',
  upline: null,
  balance: '12.00',
  nickname: null,
  birthDate: null,
  agentPath: [],
  mustChangePassword: false,
  securityQuestionsSet: false,
  ...over,
});

describe('back office: a member page', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('says whether the member has set security questions, and nothing of them', async () => {
    for (const securityQuestionsSet of [true, false]) {
      apiFetch({} as never, {
        'GET /wps/admin/me': ok(SUPPORT),
        [`GET /wps/admin/members/${ID}`]: ok({
          member: memberRow({ securityQuestionsSet }),
          sessions: [],
        }),
        [`GET /wps/admin/members/${ID}/protection`]: fail(503, 'system.unavailable'),
      });
      renderAdminAt(`/admin/members/${ID}`);
      const term = await screen.findByText('Security questions', { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(
        securityQuestionsSet ? /^Set$/ : /^Not set$/,
      );
      cleanup();
    }
  });

  it('tells a session of the web app installed on an iOS home screen (device OTHERS) from a browser one', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(SUPPORT),
      [`GET /wps/admin/members/${ID}`]: ok({
        member: memberRow(),
        sessions: [
          {
            id: 's1',
            createdAt: '2026-11-27T08:00:00.000Z',
            lastSeenAt: '2026-11-27T09:00:00.000Z',
            ip: '10.0.0.7',
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X)',
            device: 'OTHERS',
          },
          {
            id: 's2',
            createdAt: '2026-11-26T08:00:00.000Z',
            lastSeenAt: '2026-11-26T09:00:00.000Z',
            ip: '10.0.0.8',
            userAgent: 'Mozilla/5.0 (Linux; Android 14)',
            device: 'MOBILE',
          },
        ],
      }),
      [`GET /wps/admin/members/${ID}/protection`]: fail(503, 'system.unavailable'),
    });
    renderAdminAt(`/admin/members/${ID}`);
    const rows = await screen.findAllByRole('row', { name: /10\.0\.0\./ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Home-screen app (iOS)')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Home-screen app (iOS)')).not.toBeInTheDocument();
  });

  it('tells an account the member closed from one an operator disabled, and offers to reopen it', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(SUPPORT),
      [`GET /wps/admin/members/${ID}`]: ok({
        member: memberRow({ status: 'disabled', closedAt: '2026-11-20T10:30:00.000Z' }),
        sessions: [],
      }),
      [`GET /wps/admin/members/${ID}/protection`]: fail(503, 'system.unavailable'),
      [`PUT /wps/admin/members/${ID}/status`]: ok(memberRow()),
    });
    renderAdminAt(`/admin/members/${ID}`);
    expect(await screen.findByText(/Closed by the member on 2026-11-20/)).toBeInTheDocument();
    expect(screen.getByText(/Reopen it only at the member's own request/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reason'), 'Member asked by phone');
    await user.click(screen.getByRole('button', { name: 'Reopen account' }));
    await waitFor(() => expect(api.find(`PUT /wps/admin/members/${ID}/status`)).toHaveLength(1));
    expect(JSON.parse(api.find(`PUT /wps/admin/members/${ID}/status`)[0]!.body!)).toEqual({
      status: 'active',
      reason: 'Member asked by phone',
    });
  });
});
