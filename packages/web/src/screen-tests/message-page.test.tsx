import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcements, notice } from '@/features/home/fixtures';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, ok, testPublicKey } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

let publicKey = '';
beforeAll(async () => {
  publicKey = await testPublicKey();
});

const settings = () => startupFixture({ security: { publicKey, scheme: 'RSA-OAEP-256+A256GCM' } });

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const handlers = {
  'GET /wps/content/announcements': ok(
    announcements({ notices: [notice(1, 'Server upgrade tonight', '<p>Back at 2 am</p>')] }),
  ),
  'GET /wps/messages': ok({
    list: [
      {
        id: 7,
        title: 'Your bonus is here',
        preview: 'Claim it in the reward centre',
        createdAt: new Date(Date.UTC(2025, 2, 20, 10)).toISOString(),
        read: false,
        broadcast: false,
      },
    ],
    pageNum: 1,
    totalPages: 1,
    unreadCount: 1,
  }),
  'GET /wps/messages/unread-count': ok(1),
};

describe('/m/message', () => {
  it('shows a visitor the notices, and asks them to log in for the inbox', async () => {
    apiFetch(settings(), handlers);
    const { router } = await renderAppAt('/m/message');
    expect(await screen.findByRole('heading', { name: 'Server upgrade tonight' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notices' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Inbox' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=inbox'));
    expect(await screen.findByTestId('login-prompt')).toHaveTextContent('Your messages');
  });

  it('opens on a member’s inbox, and the notices are one tap away', async () => {
    member();
    apiFetch(settings(), handlers);
    await renderAppAt('/m/message');
    expect(await screen.findByText('Your bonus is here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Notices' }));
    expect(await screen.findByRole('heading', { name: 'Server upgrade tonight' })).toBeVisible();
  });
});
