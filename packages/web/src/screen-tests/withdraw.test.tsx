import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WithdrawInfoValue, WithdrawRequest } from '@kalaro/contract/payments';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const card = {
  id: '6a1d8c1e-4d1f-4c55-9b7e-2f0f7f3a9a10',
  bankCode: 'VISA',
  bankName: 'Visa debit card',
  maskedNumber: '**** 1111',
  payeeName: 'J*** D*** C***',
  createdAt: '2026-11-24T10:00:00.000Z',
};

const info = (over: Partial<WithdrawInfoValue> = {}): WithdrawInfoValue => ({
  balance: { total: '1000.00', held: '300.00', available: '700.00' },
  cards: [card],
  maxCards: 3,
  banks: [
    { code: 'VISA', name: 'Visa debit card', lengths: [16], luhn: true },
    { code: 'BDO', name: 'BDO Unibank', lengths: [10, 12], luhn: false },
  ],
  limits: {
    minAmount: '100.00',
    maxAmount: '50000.00',
    dailyCount: 5,
    dailyAmount: '100000.00',
    countToday: 1,
    amountToday: '300.00',
  },
  turnover: { percent: 100, required: '0.00', done: '0.00', missing: '0.00' },
  hasPaymentPassword: true,
  payeeName: 'J*** D*** C***',
  ...over,
});

const pending: WithdrawRequest = {
  id: '0b7c2e55-7f0e-4d8e-9d4a-93c3f4bd1a21',
  card,
  amount: '200.00',
  status: 'pending',
  note: null,
  createdAt: '2026-11-24T11:00:00.000Z',
  reviewedAt: null,
};

describe('withdraw (/m/withdraw)', () => {
  it('shows available and held; withdraws with the payment password → held, pending', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/withdraw': ok(info()),
      'POST /wps/withdraw/requests': ok(pending),
    });
    await renderAppAt('/m/withdraw');
    const balance = await screen.findByTestId('withdraw-balance');
    expect(balance).toHaveTextContent('Available to withdraw700.00');
    expect(balance).toHaveTextContent('Held for pending withdrawals300.00');
    expect(balance).toHaveTextContent('Total balance1,000.00');
    expect(screen.getByRole('radio', { name: /Visa debit card/ })).toBeChecked();
    expect(
      screen.getByText(
        'From 100.00 to 50,000.00. Left in 24 hours: 4 withdrawals, up to 99,700.00.',
      ),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Amount/), '800');
    await user.type(screen.getByLabelText(/^Payment password/), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You can withdraw at most 700.00 now')).toBeVisible();
    expect(api.find('POST /wps/withdraw/requests')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('700.00');
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '200');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    const body = JSON.parse(api.find('POST /wps/withdraw/requests')[0]!.body!) as Record<
      string,
      string
    >;
    expect(body).toMatchObject({ cardId: card.id, amount: '200', paymentPassword: '246810' });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(screen.getByRole('link', { name: 'Withdraw record' })).toHaveAttribute(
      'href',
      '/m/withdrawReport',
    );
  });

  it('without a payment password leads to the security centre instead of the field', async () => {
    member();
    apiFetch(startupFixture(), { 'GET /wps/withdraw': ok(info({ hasPaymentPassword: false })) });
    await renderAppAt('/m/withdraw');
    const block = await screen.findByTestId('withdraw-block');
    expect(
      within(block).getByRole('link', { name: 'Set it in the security centre' }),
    ).toHaveAttribute('href', '/m/securityCenter');
    expect(screen.queryByLabelText(/^Payment password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('missing turnover is named and submit is disabled', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/withdraw': ok(
        info({ turnover: { percent: 100, required: '515.00', done: '200.00', missing: '315.00' } }),
      ),
    });
    await renderAppAt('/m/withdraw');
    expect(
      await screen.findByText(
        'Bet 315.00 more before withdrawing: the turnover of your last deposit is not reached yet.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('the turnover refused by the server names the amount still to bet', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/withdraw': ok(info()),
      'POST /wps/withdraw/requests': fail(400, 'withdraw.turnover_missing', { missing: '42.50' }),
    });
    await renderAppAt('/m/withdraw');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Amount/), '200');
    await user.type(screen.getByLabelText(/^Payment password/), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(/^Bet 42\.50 more before withdrawing/, {
        selector: '[role="alert"]',
      }),
    ).toBeVisible();
  });

  it('at the most cards, no card can be added', async () => {
    member();
    apiFetch(startupFixture(), { 'GET /wps/withdraw': ok(info({ maxCards: 1 })) });
    await renderAppAt('/m/withdraw');
    expect(await screen.findByText('You have bound the most cards allowed (1).')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a bank card' })).toBeNull();
  });

  it('adds a card: names a Luhn failure before sending, asks the payee name only while unset', async () => {
    member();
    let cards: (typeof card)[] = [];
    const api = apiFetch(startupFixture(), {
      'GET /wps/withdraw': () => ok(info({ cards, payeeName: cards.length ? 'M*** S***' : null })),
      'POST /wps/withdraw/cards': () => {
        cards = [{ ...card, payeeName: 'M*** S***' }];
        return ok(cards[0]);
      },
    });
    await renderAppAt('/m/withdraw');
    const user = userEvent.setup();
    const number = await screen.findByLabelText(/^Card or account number/);
    await user.type(number, '4111 1111 1111 1112');
    await user.type(screen.getByLabelText(/^Payee name/), 'Maria Santos');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(
      await screen.findByText('This card number is not valid: check it for a typo'),
    ).toBeVisible();
    expect(api.find('POST /wps/withdraw/cards')).toHaveLength(0);
    await user.clear(number);
    await user.type(number, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('radio', { name: /Visa debit card/ })).toBeChecked();
    expect(JSON.parse(api.find('POST /wps/withdraw/cards')[0]!.body!)).toEqual({
      bankCode: 'VISA',
      cardNumber: '4111 1111 1111 1111',
      payeeName: 'Maria Santos',
    });

    // The payee name is now set: a second card does not ask it again.
    await user.click(screen.getByRole('button', { name: 'Add a bank card' }));
    expect(await screen.findByText('Paid to M*** S*** (your payee name)')).toBeVisible();
    expect(screen.queryByLabelText(/^Payee name/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'BDO');
    await user.type(screen.getByLabelText(/^Card or account number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText("This bank's numbers have 10 / 12 digits")).toBeVisible();
    expect(api.find('POST /wps/withdraw/cards')).toHaveLength(1);
  });

  it('shows the server’s refusal (wrong payment password)', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/withdraw': ok(info()),
      'POST /wps/withdraw/requests': fail(400, 'security.payment_password_incorrect'),
    });
    await renderAppAt('/m/withdraw');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Amount/), '200');
    await user.type(screen.getByLabelText(/^Payment password/), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(/payment password/i, { selector: '[role="alert"]' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Payment password/)).toHaveValue('');
  });
});
