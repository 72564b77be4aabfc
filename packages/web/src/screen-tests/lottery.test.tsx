import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LotteryBet, LotteryState, LotterySummary } from '@kalaro/contract/lottery';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import { isoFromNow, lotterySummaryFixture } from '@/shared/test/game-fixtures';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

const summary = (code: string, name: string, toDraw: number): LotterySummary =>
  lotterySummaryFixture(code, name, toDraw, { drawNo: 7000, ago: 60 - toDraw, digits: [4, 9, 2] });

const stateOf = (balance: string, staked = '0.00'): LotteryState => ({
  ...summary('QUICK3_1', 'Kalaro Pick 3 · 1 min', 42),
  serverTime: new Date().toISOString(),
  odds: [
    { market: 'BIG_SMALL', selections: ['BIG', 'SMALL'], odds: '1.96', winChance: '50.00' },
    { market: 'ODD_EVEN', selections: ['ODD', 'EVEN'], odds: '1.96', winChance: '50.00' },
    {
      market: 'POSITION',
      selections: [1, 2, 3].flatMap((p) => Array.from({ length: 10 }, (_, d) => `P${p}D${d}`)),
      odds: '9.80',
      winChance: '10.00',
    },
  ],
  rtp: '98.00',
  limits: { minBet: '1.00', maxBet: '5000.00', maxPerDraw: '20000.00' },
  results: [summary('QUICK3_1', '', 42).lastResult!],
  balance,
  stakedOnCurrent: staked,
});

const bet = (overrides: Partial<LotteryBet> = {}): LotteryBet => ({
  betId: 1,
  roundId: 'QUICK3_1-7001-abc',
  drawId: 41,
  drawNo: 7001,
  drawAt: isoFromNow(42),
  selection: 'BIG',
  amount: '10.00',
  odds: '1.96',
  status: 'open',
  win: '0.00',
  placedAt: isoFromNow(0),
  settledAt: null,
  digits: null,
  ...overrides,
});

/** A server with one in-house lottery, a wallet of 100.00 and the bets placed on it. */
function lotteryServer(options: { refuse?: string } = {}) {
  return lotteryServerWithDraws(options).routes;
}

/** The same server, with the draw that settles the open bets. */
function lotteryServerWithDraws({ refuse }: { refuse?: string } = {}) {
  let balance = 10_000;
  const open: LotteryBet[] = [];
  const settled = [bet({ betId: 0, selection: 'P1D4', status: 'settled', win: '98.00' })];
  const money = () => `${Math.floor(balance / 100)}.${String(balance % 100).padStart(2, '0')}`;
  /** The draw settles every open bet as a win at its odds. */
  const settleAll = () => {
    for (const b of open.splice(0)) {
      const win = Math.round(Number(b.amount) * Number(b.odds) * 100);
      balance += win;
      settled.unshift({ ...b, status: 'settled', win: (win / 100).toFixed(2) });
    }
  };
  const routes = {
    'GET /wps/lottery': ok({
      serverTime: new Date().toISOString(),
      list: [
        summary('QUICK3_1', 'Kalaro Pick 3 · 1 min', 42),
        summary('QUICK3_2', 'Kalaro Pick 3 · 5 min', 242),
      ],
    }),
    'GET /wps/lottery/QUICK3_1': () => ok(stateOf(money())),
    'GET /wps/lottery/QUICK3_1/bets': () => ok({ open: [...open], settled: [...settled] }),
    'POST /wps/lottery/QUICK3_1/bets': (call: Recorded) => {
      if (refuse) return fail(409, refuse);
      const body = JSON.parse(call.body!) as { selection: string; amount: string };
      balance -= Math.round(Number(body.amount) * 100);
      const placed = bet({
        betId: open.length + 1,
        selection: body.selection,
        amount: body.amount,
      });
      open.push(placed);
      return ok({ bet: placed, balance: money(), replayed: false });
    },
    'GET /wps/wallet/balance': () => ok({ sumBalance: money(), currency: 'PHP' }),
    'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
    'GET /wps/games/vendors': fail(500, 'server.error'),
  };
  return { routes, settleAll };
}

const launchPath = '/m/launchGame?playType=trad&prize_mode=Lott&code=QUICK3_1&pageBack=lottery';

describe('in-house lottery', () => {
  it('lists the in-house lotteries on /m/lottery with a countdown and opens one', async () => {
    member();
    apiFetch(startupFixture({}), lotteryServer());
    const { router } = await renderAppAt('/m/lottery');
    const section = await screen.findByRole('region', { name: 'Kalaro draws' });
    const fast = await within(section).findByRole('link', { name: /Kalaro Pick 3 · 1 min/ });
    expect(within(fast).getByRole('timer')).toHaveTextContent(/Betting closes in 00:3\d/);
    expect(within(fast).getByRole('img', { name: 'Result 4 9 2, sum 15' })).toBeVisible();
    expect(within(section).getByRole('link', { name: /Kalaro Pick 3 · 5 min/ })).toHaveTextContent(
      /03:\d\d/,
    );
    await userEvent.setup().click(fast);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toBe(
      '?playType=trad&prize_mode=Lott&code=QUICK3_1&pageBack=lottery',
    );
    expect(await screen.findByRole('heading', { name: 'Kalaro Pick 3 · 1 min' })).toBeVisible();
  });

  it('places a bet with an idempotency key; the balance and my open bets follow', async () => {
    member();
    const api = apiFetch(startupFixture({}), lotteryServer());
    await renderAppAt(launchPath);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Kalaro Pick 3 · 1 min' });
    expect(screen.getByTestId('header-balance')).toHaveTextContent('100.00');
    expect(screen.getByRole('timer')).toHaveTextContent(/Betting closes in/);
    const settled = screen.getByTestId('lottery-settled-bets');
    expect(await within(settled).findByText('Won 98.00')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Big 14–27' }));
    const amount = screen.getByLabelText('Bet amount');
    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(screen.getByText('Pays 24.50 if it wins')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Place bet' }));

    expect(await screen.findByText('Bet placed: Big 14–27, 12.50')).toBeInTheDocument();
    const [post] = api.find('POST /wps/lottery/QUICK3_1/bets');
    expect(JSON.parse(post!.body!)).toMatchObject({
      drawId: 41,
      selection: 'BIG',
      amount: '12.50',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('87.50'));
    const openBets = screen.getByTestId('lottery-open-bets');
    await waitFor(() => expect(openBets).toHaveTextContent('Big 14–27 · 12.50'));

    // A second bet is a new bet: a new key.
    await user.click(screen.getByRole('radio', { name: 'Digit 7 at position 2' }));
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(api.find('POST /wps/lottery/QUICK3_1/bets')).toHaveLength(2));
    const keys = api
      .find('POST /wps/lottery/QUICK3_1/bets')
      .map((c) => (JSON.parse(c.body!) as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('reads the balance again as soon as a bet settles, not at the next draw', async () => {
    member();
    const { routes, settleAll } = lotteryServerWithDraws();
    const api = apiFetch(startupFixture({}), routes);
    await renderAppAt(launchPath);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Kalaro Pick 3 · 1 min' });
    await user.click(screen.getByRole('radio', { name: 'Big 14–27' }));
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const balance = screen.getByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('90.00'));
    const stateReads = api.find('GET /wps/lottery/QUICK3_1').length;

    // The draw (37 s away, so no scheduled state read soon) settles the bet: the open
    // bets are polled every 3 s, and the settlement brings the won balance with it.
    settleAll();
    const settled = screen.getByTestId('lottery-settled-bets');
    expect(await within(settled).findByText('Won 19.60', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(balance).toHaveTextContent('109.60'));
    expect(api.find('GET /wps/lottery/QUICK3_1').length).toBeGreaterThan(stateReads);
  }, 10_000);

  it('checks the amount before sending and shows refusals from the server', async () => {
    member();
    const api = apiFetch(startupFixture({}), lotteryServer({ refuse: 'lottery.betting_closed' }));
    await renderAppAt(launchPath);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Kalaro Pick 3 · 1 min' });
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Choose what to bet on first')).toHaveAttribute('role', 'alert');

    await user.click(screen.getByRole('radio', { name: 'Odd' }));
    const amount = screen.getByLabelText('Bet amount');
    await user.clear(amount);
    await user.type(amount, '0.5');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The smallest bet is 1.00')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '150');
    expect(screen.getByText('Your balance is too low for this amount')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(api.find('POST /wps/lottery/QUICK3_1/bets')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(
      await screen.findByText('Betting on this draw has closed. Please bet on the next draw', {
        selector: '[role="alert"]',
      }),
    ).toBeVisible();
  });

  it('asks a visitor to log in to bet', async () => {
    apiFetch(startupFixture({}), lotteryServer());
    await renderAppAt(launchPath);
    expect(await screen.findByTestId('login-prompt')).toBeVisible();
    expect(screen.getByText('Log in to bet on the draws and see your bets.')).toBeVisible();
  });

  it('shows the lottery lobby for code=lobby: every draw with its countdown, each opening its betting screen', async () => {
    member();
    const api = apiFetch(startupFixture({}), lotteryServer());
    const { router } = await renderAppAt(
      '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery lobby' })).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Kalaro draws' });
    const fast = within(section).getByRole('link', { name: /Kalaro Pick 3 · 1 min/ });
    expect(within(fast).getByRole('timer')).toHaveTextContent(/Betting closes in 00:3\d/);
    expect(within(section).getByRole('link', { name: /Kalaro Pick 3 · 5 min/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See every lottery' })).toHaveAttribute(
      'href',
      '/m/lottery',
    );
    expect(api.find('GET /wps/lottery/QUICK3_1')).toHaveLength(0);

    await userEvent.setup().click(fast);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/m/launchGame?playType=trad&prize_mode=Lott&code=QUICK3_1&pageBack=home',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Place bet' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  });

  it('treats a missing code as the lobby and says when there is no draw', async () => {
    const api = apiFetch(startupFixture({}), {
      ...lotteryServer(),
      'GET /wps/lottery': ok({ serverTime: new Date().toISOString(), list: [] }),
    });
    await renderAppAt('/m/launchGame?playType=trad&prize_mode=Lott');
    expect(
      await screen.findByText('There are no draws open right now. Please come back later.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery lobby' })).toBeVisible();
    expect(api.find('GET /wps/lottery')).toHaveLength(1);
  });

  it('a visitor sees the lobby; tapping a draw asks to log in', async () => {
    apiFetch(startupFixture({}), lotteryServer());
    const { router } = await renderAppAt('/m/launchGame?code=lobby');
    const section = await screen.findByRole('region', { name: 'Kalaro draws' });
    await userEvent
      .setup()
      .click(within(section).getByRole('link', { name: /Kalaro Pick 3 · 1 min/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('says a code it does not offer is not available and leads to the lobby', async () => {
    member();
    const api = apiFetch(startupFixture({}), lotteryServer());
    const { router } = await renderAppAt(
      '/m/launchGame?playType=trad&prize_mode=Lott&code=TCG_SEA_X&pageBack=home',
    );
    expect(
      await screen.findByRole('heading', { name: 'This lottery is not available' }),
    ).toBeVisible();
    expect(api.find('GET /wps/lottery/TCG_SEA_X')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open the lottery lobby' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?playType=trad&prize_mode=Lott&code=lobby&pageBack=home',
      ),
    );
    expect(await screen.findByRole('region', { name: 'Kalaro draws' })).toBeVisible();
  });

  it('speaks Tagalog', async () => {
    member();
    apiFetch(startupFixture({}), lotteryServer());
    await chooseLanguage('TY');
    await renderAppAt(launchPath);
    expect(await screen.findByRole('button', { name: 'Tumaya' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Malaki 14–27' })).toBeInTheDocument();
  });
});
