import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TransferUpInfoValue } from '@kalaro/contract/agent';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const signIn = () =>
  setSession({ merchantCode: 'KALARO', userName: 'team2', type: 0, firstTimeLogin: false });

const info = (over: Partial<TransferUpInfoValue> = {}): TransferUpInfoValue => ({
  allowed: true,
  upline: 'agent',
  available: '50.00',
  paymentPasswordSet: true,
  ...over,
});

describe('transfer to superior (/m/upLine/transfer)', () => {
  it('sends an amount with the payment password and shows the new balance', async () => {
    signIn();
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/transfer-up': () => ok(info()),
      'POST /wps/agent/transfer-up': () =>
        ok({ amount: '12.50', upline: 'agent', balance: '37.50', replayed: false }),
    });
    await renderAppAt('/m/upLine/transfer');
    const user = userEvent.setup();
    expect(await screen.findByTestId('transfer-up-summary')).toHaveTextContent('agent');
    expect(screen.getByTestId('transfer-up-summary')).toHaveTextContent('50.00');

    // Nothing is sent while the form is wrong.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Enter your 6-digit payment password')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount/), '60');
    await user.click(screen.getByRole('button', { name: /^Send/ }));
    expect(screen.getByText('You can send at most 50.00')).toBeInTheDocument();
    expect(api.find('POST /wps/agent/transfer-up')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '12.5');
    await user.type(screen.getByLabelText(/^Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Send 12.50 to agent' }));

    const done = await screen.findByTestId('transfer-up-done');
    expect(done).toHaveTextContent('12.50 sent to agent');
    expect(done).toHaveTextContent('Your balance is now 37.50.');
    const sent = JSON.parse(api.find('POST /wps/agent/transfer-up')[0]!.body!) as {
      amount: string;
      paymentPassword: string;
      idempotencyKey: string;
    };
    expect(sent).toMatchObject({ amount: '12.5', paymentPassword: '123456' });
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('a retry after a failure sends the same key; a new amount gets a new one', async () => {
    signIn();
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/transfer-up': () => ok(info()),
      'POST /wps/agent/transfer-up': () => fail(400, 'security.payment_password_incorrect'),
    });
    await renderAppAt('/m/upLine/transfer');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Amount/), '5');
    await user.type(screen.getByLabelText(/^Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Send 5.00 to agent' }));
    expect(await screen.findByText('The payment password is incorrect')).toBeInTheDocument();
    // The password is cleared after a refusal.
    expect(screen.getByLabelText(/^Payment password/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Payment password/), '654321');
    await user.click(screen.getByRole('button', { name: 'Send 5.00 to agent' }));
    await waitFor(() => expect(api.find('POST /wps/agent/transfer-up')).toHaveLength(2));
    await user.type(screen.getByLabelText(/^Amount/), '0');
    await user.type(screen.getByLabelText(/^Payment password/), '654321');
    await user.click(screen.getByRole('button', { name: 'Send 50.00 to agent' }));
    await waitFor(() => expect(api.find('POST /wps/agent/transfer-up')).toHaveLength(3));
    const keys = api
      .find('POST /wps/agent/transfer-up')
      .map((r) => (JSON.parse(r.body!) as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('without a payment password the member is sent to set one', async () => {
    signIn();
    apiFetch(startupFixture(), {
      'GET /wps/agent/transfer-up': () => ok(info({ paymentPasswordSet: false })),
    });
    await renderAppAt('/m/upLine/transfer');
    expect(await screen.findByTestId('transfer-up-no-password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set it in the security center' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a member who may not transfer is told so (type 2, flag off or no upline)', async () => {
    signIn();
    apiFetch(startupFixture(), {
      'GET /wps/agent/transfer-up': () => ok(info({ allowed: false })),
    });
    await renderAppAt('/m/upLine/transfer');
    expect(await screen.findByTestId('transfer-up-closed')).toHaveTextContent(
      'Transfers to your superior are not open',
    );
  });

  it('a visitor is asked to log in', async () => {
    const api = apiFetch(startupFixture(), {});
    await renderAppAt('/m/upLine/transfer');
    expect(await screen.findByText('Log in to send money to your superior.')).toBeInTheDocument();
    expect(api.find('GET /wps/agent/transfer-up')).toHaveLength(0);
  });
});
