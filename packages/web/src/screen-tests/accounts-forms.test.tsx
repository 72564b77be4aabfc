import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterSettings } from '@kalaro/contract/account';
import type { StartupSettings } from '@kalaro/contract/operator';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { getSession, setSession } from '@/shared/session/session';
import { apiFetch, fail, ok, testKeyPair } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

let publicKey = '';
/** Reads a sealed body the app sent, as the server would. */
let openSealed: (body: string | undefined) => Promise<unknown>;
beforeAll(async () => {
  ({ publicKey, open: openSealed } = await testKeyPair());
});

const settingsWith = (flags: Record<string, boolean> = {}): StartupSettings => {
  const settings = startupFixture({ security: { publicKey, scheme: 'RSA-OAEP-256+A256GCM' } });
  settings.info.whitelabel = flags;
  return settings;
};

const registerSettings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings => ({
  usernameRegistration: true,
  mobileRegistration: true,
  mobileVerification: true,
  affiliateCode: true,
  fields: {
    email: { enabled: true, required: true },
    nickname: { enabled: true, required: false },
  },
  patterns: {
    username: { regExp: '^[a-z0-9]{4,16}$', messageKey: 'error_account_format' },
    email: { regExp: '^\\S+@\\S+\\.\\S+$', messageKey: 'error_email_format' },
  },
  defaultDialCode: '+63',
  ...overrides,
});

const session = {
  token: 't',
  userName: 'newuser',
  customerType: 0,
  firstTimeLogin: false,
  expiredPassword: false,
  merchantCode: 'KALARO',
};

describe('registration', () => {
  it('shows configured fields with * on required ones and validates with the server patterns', async () => {
    apiFetch(settingsWith(), { 'GET /wps/auth/register/settings': ok(registerSettings()) });
    await renderAppAt('/m/register');
    const user = userEvent.setup();
    const username = await screen.findByLabelText(/^Username/);
    expect(screen.getByRole('radiogroup', { name: 'Registration method' })).toBeVisible();
    const labelRow = (name: string) => screen.getByText(name, { selector: 'label' }).parentElement;
    expect(labelRow('E-mail')).toHaveTextContent('E-mail*');
    expect(labelRow('Nickname')).not.toHaveTextContent('*');
    expect(screen.getByLabelText('Invitation code')).toBeVisible();

    await user.type(username, 'AB');
    await user.type(screen.getByLabelText(/^Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret13');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('Account format is incorrect');
    const confirm = screen.getByLabelText(/^Confirm password/);
    expect(confirm).toHaveAccessibleDescription('Confirmation password not matched');
    // Changing the password re-checks the confirmation.
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Secret13');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-invalid'));
  });

  it('registers by username with an encrypted body and logs in', async () => {
    const api = apiFetch(settingsWith(), {
      'GET /wps/auth/register/settings': ok(registerSettings({ affiliateCode: false })),
      'PUT /wps/auth/register': ok(session),
    });
    const { router } = await renderAppAt('/m/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'newuser');
    await user.type(screen.getByLabelText(/^Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret12');
    await user.type(screen.getByLabelText(/^E-mail/), 'new@example.com');
    await user.click(screen.getByRole('checkbox', { name: /agree/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const [call] = api.find('PUT /wps/auth/register');
    expect(call?.headers['x-kalaro-encryption']).toBe('RSA-OAEP-256+A256GCM');
    expect(call?.body).not.toContain('Secret12');
    expect(await openSealed(call?.body)).toMatchObject({
      username: 'newuser',
      email: 'new@example.com',
      acceptTerms: true,
    });
    expect(getSession()?.userName).toBe('newuser');
  });

  it('starts on mobile when only mobile is enabled, checks the mobile before sending a code', async () => {
    const api = apiFetch(settingsWith(), {
      'GET /wps/auth/register/settings': ok(
        registerSettings({ usernameRegistration: false, fields: {} }),
      ),
      'POST /wps/auth/sms-code': ok({ expiredMinutes: 2 }),
    });
    await renderAppAt('/m/register');
    const user = userEvent.setup();
    const mobile = await screen.findByLabelText(/^Mobile number/);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(api.find('POST /wps/auth/sms-code')).toHaveLength(0);
    await user.type(mobile, '09171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(api.find('POST /wps/auth/sms-code')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    expect(JSON.parse(api.find('POST /wps/auth/sms-code')[0]?.body ?? '{}')).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      purpose: 'register',
    });
  });

  it('copies the mobile number across tab switches', async () => {
    apiFetch(settingsWith(), {
      'GET /wps/auth/register/settings': ok(
        registerSettings({ fields: { mobileNum: { enabled: true, required: false } } }),
      ),
    });
    await renderAppAt('/m/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '0917555');
    await user.click(screen.getByRole('radio', { name: 'Username' }));
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('0917555');
  });

  it('hides the invitation input for a valid ?code= and re-verifies it on submit', async () => {
    let valid = true;
    const api = apiFetch(settingsWith(), {
      'GET /wps/auth/register/settings': ok(registerSettings({ fields: {} })),
      'GET /wps/auth/affiliate/check': () =>
        valid ? ok({ valid: true }) : fail(400, 'invitation_code_error'),
    });
    await renderAppAt('/m/register?code=AFF1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'newuser');
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret12');
    await user.click(screen.getByRole('checkbox', { name: /agree/ }));
    valid = false;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid invitation code')).toBeVisible();
    expect(api.find('GET /wps/auth/affiliate/check')).toHaveLength(2);
    expect(api.find('PUT /wps/auth/register')).toHaveLength(0);
  });

  it('starts with the agreement unticked and refuses to register until it is ticked', async () => {
    const api = apiFetch(settingsWith(), {
      'GET /wps/auth/register/settings': ok(registerSettings({ affiliateCode: false })),
      'PUT /wps/auth/register': ok(session),
    });
    const { router } = await renderAppAt('/m/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'newuser');
    await user.type(screen.getByLabelText(/^Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret12');
    await user.type(screen.getByLabelText(/^E-mail/), 'new@example.com');
    const agreement = screen.getByRole('checkbox', {
      name: 'I am 18 or older and I agree to the user agreement',
    });
    expect(agreement).not.toBeChecked();
    expect(agreement).toBeRequired();
    expect(screen.getByRole('link', { name: 'user agreement' })).toHaveAttribute(
      'href',
      '/m/useragreement',
    );

    // The button stays enabled: pressing it says what is missing.
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toBeEnabled();
    await user.click(button);
    // Focus moves to the box, whose description is the error: a screen reader reads both.
    await waitFor(() => expect(agreement).toHaveFocus());
    expect(agreement).toBeInvalid();
    expect(agreement).toHaveAccessibleDescription(
      'Please confirm your age and accept the user agreement',
    );
    expect(api.find('PUT /wps/auth/register')).toHaveLength(0);

    await user.click(agreement);
    await waitFor(() => expect(agreement).not.toHaveAttribute('aria-invalid'));
    expect(agreement).not.toHaveAccessibleDescription();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const [call] = api.find('PUT /wps/auth/register');
    expect(await openSealed(call?.body)).toMatchObject({ acceptTerms: true });
  });

  it('says the agreement error in the language chosen', async () => {
    apiFetch(settingsWith(), { 'GET /wps/auth/register/settings': ok(registerSettings()) });
    await renderAppAt('/m/register');
    const user = userEvent.setup();
    const agreement = await screen.findByRole('checkbox', { name: /agree/ });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(agreement).toHaveAccessibleDescription(/accept the user agreement/);
    await act(() => chooseLanguage('TY'));
    await waitFor(() =>
      expect(agreement).toHaveAccessibleDescription(
        'Pakikumpirma ang iyong edad at tanggapin ang kasunduan ng user',
      ),
    );
    expect(agreement).toHaveAccessibleName(/^Ako ay 18 taong gulang pataas at sumasang-ayon/);
  });
});

describe('forgot password', () => {
  it('sends the e-mail form form-encoded, trimmed', async () => {
    const api = apiFetch(settingsWith(), { 'POST /wps/auth/password/email': ok({ done: true }) });
    await renderAppAt('/m/forget');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), ' demo ');
    await user.type(screen.getByLabelText(/^E-mail/), 'bad@mail');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'E-mail format is incorrect',
    );
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), ' demo@example.com ');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(await screen.findByText('The e-mail has been sent')).toBeInTheDocument();
    const [call] = api.find('POST /wps/auth/password/email');
    expect(call?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(call?.body).toBe('username=demo&email=demo%40example.com');
  });

  it('offers only the e-mail form when the server cannot send SMS, and says so when it can send neither', async () => {
    apiFetch(
      { ...settingsWith({ RESETPSWPHONE: true }), messaging: { sms: false, email: true } },
      {},
    );
    const first = await renderAppAt('/m/forget');
    expect(await screen.findByLabelText(/^Username/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'By phone' })).not.toBeInTheDocument();
    first.unmount();

    apiFetch(
      { ...settingsWith({ RESETPSWPHONE: true }), messaging: { sms: false, email: false } },
      {},
    );
    await renderAppAt('/m/forget');
    expect(
      await screen.findByText(/^Resetting your password here is not available at the moment/),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
  });

  it('shows that no code was sent when the SMS gateway fails', async () => {
    apiFetch(settingsWith({ RESETPSWPHONE: true }), {
      'POST /wps/auth/sms-code': fail(503, 'sms.unavailable'),
    });
    await renderAppAt('/m/forget');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Mobile/), '9171234567');
    await user.click(screen.getByRole('button', { name: /code/i }));
    expect(
      await screen.findByText(/We could not send a text message just now, so no code was sent/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^SMS code/)).toBeDisabled();
  });

  it('offers the phone form with RESETPSWPHONE; the code field waits for a sent code', async () => {
    const api = apiFetch(settingsWith({ RESETPSWPHONE: true }), {
      'POST /wps/auth/sms-code': ok({ expiredMinutes: 1 }),
      'POST /wps/auth/password/phone': fail(400, 'verification.code_error'),
    });
    await renderAppAt('/m/forget');
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'By phone' })).toBeChecked();
    const code = screen.getByLabelText(/^SMS code/);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(code).toBeDisabled();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Mobile number/), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(code).toBeEnabled());
    await user.type(code, '123456');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1234');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Verification code error')).toBeVisible();
    expect(code).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Fresh1234');
    expect(api.find('POST /wps/auth/password/phone')).toHaveLength(1);
  });
  it('a reset by phone logs the member in with the new password, without another login call', async () => {
    const api = apiFetch(settingsWith({ RESETPSWPHONE: true }), {
      'POST /wps/auth/sms-code': ok({ expiredMinutes: 1 }),
      'POST /wps/auth/password/phone': ok({ ...session, userName: 'demo' }),
    });
    const { router } = await renderAppAt('/m/forget');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Mobile number/), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const code = screen.getByLabelText(/^SMS code/);
    await waitFor(() => expect(code).toBeEnabled());
    await user.type(code, '123456');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(getSession()?.userName).toBe('demo');
    expect(api.find('POST /wps/auth/login')).toHaveLength(0);
  });
});

describe('change password and settings', () => {
  it('goes home without a session', async () => {
    apiFetch(settingsWith(), {});
    const { router } = await renderAppAt('/m/changePsw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const other = await renderAppAt('/m/set');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/m/home'));
  });

  it('refuses a new password equal to the old one in a dialog, then saves', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });
    const api = apiFetch(settingsWith(), { 'POST /wps/security/password': ok({ done: true }) });
    const { router } = await renderAppAt('/m/changePsw');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Username')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText(/^Old password/), 'Demo1234');
    await user.type(screen.getByLabelText(/^New password/), 'Demo1234');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The new password cannot be the same as the old password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(api.find('POST /wps/security/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Demo5678');
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Demo5678');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your new password is saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), { timeout: 3000 });
    expect(JSON.parse(api.find('POST /wps/security/password')[0]?.body ?? '{}')).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Demo5678',
      confirmNewPassword: 'Demo5678',
    });
  });

  it('offers change password and sign out in settings', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });
    apiFetch(settingsWith(), {});
    await renderAppAt('/m/set');
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(getSession()?.userName).toBe('demo');
  });
});
