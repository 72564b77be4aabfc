import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DepositChannel, DepositLimitsValue, DepositRequest } from '@kalaro/contract/payments';
import { renderAppAt } from '@/app/test-app';
import { clearSession, setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

const bank: DepositChannel = {
  id: 'BANK_TRANSFER',
  kind: 'manual',
  name: 'Bank transfer',
  minAmount: '100.00',
  maxAmount: '50000.00',
  feePercent: 0,
  bonusPercent: 3,
  quickAmounts: ['100.00', '500.00', '1000.00'],
  accounts: [
    {
      id: 'BDO1',
      bankName: 'BDO Unibank',
      accountName: 'Kalaro Pay',
      accountNumber: '001234567890',
    },
    { id: 'BPI1', bankName: 'BPI', accountName: 'Kalaro Pay', accountNumber: '3129876543' },
  ],
};
const online: DepositChannel = {
  ...bank,
  id: 'ONLINE_PAY',
  kind: 'gateway',
  name: 'Online payment',
  minAmount: '50.00',
  feePercent: 1.5,
  bonusPercent: 0,
  accounts: [],
};

const request = (over: Partial<DepositRequest> = {}): DepositRequest => ({
  id: '3f0c2a9e-8a57-4c43-9d6a-0c1f1d6f2b11',
  channelId: 'BANK_TRANSFER',
  channelName: 'Bank transfer',
  kind: 'manual',
  amount: '500.00',
  fee: '0.00',
  bonus: '15.00',
  credit: '515.00',
  payerName: 'Juan Dela Cruz',
  reference: null,
  account: bank.accounts[0]!,
  bonusOptIn: true,
  status: 'pending',
  note: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  reviewedAt: null,
  ...over,
});

const channels = (list = [bank, online]) => ({
  'GET /wps/deposit/channels': ok({ channels: list }),
});

describe('deposit (/m/voucherCenter)', () => {
  it('asks a visitor to log in and refuses a trial account', async () => {
    apiFetch(startupFixture(), channels());
    await renderAppAt('/m/voucherCenter');
    expect(await screen.findByRole('heading', { name: 'Log in to deposit' })).toBeVisible();
    clearSession();
    member(4);
    apiFetch(startupFixture(), channels());
    await renderAppAt('/m/voucherCenter');
    expect(
      await screen.findByRole('heading', { name: 'Deposits need a real account' }),
    ).toBeVisible();
  });

  it('previews the bonus live, checks min/max, and submits a manual transfer → status screen', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      ...channels(),
      'POST /wps/deposit/requests': ok({ request: request(), payUrl: null }),
      'GET /wps/deposit/requests/3f0c2a9e-8a57-4c43-9d6a-0c1f1d6f2b11': ok(request()),
    });
    await renderAppAt('/m/voucherCenter');
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/^Amount/);
    expect(screen.getByText('From 100.00 to 50,000.00')).toBeVisible();
    // Below the channel's minimum: refused on the screen, nothing sent.
    await user.type(amount, '50');
    await user.type(screen.getByLabelText(/^Payer name/), 'Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'I have transferred: submit' }));
    expect(await screen.findByText('The least you can deposit here is 100.00')).toBeVisible();
    expect(api.find('POST /wps/deposit/requests')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '500.00' }));
    expect(amount).toHaveValue('500');
    const summary = screen.getByTestId('deposit-summary');
    expect(summary).toHaveTextContent('You receive500.00');
    await user.click(screen.getByRole('checkbox', { name: /Add the 3% deposit bonus/ }));
    expect(summary).toHaveTextContent('Bonus+15.00');
    expect(summary).toHaveTextContent('You receive515.00');
    await user.click(screen.getByRole('radio', { name: 'BPI' }));
    expect(screen.getByRole('button', { name: 'Copy BPI – Account number' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I have transferred: submit' }));

    expect(
      await screen.findByRole('heading', { name: 'We are checking your deposit' }),
    ).toBeVisible();
    expect(JSON.parse(api.find('POST /wps/deposit/requests')[0]!.body!)).toEqual({
      channelId: 'BANK_TRANSFER',
      amount: '500',
      payerName: 'Juan Dela Cruz',
      accountId: 'BPI1',
      bonusOptIn: true,
      language: 'EN',
    });
    expect(screen.getByRole('link', { name: 'Deposit record' })).toHaveAttribute(
      'href',
      '/m/vouReport',
    );
  });

  it('switches channels as tabs (click and arrow keys) and opens a gateway’s payment page', async () => {
    member();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const payUrl = 'http://localhost/pay/demo/abc?signature=1';
    const api = apiFetch(startupFixture(), {
      ...channels(),
      'POST /wps/deposit/requests': ok({
        request: request({ channelId: 'ONLINE_PAY', kind: 'gateway', account: null }),
        payUrl,
      }),
    });
    await renderAppAt('/m/voucherCenter');
    const user = userEvent.setup();
    const tablist = await screen.findByRole('tablist', { name: 'Deposit method' });
    const bankTab = within(tablist).getByRole('tab', { name: 'Bank transfer +3%' });
    const onlineTab = within(tablist).getByRole('tab', { name: 'Online payment' });
    expect(bankTab).toHaveAttribute('aria-selected', 'true');
    expect(onlineTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Bank transfer +3%' })).toContainElement(
      screen.getByRole('group', { name: 'Pay to' }),
    );

    // → selects and focuses the next channel: no accounts, no bonus, the gateway's note.
    bankTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(onlineTab).toHaveFocus();
    expect(onlineTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Online payment' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Pay to' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /deposit bonus/ })).toBeNull();
    expect(screen.getByText(/secure payment page/)).toBeVisible();
    expect(screen.getByText('From 50.00 to 50,000.00')).toBeVisible();
    // ← wraps back; a click selects too.
    await user.keyboard('{ArrowLeft}');
    expect(bankTab).toHaveAttribute('aria-selected', 'true');
    await user.click(onlineTab);

    await user.type(screen.getByLabelText(/^Amount/), '200');
    await user.type(screen.getByLabelText(/^Payer name/), 'Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payUrl));
    expect(JSON.parse(api.find('POST /wps/deposit/requests')[0]!.body!)).toEqual({
      channelId: 'ONLINE_PAY',
      amount: '200',
      payerName: 'Juan Dela Cruz',
      bonusOptIn: false,
      language: 'EN',
    });
  });

  it('copies an account value and says so politely', async () => {
    member();
    apiFetch(startupFixture(), channels());
    await renderAppAt('/m/voucherCenter');
    // user-event puts its own clipboard on navigator.
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Copy BDO Unibank – Account number' }),
    );
    expect(await navigator.clipboard.readText()).toBe('001234567890');
    const announced = await screen.findByText('Account number copied');
    expect(announced).toHaveAttribute('aria-live', 'polite');
  });

  it('names the remaining amount when the player’s own limit refuses a deposit', async () => {
    member();
    apiFetch(startupFixture(), {
      ...channels(),
      'POST /wps/deposit/requests': fail(400, 'deposit.limit_exceeded', {
        period: 'day',
        remaining: '150.00',
      }),
    });
    await renderAppAt('/m/voucherCenter');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Amount/), '1000');
    await user.type(screen.getByLabelText(/^Payer name/), 'Juan');
    await user.click(screen.getByRole('button', { name: 'I have transferred: submit' }));
    const alert = (await screen.findByText('This deposit is over the deposit limit you set'))
      .parentElement!;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('This deposit is over the deposit limit you set');
    expect(alert).toHaveTextContent('You can still deposit 150.00 under your own limit.');
    expect(within(alert).getByRole('link', { name: 'Set my deposit limits' })).toHaveAttribute(
      'href',
      '/m/depositLimits',
    );
  });

  it('detailed layout (dep_func = 1) shows steps, the channel card and the fee of a gateway', async () => {
    member();
    const settings = startupFixture();
    settings.info.mobileTemplate = { mem_cen: 1, dep_func: 1 };
    apiFetch(settings, channels([online, bank]));
    await renderAppAt('/m/voucherCenter');
    expect(await screen.findByRole('heading', { name: '1. Choose a method' })).toBeVisible();
    expect(screen.getByTestId('deposit-channel-card')).toHaveTextContent('Fee1.5%');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Amount/), '200');
    expect(screen.getByTestId('deposit-summary')).toHaveTextContent('Fee−3.00');
    expect(screen.getByTestId('deposit-summary')).toHaveTextContent('You receive197.00');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });

  it('base layout (dep_func = 0) has neither steps nor the channel card', async () => {
    member();
    apiFetch(startupFixture(), channels([online, bank]));
    await renderAppAt('/m/voucherCenter');
    await screen.findByLabelText(/^Amount/);
    expect(screen.queryByTestId('deposit-channel-card')).toBeNull();
    expect(screen.queryByRole('heading', { name: '1. Choose a method' })).toBeNull();
  });

  it('shows an approved request; the header balance is read again', async () => {
    member();
    let balance = '1000.00';
    let status: DepositRequest['status'] = 'pending';
    apiFetch(startupFixture(), {
      'GET /wps/deposit/requests/3f0c2a9e-8a57-4c43-9d6a-0c1f1d6f2b11': () =>
        ok(request({ status })),
      'GET /wps/wallet/balance': () => ok({ sumBalance: balance, currency: 'PHP' }),
      'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
    });
    const { router } = await renderAppAt('/m/home');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,000.00'));
    // The operator approves while the member looks at the status screen.
    status = 'approved';
    balance = '1515.00';
    await router.navigate('/m/voucherCenter?request=3f0c2a9e-8a57-4c43-9d6a-0c1f1d6f2b11');
    expect(await screen.findByRole('heading', { name: 'Deposit approved' })).toBeVisible();
    expect(screen.getByText('515.00 has been added to your balance.')).toHaveAttribute(
      'role',
      'status',
    );
    await router.navigate('/m/home');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,515.00'));
  });
  it('says a rejected request added nothing and shows the operator’s reason', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/deposit/requests/3f0c2a9e-8a57-4c43-9d6a-0c1f1d6f2b11': ok(
        request({ status: 'rejected', note: 'No transfer arrived from this payer' }),
      ),
    });
    await renderAppAt('/m/voucherCenter?request=3f0c2a9e-8a57-4c43-9d6a-0c1f1d6f2b11');
    expect(await screen.findByRole('heading', { name: 'Deposit not approved' })).toBeVisible();
    expect(screen.getByText('Nothing was added to your balance.')).toBeVisible();
    expect(screen.getByText(/No transfer arrived from this payer/)).toHaveTextContent(
      'Reason: No transfer arrived from this payer',
    );
    expect(screen.getByRole('link', { name: 'New deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
  });
});

describe('deposit limits (/m/depositLimits)', () => {
  const limits = (over: Partial<DepositLimitsValue> = {}): DepositLimitsValue => ({
    day: { limit: '1000.00', pending: null, used: '200.00', remaining: '800.00' },
    week: {
      limit: '2000.00',
      pending: { limit: '5000.00', effectiveAt: '2026-11-25T10:00:00.000Z' },
      used: '200.00',
      remaining: '1800.00',
    },
    month: { limit: null, pending: null, used: '200.00', remaining: null },
    ...over,
  });

  it('shows limits with a pending raise, and saves new ones', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/deposit/limits': ok(limits()),
      'PUT /wps/deposit/limits': ok(
        limits({ day: { limit: '500.00', pending: null, used: '200.00', remaining: '300.00' } }),
      ),
    });
    await renderAppAt('/m/depositLimits');
    expect(await screen.findByRole('heading', { name: 'Every 24 hours' })).toBeVisible();
    expect(screen.getByTestId('limit-pending-week')).toHaveTextContent(
      /^Pending until .*2026.*: new limit 5,000\.00$/,
    );
    const user = userEvent.setup();
    const day = screen.getByLabelText('New 24-hour limit');
    expect(day).toHaveValue('1000');
    await user.clear(day);
    await user.type(day, '500');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(
      await screen.findByText('Saved. A higher limit applies only after 24 hours.'),
    ).toHaveAttribute('role', 'status');
    expect(JSON.parse(api.find('PUT /wps/deposit/limits')[0]!.body!)).toEqual({
      day: '500',
      week: '2000',
      month: null,
    });
  });
});
