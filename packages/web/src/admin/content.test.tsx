import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const operator = (role: string, permissions: string[]) => ({
  id: 'o1',
  username: role,
  role,
  permissions: ['self', ...permissions],
  via: 'session',
  totpEnabled: true,
});
const content = operator('content', ['content.manage', 'messages.send', 'uploads.read']);
const support = operator('support', ['feedback.reply', 'uploads.read', 'messages.send']);

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('back office: content screens', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('publishes a pop-up in both languages and lists it', async () => {
    const saved: unknown[] = [];
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/announcements': () =>
        ok(
          page(
            saved.length
              ? [
                  {
                    id: 9,
                    type: 'PU',
                    groupName: 'm_home',
                    platform: 'M',
                    execution: 'A',
                    promotionType: null,
                    imageUrl: null,
                    imageWidth: null,
                    imageHeight: null,
                    linkUrl: '',
                    translations: {
                      EN: { title: 'Weekend bonus', content: '' },
                      TY: { title: 'Bonus', content: '' },
                    },
                    startAt: null,
                    endAt: null,
                    sortOrder: 0,
                    state: 'live',
                    updatedAt: '2026-11-20T08:00:00.000Z',
                  },
                ]
              : [],
          ),
        ),
      'POST /wps/admin/announcements': (call) => {
        saved.push(JSON.parse(call.body!));
        return ok({ id: 9 });
      },
    });
    renderAdminAt('/admin/announcements');
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(nav).toHaveTextContent('Announcements');
    expect(nav).toHaveTextContent('Help centre');
    expect(nav).not.toHaveTextContent('Feedback');
    expect(await screen.findByText('No announcements match.')).toBeInTheDocument();

    const english = screen.getByRole('group', { name: 'English (required)' });
    await userEvent.type(within(english).getByLabelText('Title'), 'Weekend bonus');
    await userEvent.type(within(english).getByLabelText('Content (HTML)'), '<p>Play</p>');
    const tagalog = screen.getByRole('group', { name: /Tagalog/ });
    await userEvent.type(within(tagalog).getByLabelText('Title'), 'Bonus');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('status')).toHaveTextContent('“Weekend bonus” saved.');
    expect(JSON.parse(api.find('POST /wps/admin/announcements')[0]!.body!)).toMatchObject({
      type: 'PU',
      execution: 'A',
      translations: {
        EN: { title: 'Weekend bonus', content: '<p>Play</p>' },
        TY: { title: 'Bonus' },
      },
    });
    const row = (await screen.findByRole('rowheader', { name: /Weekend bonus/ })).closest('tr')!;
    expect(row).toHaveTextContent('Pop-up');
    expect(row).toHaveTextContent('Live');
    expect(row).toHaveTextContent('EN, TY');
  });

  it('retries a publish with the same Idempotency-Key, and the next publish with a new one', async () => {
    let posts = 0;
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/announcements': ok(page([])),
      'POST /wps/admin/announcements': () =>
        ++posts === 1 ? fail(500, 'server.error') : ok({ id: 10 + posts }),
    });
    renderAdminAt('/admin/announcements');
    const publish = async (title: string) => {
      const english = await screen.findByRole('group', { name: 'English (required)' });
      const field = within(english).getByLabelText('Title');
      await userEvent.clear(field);
      await userEvent.type(field, title);
      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    };
    await publish('Lost answer');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Lost answer” saved.');
    await publish('Another one');
    await waitFor(() => expect(api.find('POST /wps/admin/announcements')).toHaveLength(3));
    const keys = api
      .find('POST /wps/admin/announcements')
      .map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends a message to a list and says which usernames are not members', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/messages': ok(page([])),
      'POST /wps/admin/messages': fail(400, 'message.recipients_unknown', { usernames: ['ghost'] }),
    });
    renderAdminAt('/admin/messages');
    await userEvent.click(await screen.findByRole('radio', { name: 'A list of members' }));
    await userEvent.type(screen.getByLabelText('Usernames'), 'demo, ghost');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'marketing');
    const english = screen.getByRole('group', { name: 'English (required)' });
    await userEvent.type(within(english).getByLabelText('Title'), 'Big weekend');
    await userEvent.type(within(english).getByLabelText('Content (HTML)'), 'Double points');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some usernames are not members. Nothing was sent.',
    );
    expect(screen.getByText('Not members: ghost. Nothing was sent.')).toBeInTheDocument();
    const body = JSON.parse(api.find('POST /wps/admin/messages')[0]!.body!);
    expect(body).toMatchObject({
      audience: { kind: 'list', usernames: ['demo', 'ghost'] },
      kind: 'marketing',
      translations: { EN: { title: 'Big weekend', content: 'Double points' } },
    });
    expect(body.clientKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a feedback with its images and sends the reply', async () => {
    const item = {
      id: 4,
      username: 'demo',
      categoryId: 1,
      category: 'Games',
      text: 'The slot froze',
      images: [{ id: 'u1', url: '/wps/admin/uploads/u1' }],
      status: 'open',
      reply: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      repliedAt: null,
    };
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(support),
      'GET /wps/admin/feedback/4': ok(item),
      'PUT /wps/admin/feedback/4/reply': ok({
        ...item,
        status: 'replied',
        reply: 'Fixed',
        repliedAt: '2026-11-20T09:00:00.000Z',
      }),
    });
    renderAdminAt('/admin/feedback/4');
    expect(await screen.findByText('The slot froze')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: "Image 1 of demo's application (opens in a new tab)" }),
    ).toHaveAttribute('src', '/wps/admin/uploads/u1');
    await userEvent.type(screen.getByLabelText(/Your reply/), 'Fixed');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reply to demo saved at 2026-11-20 09:00:00 UTC.',
    );
    expect(JSON.parse(api.find('PUT /wps/admin/feedback/4/reply')[0]!.body!)).toEqual({
      reply: 'Fixed',
    });
  });
  it('edits a help entry with its texts filled in, deletes one after a confirm and moves one down', async () => {
    const entry = (id: number, title: string, sortOrder: number) => ({
      id,
      device: 'MOBILE',
      translations: {
        EN: { title, content: `<p>${title}</p>` },
        ...(id === 1 ? { TY: { title: `${title} TY`, content: '<p>TY</p>' } } : {}),
      },
      sortOrder,
    });
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(content),
      'GET /wps/admin/help': ok(page([entry(1, 'Deposits', 0), entry(2, 'Withdrawals', 1)])),
      'PUT /wps/admin/help/1': ok(entry(1, 'Deposits and limits', 0)),
      'DELETE /wps/admin/help/2': ok(entry(2, 'Withdrawals', 1)),
      'PUT /wps/admin/help-order': ok({ ids: [2, 1] }),
    });
    renderAdminAt('/admin/help');
    await screen.findByRole('rowheader', { name: 'Deposits' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Deposits' }));
    expect(screen.getByRole('heading', { name: 'Edit “Deposits”' })).toBeInTheDocument();
    const english = screen.getByRole('group', { name: 'English (required)' });
    const tagalog = screen.getByRole('group', { name: /Tagalog/ });
    expect(within(english).getByLabelText('Content (HTML)')).toHaveValue('<p>Deposits</p>');
    expect(within(tagalog).getByLabelText('Title')).toHaveValue('Deposits TY');
    const title = within(english).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Deposits and limits');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Deposits and limits” saved.');
    expect(JSON.parse(api.find('PUT /wps/admin/help/1')[0]!.body!)).toEqual({
      device: 'MOBILE',
      translations: {
        EN: { title: 'Deposits and limits', content: '<p>Deposits</p>' },
        TY: { title: 'Deposits TY', content: '<p>TY</p>' },
      },
      sortOrder: 0,
    });
    expect(screen.getByRole('heading', { name: 'New entry' })).toBeInTheDocument();

    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Withdrawals' }));
    expect(api.find('DELETE /wps/admin/help/2')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Withdrawals' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete “Withdrawals”? This cannot be undone.');
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawals');
    expect(api.find('DELETE /wps/admin/help/2')).toHaveLength(1);
    confirm.mockRestore();

    expect(screen.getByRole('button', { name: 'Move Deposits up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Deposits down' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Deposits” moved.');
    expect(JSON.parse(api.find('PUT /wps/admin/help-order')[0]!.body!)).toEqual({
      device: 'MOBILE',
      ids: [2, 1],
    });
  });
});
