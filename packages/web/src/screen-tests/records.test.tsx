import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BetRecord, TransactionRecord } from '@kalaro/contract/wallet-records';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import type { Recorded } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const params = (call: Recorded) => new URLSearchParams(call.search);
const range = { startDate: '2025-03-01', endDate: '2025-03-01', utcOffset: 0 };

const transaction = (id: number, type: TransactionRecord['type'], amount: string) => ({
  id,
  type,
  amount,
  balanceAfter: '100.00',
  reference: `SLOT-1-${id}`,
  createdAt: '2025-03-01T10:00:00Z',
});

/** 25 ledger rows: two pages of 20 and 5. */
const transactionsServer = () =>
  apiFetch(startupFixture(), {
    'GET /wps/wallet/transactions': (call) => {
      const page = Number(params(call).get('pageNo') ?? 1);
      const ids = page === 1 ? [...Array(20).keys()] : [20, 21, 22, 23, 24];
      return ok({
        list: ids.map((i) => transaction(i + 1, i % 2 ? 'win' : 'bet', i % 2 ? '2.50' : '-1.00')),
        pageNum: page,
        totalPages: 2,
        total: 25,
        ...range,
        totals: { credits: '30.00', debits: '13.00', net: '17.00' },
      });
    },
  });

const bet = (overrides: Partial<BetRecord> = {}): BetRecord => ({
  id: 1,
  roundId: 'SLOT-1-0',
  nodeId: 7,
  gameId: 'KR-1',
  gameName: 'Kalaro Reels',
  vendor: 'INHOUSE',
  gameType: 'INHOUSE',
  stake: '1.00',
  win: '0.00',
  net: '-1.00',
  status: 'settled',
  createdAt: '2025-03-01T10:00:00Z',
  settledAt: '2025-03-01T10:00:00Z',
  detail: {
    kind: 'slot',
    reels: [0, 1, 2, 3, 4].map(() => ['CHERRY', 'BELL', 'LEMON']),
    lines: [],
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'my-seed',
    nonce: 0,
  },
  ...overrides,
});

describe('account record', () => {
  it('lists ledger rows with totals and loads the next page', async () => {
    member();
    const api = transactionsServer();
    await renderAppAt('/m/transaction/record');
    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(20);
    expect(screen.getByTestId('records-net')).toHaveTextContent('+17.00');
    expect(screen.getByText('25 records')).toBeInTheDocument();
    const first = screen.getAllByTestId('transaction-row')[0]!;
    expect(first).toHaveTextContent('Bet');
    expect(first).toHaveTextContent('-1.00');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(25));
    expect(screen.getByText('That is everything in this range')).toBeInTheDocument();
    expect(api.find('GET /wps/wallet/transactions').map((c) => params(c).get('pageNo'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('asks for today in the device time zone, and the chosen preset and type', async () => {
    member();
    const api = transactionsServer();
    await renderAppAt('/m/transaction/record');
    await screen.findAllByTestId('transaction-row');
    const [today] = api.find('GET /wps/wallet/transactions');
    const query = params(today!);
    expect(query.get('startDate')).toBe(query.get('endDate'));
    expect(query.get('utcOffset')).toBe(String(-new Date().getTimezoneOffset()));
    expect(query.get('types')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: '7 days' })).toHaveAttribute('aria-checked', 'true'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'win');
    await waitFor(() => {
      const last = params(api.find('GET /wps/wallet/transactions').at(-1)!);
      expect(last.get('types')).toBe('win');
      const days =
        (Date.parse(last.get('endDate')!) - Date.parse(last.get('startDate')!)) / 86_400_000;
      expect(days).toBe(6);
    });
  });

  it('respects ?types= from the address; types=A shows every type', async () => {
    member();
    const api = transactionsServer();
    const first = await renderAppAt('/m/transaction/record?types=bet,win');
    await screen.findAllByTestId('transaction-row');
    expect(params(api.find('GET /wps/wallet/transactions')[0]!).get('types')).toBe('bet,win');
    first.unmount();

    const agent = transactionsServer();
    await renderAppAt('/m/transaction/record?types=A');
    await screen.findAllByTestId('transaction-row');
    expect(params(agent.find('GET /wps/wallet/transactions')[0]!).get('types')).toBeNull();
  });

  it('shows an empty state, and an error with Retry', async () => {
    member();
    let answer: { status: number; body: unknown } = fail(503, 'service.unavailable');
    apiFetch(startupFixture(), {
      'GET /wps/wallet/transactions': () => answer,
    });
    await renderAppAt('/m/transaction/record');
    expect(
      await screen.findByText('The records could not be loaded', {}, { timeout: 4000 }),
    ).toBeVisible();
    answer = ok({
      list: [],
      pageNum: 1,
      totalPages: 0,
      total: 0,
      ...range,
      totals: { credits: '0.00', debits: '0.00', net: '0.00' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No wallet movements in this range')).toBeVisible();
  });

  it('asks a visitor to log in', async () => {
    const api = transactionsServer();
    await renderAppAt('/m/transaction/record');
    expect(await screen.findByRole('heading', { name: 'Your records' })).toBeVisible();
    expect(api.find('GET /wps/wallet/transactions')).toHaveLength(0);
  });
});

describe('betting record', () => {
  /** One page with one slot spin (stake 1.00, no win). */
  const oneBetPage = ok({
    list: [bet()],
    pageNum: 1,
    totalPages: 1,
    total: 1,
    ...range,
    totals: { betCount: 1, stake: '1.00', win: '0.00', net: '-1.00' },
  });

  it('lists bets with totals, the spin detail, and filters by category and status', async () => {
    member();
    const api = apiFetch(startupFixture(), { 'GET /wps/report/bets': () => oneBetPage });
    await renderAppAt('/m/gameRecord');
    const row = await screen.findByTestId('bet-row');
    expect(row).toHaveTextContent('Kalaro Reels');
    expect(row).toHaveTextContent('-1.00');
    expect(row).toHaveTextContent('Settled');
    expect(screen.getByTestId('records-net')).toHaveTextContent('-1.00');
    const user = userEvent.setup();
    await user.click(within(row).getByText('Spin details and fairness'));
    expect(row).toHaveTextContent('my-seed');
    expect(row).toHaveTextContent('Still in play');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'INHOUSE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'settled');
    await waitFor(() => {
      const last = params(api.find('GET /wps/report/bets').at(-1)!);
      expect(last.get('gameType')).toBe('INHOUSE');
      expect(last.get('status')).toBe('settled');
    });
  });

  it("filters by the operator's vendors; a vendor not offering the new category is dropped", async () => {
    member();
    const vendor = (code: string, name: string) => ({
      vendor: code,
      accountTypeName: name,
      icon: '',
    });
    const api = apiFetch(startupFixture(), {
      'GET /wps/report/bets': () => oneBetPage,
      'GET /wps/games/vendors': ok({
        sorting: [
          { gameCategory: 'RNG', vendorNames: [vendor('PG', 'PG Soft'), vendor('JILI', 'Jili')] },
          { gameCategory: 'FISH', vendorNames: [vendor('JILI', 'Jili')] },
          { gameCategory: 'INHOUSE', vendorNames: [vendor('INHOUSE', 'Kalaro Originals')] },
        ],
        mapping: {},
        lotteryMenu: [],
        prizeMode: 'Lott',
        classifies: {},
      }),
    });
    const { router } = await renderAppAt('/m/gameRecord?range=7d');
    await screen.findByTestId('bet-row');
    const vendorBox = screen.getByRole('combobox', { name: 'Vendor' });
    await waitFor(() =>
      expect(
        within(vendorBox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All vendors', 'PG Soft', 'Jili', 'Kalaro Originals']),
    );
    const user = userEvent.setup();
    await user.selectOptions(vendorBox, 'PG');
    await waitFor(() =>
      expect(params(api.find('GET /wps/report/bets').at(-1)!).get('vendor')).toBe('PG'),
    );
    expect(router.state.location.search).toBe('?range=7d&vendor=PG');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'FISH');
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d&gameType=FISH'));
    await waitFor(() => {
      const last = params(api.find('GET /wps/report/bets').at(-1)!);
      expect(last.get('gameType')).toBe('FISH');
      expect(last.has('vendor')).toBe(false);
    });
    expect(
      within(vendorBox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All vendors', 'Jili']);
  });

  it('says when there is no bet', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/report/bets': ok({
        list: [],
        pageNum: 1,
        totalPages: 0,
        total: 0,
        ...range,
        totals: { betCount: 0, stake: '0.00', win: '0.00', net: '0.00' },
      }),
    });
    await renderAppAt('/m/gameRecord');
    expect(await screen.findByText('No bets in this range')).toBeVisible();
  });
});

describe('profit and loss', () => {
  it('shows totals, per category and per day', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/report/profit-and-loss': ok({
        ...range,
        totals: { betCount: 3, stake: '3.00', win: '5.00', net: '2.00' },
        days: [{ date: '2025-03-01', betCount: 3, stake: '3.00', win: '5.00', net: '2.00' }],
        categories: [{ gameType: 'INHOUSE', betCount: 3, stake: '3.00', win: '5.00', net: '2.00' }],
      }),
    });
    await renderAppAt('/m/profitandloss?range=30d');
    expect(await screen.findByTestId('records-net')).toHaveTextContent('+2.00');
    const byCategory = screen.getByRole('table', { name: 'By category' });
    expect(within(byCategory).getByRole('rowheader')).toHaveTextContent('In-house');
    const byDay = screen.getByRole('table', { name: 'By day' });
    expect(within(byDay).getByRole('rowheader')).toHaveTextContent('Mar 1');
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveAttribute('aria-checked', 'true');
    const query = params(api.find('GET /wps/report/profit-and-loss')[0]!);
    expect(
      (Date.parse(query.get('endDate')!) - Date.parse(query.get('startDate')!)) / 86_400_000,
    ).toBe(29);
  });
});
