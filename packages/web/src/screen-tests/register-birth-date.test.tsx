import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterSettings } from '@kalaro/contract/account';
import type { StartupSettings } from '@kalaro/contract/operator';
import { renderAppAt } from '@/app/test-app';
import { localDayOf } from '@/features/auth/model';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { apiFetch, fail, ok, testKeyPair } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

/** The date of birth on the registration form, checked against the operator's age limit. */

let publicKey = '';
let openSealed: (body: string | undefined) => Promise<unknown>;
beforeAll(async () => {
  ({ publicKey, open: openSealed } = await testKeyPair());
});

const startup = (ageLimit: number): StartupSettings => {
  const settings = startupFixture({ security: { publicKey, scheme: 'RSA-OAEP-256+A256GCM' } });
  settings.ageLimit = ageLimit;
  return settings;
};

const registerSettings = (required: boolean): RegisterSettings => ({
  usernameRegistration: true,
  mobileRegistration: false,
  mobileVerification: false,
  affiliateCode: false,
  fields: { birthDate: { enabled: true, required } },
  patterns: {},
  defaultDialCode: '+63',
});

const session = {
  token: 't',
  userName: 'newuser',
  customerType: 0,
  firstTimeLogin: false,
  expiredPassword: false,
  merchantCode: 'KALARO',
};

/** The day `years` years before today on this device, "YYYY-MM-DD". */
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return localDayOf(date);
};

async function fillAccount() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Username/), 'newuser');
  await user.type(screen.getByLabelText(/^Password/), 'Secret12');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Secret12');
  await user.click(screen.getByRole('checkbox', { name: /agree/ }));
  return user;
}

const setDate = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('registration: date of birth', () => {
  it("asks for it as a labelled date field and holds the operator's age limit", async () => {
    const api = apiFetch(startup(21), {
      'GET /wps/auth/register/settings': ok(registerSettings(true)),
      'PUT /wps/auth/register': ok(session),
    });
    const { router } = await renderAppAt('/m/register');
    const user = await fillAccount();
    const birthDate = screen.getByLabelText(/^Date of birth/);
    expect(birthDate).toHaveAttribute('type', 'date');
    expect(birthDate).toHaveAttribute('autocomplete', 'bday');
    expect(birthDate).toHaveAttribute('max', localDayOf(new Date()));
    expect(birthDate).toBeRequired();
    expect(birthDate).toHaveAccessibleDescription('Registration is for players aged 21 and over');
    // The agreement box states the same age.
    expect(
      screen.getByRole('checkbox', { name: 'I am 21 or older and I agree to the user agreement' }),
    ).toBeChecked();

    const button = screen.getByRole('button', { name: 'Register' });
    await user.click(button);
    await waitFor(() => expect(birthDate).toHaveFocus());
    expect(birthDate).toBeInvalid();
    expect(birthDate).toHaveAccessibleDescription('Date of birth is required');

    setDate(birthDate, yearsAgo(21, 1));
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription('You must be 21 or older to register'),
    );
    setDate(birthDate, yearsAgo(0, 2));
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription('Date of birth cannot be in the future'),
    );
    await act(() => chooseLanguage('TY'));
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription(
        'Hindi maaaring nasa hinaharap ang petsa ng kapanganakan',
      ),
    );
    await act(() => chooseLanguage('EN'));
    expect(api.find('PUT /wps/auth/register')).toHaveLength(0);

    const exactly21 = yearsAgo(21);
    setDate(birthDate, exactly21);
    await waitFor(() => expect(birthDate).not.toBeInvalid());
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const [call] = api.find('PUT /wps/auth/register');
    expect(await openSealed(call?.body)).toMatchObject({
      username: 'newuser',
      birthDate: exactly21,
      acceptTerms: true,
    });
  });

  it('is left out of the body when optional and empty', async () => {
    const api = apiFetch(startup(18), {
      'GET /wps/auth/register/settings': ok(registerSettings(false)),
      'PUT /wps/auth/register': ok(session),
    });
    const { router } = await renderAppAt('/m/register');
    const user = await fillAccount();
    expect(screen.getByLabelText(/^Date of birth/)).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const [call] = api.find('PUT /wps/auth/register');
    expect(await openSealed(call?.body)).not.toHaveProperty('birthDate');
  });

  it("shows the server's under-age refusal at the field, with the age it names", async () => {
    apiFetch(startup(18), {
      'GET /wps/auth/register/settings': ok(registerSettings(true)),
      'PUT /wps/auth/register': fail(403, 'register.under_age', {
        field: 'birthDate',
        minimumAge: 21,
      }),
    });
    await renderAppAt('/m/register');
    const user = await fillAccount();
    const birthDate = screen.getByLabelText(/^Date of birth/);
    setDate(birthDate, yearsAgo(19));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(birthDate).toHaveFocus());
    expect(birthDate).toHaveAccessibleDescription('You must be 21 or older to register');
  });
});
