import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LinkedAccounts from '@/features/security/components/linked-accounts';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { renderWithProviders } from '@/shared/test/render';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /wps/member/social-logins';
const UNLINK = 'DELETE /wps/member/social-logins/google';
const linkedAt = '2026-03-05T10:00:00.000Z';
const google = { provider: 'google', linkedAt };

const render = (entry = '/m/securityCenter') => {
  const router = createMemoryRouter([{ path: '/m/securityCenter', element: <LinkedAccounts /> }], {
    initialEntries: [entry],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
};

describe('linked accounts in the security centre', () => {
  it('offers Link for a provider not linked: a page navigation to the link start', async () => {
    apiFetch(startupFixture(), {
      [LIST]: ok({ accounts: [], hasPassword: true, offered: ['google'] }),
    });
    render();
    const row = await screen.findByTestId('linked-google');
    expect(within(row).getByText('Not linked')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Link Google' })).toHaveAttribute(
      'href',
      '/wps/auth/social/google/link',
    );
    expect(within(row).queryByRole('button', { name: 'Unlink Google' })).toBeNull();
    // Facebook is neither linked nor offered: not shown.
    expect(screen.queryByTestId('linked-facebook')).toBeNull();
  });

  it('unlinks after a confirmation, and shows the account as not linked', async () => {
    let accounts = [google];
    const api = apiFetch(startupFixture(), {
      [LIST]: () => ok({ accounts, hasPassword: true, offered: ['google'] }),
      [UNLINK]: () => {
        accounts = [];
        return ok({ accounts, hasPassword: true, offered: ['google'] });
      },
    });
    render();
    const row = await screen.findByTestId('linked-google');
    expect(within(row).getByText(/^Linked on /)).toBeVisible();
    const unlink = within(row).getByRole('button', { name: 'Unlink Google' });

    await userEvent.click(unlink);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Unlink your Google account?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find(UNLINK)).toHaveLength(0);

    await userEvent.click(unlink);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Google account unlinked.');
    expect(api.find(UNLINK)).toHaveLength(1);
    expect(
      await within(screen.getByTestId('linked-google')).findByText('Not linked'),
    ).toBeVisible();
  });

  it('keeps the only way to sign in: Unlink is off and says why', async () => {
    apiFetch(startupFixture(), {
      [LIST]: ok({ accounts: [google], hasPassword: false, offered: ['google'] }),
    });
    render();
    const unlink = await screen.findByRole('button', { name: 'Unlink Google' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(/only way to sign in/);
  });

  it("shows the server's refusal of an unlink", async () => {
    apiFetch(startupFixture(), {
      [LIST]: ok({ accounts: [google], hasPassword: true, offered: ['google'] }),
      [UNLINK]: fail(409, 'auth.social_last_sign_in'),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot unlink your only way to sign in.',
    );
  });

  it('says how a link came back once, and takes the outcome out of the address', async () => {
    apiFetch(startupFixture(), {
      [LIST]: ok({ accounts: [], hasPassword: true, offered: ['google'] }),
    });
    const { router } = render('/m/securityCenter?socialError=auth.social_linked_elsewhere');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is already linked to another player.',
    );
    expect(router.state.location.search).toBe('');
  });

  it('says when a link succeeded', async () => {
    apiFetch(startupFixture(), {
      [LIST]: ok({ accounts: [google], hasPassword: true, offered: ['google'] }),
    });
    render('/m/securityCenter?linked=google');
    expect(await screen.findByRole('status')).toHaveTextContent('Google account linked.');
  });

  it('offers a retry when the accounts cannot be loaded', async () => {
    apiFetch(startupFixture(), { [LIST]: fail(500, 'server.error') });
    render();
    expect(await screen.findByText('Linked accounts could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});
