import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { passwordErrorField, passwordProblems } from './model';
import { renderAdminAt } from './test-render';

const support = {
  id: 's1',
  username: 'newbie',
  role: 'support',
  permissions: ['self', 'members.read', 'members.manage'],
  via: 'session',
  totpEnabled: true,
  mustChangePassword: false,
};

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe("the operator's own password", () => {
  beforeAll(() => initAdminI18n('EN'));

  it('checks the rules before sending', () => {
    expect(
      passwordProblems({ currentPassword: '', newPassword: 'short1', repeatPassword: 'x' }),
    ).toEqual({
      currentPassword: 'password_current_missing',
      newPassword: 'operators_password_rule',
      repeatPassword: 'password_repeat_mismatch',
    });
    const same = 'Same12345678';
    expect(
      passwordProblems({ currentPassword: same, newPassword: same, repeatPassword: same }),
    ).toEqual({ newPassword: 'error_admin.password_same' });
    expect(
      passwordProblems({
        currentPassword: 'Old123456789',
        newPassword: 'New123456789',
        repeatPassword: 'New123456789',
      }),
    ).toEqual({});
    expect(passwordErrorField('admin.password_incorrect')).toBe('currentPassword');
    expect(passwordErrorField('admin.account_locked')).toBeUndefined();
  });

  it('keeps an operator with a one-time password on the change until it is done', async () => {
    let required = true;
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': () => ok({ ...support, mustChangePassword: required }),
      'PUT /wps/admin/me/password': (call) => {
        const body = JSON.parse(call.body!) as { currentPassword: string };
        if (body.currentPassword !== 'OneTime12345') return fail(400, 'admin.password_incorrect');
        required = false;
        return ok({ done: true });
      },
    });
    const router = renderAdminAt('/admin/members');
    expect(
      await screen.findByRole('heading', { name: 'Change your password', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/password');
    expect(screen.getByText(/one-time password someone else chose/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office sections' })).toBeNull();

    // Nothing typed: each field says what is wrong, and the first one has the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const current = field('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Enter your current password.');
    expect(current).toHaveFocus();
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('New password')).toHaveAccessibleDescription(
      'At least 10 characters, with a letter and a digit.',
    );
    expect(api.find('PUT /wps/admin/me/password')).toHaveLength(0);

    // The server refuses the current password: said at that field.
    await userEvent.type(current, 'Wrong1234567');
    await userEvent.type(field('New password'), 'MyOwnPass2026');
    await userEvent.type(field('Repeat the new password'), 'MyOwnPass2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(
        'The current password is wrong.',
      ),
    );
    expect(field('Current password')).toHaveFocus();
    expect(field('New password')).not.toHaveAttribute('aria-invalid');

    // Show the passwords, then the right one: done, and the back office opens.
    await userEvent.click(screen.getByLabelText('Show passwords'));
    expect(field('New password')).toHaveAttribute('type', 'text');
    await userEvent.clear(field('Current password'));
    await userEvent.type(field('Current password'), 'OneTime12345');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Your other sessions have ended.'),
    ).toHaveFocus();
    expect(JSON.parse(api.find('PUT /wps/admin/me/password').at(-1)!.body!)).toEqual({
      currentPassword: 'OneTime12345',
      newPassword: 'MyOwnPass2026',
    });
    expect(
      await screen.findByRole('navigation', { name: 'Back office sections' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue to the back office' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('is reachable from the header, and checks the repeat before sending', async () => {
    const api = apiFetch({} as never, { 'GET /wps/admin/me': ok(support) });
    renderAdminAt('/admin');
    await userEvent.click(await screen.findByRole('link', { name: 'Change password' }));
    expect(
      await screen.findByRole('heading', { name: 'Change your password', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/one-time password someone else chose/)).toBeNull();
    await userEvent.type(field('Current password'), 'Old123456789');
    await userEvent.type(field('New password'), 'New123456789');
    await userEvent.type(field('Repeat the new password'), 'New12345678x');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Repeat the new password')).toHaveAccessibleDescription(
      'The two new passwords differ.',
    );
    expect(field('Repeat the new password')).toHaveFocus();
    expect(api.find('PUT /wps/admin/me/password')).toHaveLength(0);
  });

  it('lets the owner give an operator a new one-time password', async () => {
    const owner = {
      ...support,
      id: 'o1',
      username: 'admin',
      role: 'owner',
      permissions: ['self', 'operators.manage'],
    };
    const account = {
      id: '0b7f3c52-1d7e-4c3e-9a51-2f6a8d1e4b70',
      username: 'newbie',
      role: 'support',
      status: 'active',
      totpEnabled: true,
      lastSignInAt: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      activeSessions: 1,
      mustChangePassword: false,
    };
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(owner),
      'GET /wps/admin/operators': ok({ operators: [account] }),
      [`PUT /wps/admin/operators/${account.id}/password`]: ok({
        ...account,
        activeSessions: 0,
        mustChangePassword: true,
      }),
    });
    renderAdminAt('/admin/operators');
    await userEvent.click(await screen.findByText('Reset password', { exact: false }));
    await userEvent.type(screen.getByLabelText('New one-time password for newbie'), 'Reset1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Set one-time password' }));
    expect(
      await screen.findByText(
        'newbie has a new one-time password to change at the next sign-in; their sessions have ended.',
      ),
    ).toBeInTheDocument();
    expect(
      JSON.parse(api.find(`PUT /wps/admin/operators/${account.id}/password`)[0]!.body!),
    ).toEqual({ password: 'Reset1234567' });
  });
});
