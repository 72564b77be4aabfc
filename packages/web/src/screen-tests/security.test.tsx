import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SecurityOverview } from '@kalaro/contract/security';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

const overview = (overrides: Partial<SecurityOverview> = {}): SecurityOverview => ({
  hasPaymentPassword: false,
  email: 'de***@kalaro.example',
  mobile: null,
  payeeName: null,
  payeeNameLocked: false,
  ...overrides,
});

const section = (id: string) => screen.getByTestId(`security-${id}`);
const open = async (id: string) => {
  // The linked accounts load after the centre (their own chunk): typing starts once they are in.
  await screen.findByTestId('linked-accounts');
  await userEvent.click(section(id).querySelector('summary')!);
};

describe('security centre', () => {
  it('shows what is bound, masked, with the level; the login password links to change password', async () => {
    member();
    apiFetch(startupFixture(), { 'GET /wps/security': ok(overview()) });
    await renderAppAt('/m/securityCenter');
    expect(await screen.findByRole('heading', { name: 'Security level: Low' })).toBeVisible();
    expect(screen.getByText('2 of 6 protections set')).toBeVisible();
    expect(section('email')).toHaveTextContent('de***@kalaro.example');
    expect(section('mobile')).toHaveTextContent('Not set');
    expect(within(section('loginPassword')).getByRole('link')).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    // The player's own deposit limits are one tap away.
    expect(screen.getByRole('link', { name: /Deposit limits/ })).toHaveAttribute(
      'href',
      '/m/depositLimits',
    );
  });

  it('sets the payment password: checks the fields, sends the body, reads the overview again', async () => {
    member();
    let state = overview();
    const api = apiFetch(startupFixture(), {
      'GET /wps/security': () => ok(state),
      'POST /wps/security/payment-password': (call) => {
        const body = JSON.parse(call.body ?? '{}') as { currentPassword: string };
        if (body.currentPassword !== 'Demo1234') return fail(400, 'auth.password_incorrect');
        state = overview({ hasPaymentPassword: true });
        return ok({ done: true });
      },
    });
    await renderAppAt('/m/securityCenter');
    await screen.findByRole('heading', { name: 'Security level: Low' });
    await open('paymentPassword');
    const user = userEvent.setup();
    const form = within(section('paymentPassword'));
    await user.type(form.getByLabelText('Login password'), 'wrong');
    await user.type(form.getByLabelText('New payment password'), '12345');
    await user.type(form.getByLabelText('Confirm payment password'), '12345');
    await user.click(form.getByRole('button', { name: 'Set' }));
    expect(await form.findByText('6 digits')).toBeVisible();
    expect(form.getByLabelText('New payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.find('POST /wps/security/payment-password')).toHaveLength(0);

    await user.clear(form.getByLabelText('New payment password'));
    await user.type(form.getByLabelText('New payment password'), '123456');
    await user.clear(form.getByLabelText('Confirm payment password'));
    await user.type(form.getByLabelText('Confirm payment password'), '123456');
    await user.click(form.getByRole('button', { name: 'Set' }));
    expect(await form.findByText('The old password is incorrect')).toBeVisible();
    await waitFor(() => expect(form.getByLabelText('Login password')).toHaveFocus());

    await user.clear(form.getByLabelText('Login password'));
    await user.type(form.getByLabelText('Login password'), 'Demo1234');
    await user.click(form.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Payment password saved')).toBeInTheDocument();
    expect(JSON.parse(api.find('POST /wps/security/payment-password').at(-1)!.body!)).toEqual({
      currentPassword: 'Demo1234',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    // Once set, it asks for the current payment password.
    expect(
      await within(section('paymentPassword')).findByLabelText('Current payment password'),
    ).toBeInTheDocument();
  });

  it('binds an e-mail with a code; a wrong code shows under the code field', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/security': ok(overview({ email: null })),
      'POST /wps/security/bind-code': ok({ expiredMinutes: 5 }),
      'POST /wps/security/email': (call) =>
        JSON.parse(call.body ?? '{}').verificationCode === '123456'
          ? ok({ done: true })
          : fail(400, 'verification.code_error'),
    });
    await renderAppAt('/m/securityCenter');
    await screen.findByRole('heading', { name: 'Security level: Low' });
    await open('email');
    const user = userEvent.setup();
    const form = within(section('email'));
    // Asking for a code checks the address first.
    await user.type(form.getByLabelText('E-mail'), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Get code' }));
    expect(await form.findByText('E-mail format is incorrect')).toBeVisible();
    expect(api.find('POST /wps/security/bind-code')).toHaveLength(0);

    await user.clear(form.getByLabelText('E-mail'));
    await user.type(form.getByLabelText('E-mail'), 'me@example.com');
    await user.click(form.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(api.find('POST /wps/security/bind-code')).toHaveLength(1));
    expect(JSON.parse(api.find('POST /wps/security/bind-code')[0]!.body!)).toEqual({
      channel: 'email',
      email: 'me@example.com',
    });
    expect(await form.findByRole('button', { name: /Resend in/ })).toBeDisabled();

    await user.type(form.getByLabelText('Verification code'), '000000');
    await user.type(form.getByLabelText('Login password'), 'Demo1234');
    await user.click(form.getByRole('button', { name: 'Bind' }));
    expect(await form.findByText('Verification code error')).toBeVisible();
    expect(form.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText('Verification code'));
    await user.type(form.getByLabelText('Verification code'), '123456');
    await user.click(form.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('E-mail bound')).toBeInTheDocument();
  });

  it('binds a mobile number by its digits; a number already in use shows under the number', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/security': ok(overview()),
      'POST /wps/security/bind-code': ok({ expiredMinutes: 5 }),
      'POST /wps/security/mobile': (call) =>
        JSON.parse(call.body ?? '{}').mobileNum === '0912345678'
          ? ok({ done: true })
          : fail(400, 'user.mobile_exists'),
    });
    await renderAppAt('/m/securityCenter');
    await screen.findByRole('heading', { name: /Security level/ });
    await open('mobile');
    const user = userEvent.setup();
    const form = within(section('mobile'));
    await user.type(form.getByLabelText('Mobile number'), '12');
    await user.click(form.getByRole('button', { name: 'Get code' }));
    expect(await form.findByText('The mobile num is not valid')).toBeVisible();
    expect(api.find('POST /wps/security/bind-code')).toHaveLength(0);

    await user.clear(form.getByLabelText('Mobile number'));
    await user.type(form.getByLabelText('Mobile number'), '0911 222-333');
    await user.click(form.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(api.find('POST /wps/security/bind-code')).toHaveLength(1));
    expect(JSON.parse(api.find('POST /wps/security/bind-code')[0]!.body!)).toEqual({
      channel: 'mobile',
      mobileNum: '0911222333',
    });

    await user.type(form.getByLabelText('SMS code'), '123456');
    await user.type(form.getByLabelText('Login password'), 'Demo1234');
    await user.click(form.getByRole('button', { name: 'Bind' }));
    expect(await form.findByText('This mobile number is already registered')).toBeVisible();
    expect(form.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(api.find('POST /wps/security/mobile')[0]!.body!)).toEqual({
      mobileNum: '0911222333',
      verificationCode: '123456',
      password: 'Demo1234',
    });

    await user.clear(form.getByLabelText('Mobile number'));
    await user.type(form.getByLabelText('Mobile number'), '0912-345 678');
    await user.click(form.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Mobile number bound')).toBeInTheDocument();
  });

  it('shows a set payee name as locked, without a form', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/security': ok(overview({ payeeName: 'J*** D***', payeeNameLocked: true })),
    });
    await renderAppAt('/m/securityCenter');
    await screen.findByRole('heading', { name: 'Security level: Medium' });
    expect(section('payeeName')).toHaveTextContent('J*** D***');
    expect(section('payeeName')).toHaveTextContent('contact customer service');
    expect(within(section('payeeName')).queryByRole('textbox')).toBeNull();
  });

  it('asks a visitor to log in and refuses a trial account without calling the server', async () => {
    const first = apiFetch(startupFixture(), {});
    const view = await renderAppAt('/m/securityCenter');
    expect(await screen.findByRole('heading', { name: 'Your account security' })).toBeVisible();
    expect(first.find('GET /wps/security')).toHaveLength(0);
    view.unmount();

    member(4);
    const api = apiFetch(startupFixture(), {});
    await renderAppAt('/m/securityCenter');
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeVisible();
    expect(api.find('GET /wps/security')).toHaveLength(0);
  });

  it('offers a retry when the overview cannot be read', async () => {
    member();
    let calls = 0;
    apiFetch(startupFixture(), {
      'GET /wps/security': () => (++calls === 1 ? fail(500, 'server.error') : ok(overview())),
    });
    await renderAppAt('/m/securityCenter');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Security level: Low' })).toBeVisible();
  });
});
