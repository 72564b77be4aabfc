import { screen, within } from '@testing-library/react';
import { ROLE_PERMISSIONS } from '@kalaro/contract/operator-roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const ID = '0d7f3c1e-5a8b-4c2d-9e1f-3a4b5c6d7e8f';

describe('back office: a member page', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('tells a session of the web app installed on an iOS home screen (device OTHERS) from a browser one', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok({
        id: 'support-1',
        username: 'support',
        role: 'support',
        permissions: ROLE_PERMISSIONS.support,
        via: 'session',
        totpEnabled: true,
      }),
      [`GET /wps/admin/members/${ID}`]: ok({
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
        ledger: [],
      }),
      [`GET /wps/admin/members/${ID}/protection`]: ok(null),
    });
    renderAdminAt(`/admin/members/${ID}`);
    const rows = await screen.findAllByRole('row', { name: /10\.0\.0\./ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Home-screen app (iOS)')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Home-screen app (iOS)')).not.toBeInTheDocument();
  });
});
