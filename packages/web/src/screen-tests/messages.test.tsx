import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLAG } from '@kalaro/contract/constants';
import type { MessageSummary } from '@kalaro/contract/member-content';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok, testPublicKey } from '@/shared/test/api-fetch';
import type { Recorded } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

let publicKey = '';
beforeAll(async () => {
  publicKey = await testPublicKey();
});

const settings = () => {
  const value = startupFixture({ security: { publicKey, scheme: 'RSA-OAEP-256+A256GCM' } });
  value.info.whitelabel = { [FLAG.MAIL_CENTRE]: true };
  return value;
};

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

/** A server-side inbox: pages of 2, read state, delete, unread count. */
function inbox(count: number, unread: number[]) {
  let messages: MessageSummary[] = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Message ${index + 1}`,
    preview: `Preview ${index + 1}`,
    createdAt: new Date(Date.UTC(2025, 2, 20 - index, 10)).toISOString(),
    read: !unread.includes(index + 1),
    broadcast: index === 0,
  }));
  const unreadCount = () => messages.filter((m) => !m.read).length;
  const pageSize = 2;
  const idOf = (call: Recorded) => Number(call.path.split('/')[3]);
  return {
    handlers: {
      'GET /wps/messages': (call: Recorded) => {
        const pageNo = Number(new URLSearchParams(call.search).get('pageNo'));
        return ok({
          list: messages.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          pageNum: pageNo,
          totalPages: Math.max(1, Math.ceil(messages.length / pageSize)),
          unreadCount: unreadCount(),
        });
      },
      'GET /wps/messages/unread-count': () => ok(unreadCount()),
      ...Object.fromEntries(
        Array.from({ length: count }, (_, index) => [
          [
            `GET /wps/messages/${index + 1}`,
            (call: Recorded) => {
              const message = messages.find((m) => m.id === idOf(call));
              if (!message) return fail(404, 'message.not_found');
              return ok({
                id: message.id,
                title: message.title,
                createdAt: message.createdAt,
                read: message.read,
                broadcast: message.broadcast,
                content: `<p>Body of ${message.title}</p><img src=x onerror="alert(1)">`,
              });
            },
          ],
          [
            `PUT /wps/messages/${index + 1}/read`,
            (call: Recorded) => {
              messages = messages.map((m) => (m.id === idOf(call) ? { ...m, read: true } : m));
              return ok({ unreadCount: unreadCount() });
            },
          ],
          [
            `DELETE /wps/messages/${index + 1}`,
            (call: Recorded) => {
              messages = messages.filter((m) => m.id !== idOf(call));
              return ok({ unreadCount: unreadCount() });
            },
          ],
        ]).flat(),
      ),
    },
  };
}

const items = () => screen.getAllByTestId('message-item');

describe('message centre', () => {
  it('asks a visitor to log in, then shows the inbox', async () => {
    const server = inbox(1, [1]);
    apiFetch(settings(), {
      ...server.handlers,
      'POST /wps/auth/login': ok({
        token: 'x',
        userName: 'demo',
        customerType: 0,
        firstTimeLogin: false,
        expiredPassword: false,
        merchantCode: 'KALARO',
      }),
    });
    const { router } = await renderAppAt('/m/webEmail');
    expect(await screen.findByRole('heading', { name: 'Your messages' })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Username'), 'demo');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Message 1')).toBeVisible();
    expect(router.state.location.pathname).toBe('/m/webEmail');
  });

  it('pages the inbox with unread styling and an unread label', async () => {
    member();
    const server = inbox(3, [1, 3]);
    const api = apiFetch(settings(), server.handlers);
    await renderAppAt('/m/webEmail');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('2 unread messages');
    expect(items()[0]).toHaveAttribute('data-unread', 'true');
    expect(items()[0]).toHaveAccessibleName(/Unread/);
    expect(items()[0]).toHaveTextContent('To all members');
    expect(items()[1]).not.toHaveAttribute('data-unread');
    expect(items()[1]).not.toHaveAccessibleName(/Unread/);

    await userEvent.click(screen.getByRole('button', { name: 'Load more messages' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]).toHaveAttribute('data-unread', 'true');
    expect(screen.getByText('You have seen all your messages')).toBeVisible();
    expect(
      api.find('GET /wps/messages').map((c) => new URLSearchParams(c.search).get('pageNo')),
    ).toEqual(['1', '2']);
  });

  it('opens a message, marks it read and updates the counts', async () => {
    member();
    const server = inbox(2, [1, 2]);
    const api = apiFetch(settings(), server.handlers);
    const { router } = await renderAppAt('/m/webEmail');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('2 unread messages');
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: /Message 2/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Message 2' });
    expect(router.state.location.search).toBe('?id=2');
    const article = heading.closest('article')!;
    expect(article).toHaveTextContent('Body of Message 2');
    expect(article.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(api.find('PUT /wps/messages/2/read')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Inbox' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 unread message');
    expect(items()[1]).not.toHaveAttribute('data-unread');
    expect(items()[0]).toHaveAttribute('data-unread', 'true');
    // Reading again does not mark it again.
    await user.click(screen.getByRole('link', { name: /Message 2/ }));
    await screen.findByRole('heading', { level: 2, name: 'Message 2' });
    expect(api.find('PUT /wps/messages/2/read')).toHaveLength(1);
  });

  it('feeds the unread count to the member-centre badge', async () => {
    member();
    const server = inbox(2, [1, 2]);
    apiFetch(settings(), {
      ...server.handlers,
      'GET /wps/content/announcements': ok({
        banners: [],
        notices: [],
        popups: [],
        hotMatches: [],
        agentNotices: [],
        promotions: [],
      }),
      'GET /wps/member/info': fail(503, 'server.error'),
      'GET /wps/wallet/balance': ok({ sumBalance: '1.00', currency: 'PHP' }),
    });
    const { router } = await renderAppAt('/m/mine');
    expect(await screen.findByTestId('badge-mail')).toHaveTextContent('2');
    await router.navigate('/m/webEmail?id=1');
    await screen.findByRole('heading', { level: 2, name: 'Message 1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inbox' })).toBeInTheDocument());
    await router.navigate('/m/mine');
    await waitFor(() => expect(screen.getByTestId('badge-mail')).toHaveTextContent('1'));
  });

  it('deletes a message after a confirmation', async () => {
    member();
    const server = inbox(2, [1]);
    const api = apiFetch(settings(), server.handlers);
    await renderAppAt('/m/webEmail?id=1');
    await screen.findByRole('heading', { level: 2, name: 'Message 1' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find('DELETE /wps/messages/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this message?' })).getByRole(
        'button',
        { name: 'Confirm' },
      ),
    );
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    expect(api.find('DELETE /wps/messages/1')).toHaveLength(1);
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('All messages read');
  });

  it('says when a message no longer exists, and when the inbox is empty', async () => {
    member();
    const server = inbox(0, []);
    apiFetch(settings(), {
      ...server.handlers,
      'GET /wps/messages/77': fail(404, 'message.not_found'),
    });
    const { router } = await renderAppAt('/m/webEmail?id=77');
    expect(await screen.findByText('This message no longer exists')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Inbox' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No messages yet')).toBeVisible();
  });
});
