import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SlotState, SpinValue } from '@kalaro/contract/slot';
import { renderAppAt } from '@/app/test-app';
import { clearSession, setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import type { Recorded } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const HASH = 'a'.repeat(64);
const NEW_HASH = 'b'.repeat(64);
const SYMBOLS = ['WILD', 'SEVEN', 'BAR', 'BELL', 'MELON', 'PLUM', 'LEMON', 'CHERRY'];
const strip = (shift: number) => Array.from({ length: 32 }, (_, i) => SYMBOLS[(i + shift) % 8]!);
const session = {
  startedAt: null,
  playedSeconds: 0,
  spins: 0,
  staked: '0.00',
  won: '0.00',
  net: '0.00',
};

const slotState = (overrides: Partial<SlotState> = {}): SlotState => ({
  game: { nodeId: 7, gameId: 'KR-1', gameName: 'Kalaro Reels', minBet: '0.01', supportPlay: true },
  reelCount: 5,
  rowCount: 3,
  symbols: SYMBOLS,
  wild: 'WILD',
  paylines: Array.from({ length: 10 }, () => [1, 1, 1, 1, 1]),
  paytable: SYMBOLS.map((symbol, i) => ({
    symbol,
    pays: [
      { count: 3, multiplier: 50 - i * 5 },
      { count: 4, multiplier: 100 - i * 10 },
      { count: 5, multiplier: 500 - i * 50 },
    ],
  })),
  reelStrips: [0, 1, 2, 3, 4].map(strip),
  rtp: '96.02',
  betLevels: [
    { bet: '0.10', lineBet: '0.01' },
    { bet: '1.00', lineBet: '0.10' },
  ],
  fairness: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 0 },
  balance: '100.00',
  session,
  minSpinIntervalMs: 2500,
  nextSpinAt: null,
  ...overrides,
});

const bellLine = { line: 0, symbol: 'BELL', count: 3, multiplier: 15, rows: [1, 1, 1, 1, 1] };
const spinValue = (bet: string, win: string, balance: string, lines: SpinValue['lines']) => ({
  betId: 1,
  roundId: 'SLOT-1-0',
  bet,
  lineBet: '0.01',
  win,
  balance,
  winAboveStake: Number(win) > Number(bet),
  stops: [0, 0, 0, 0, 0],
  reels: [0, 1, 2, 3, 4].map(() => ['CHERRY', 'BELL', 'LEMON']),
  lines,
  fairness: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 0 },
  replayed: false,
  session: {
    ...session,
    startedAt: new Date().toISOString(),
    spins: 1,
    staked: bet,
    won: win,
    net: (Number(win) - Number(bet)).toFixed(2),
  },
  nextSpinAt: new Date(Date.now() + 2500).toISOString(),
});

function slotServer(
  state: SlotState,
  spin: (call: Recorded) => { status?: number; body: unknown },
) {
  let balance = state.balance;
  return apiFetch(startupFixture(), {
    'GET /wps/inhouse/slot/KR-1': () => ok({ ...state, balance }),
    'POST /wps/inhouse/slot/KR-1/spin': (call) => {
      const answer = spin(call);
      const value = (answer.body as { value?: SpinValue }).value;
      if (value) balance = value.balance;
      return answer;
    },
    'GET /wps/wallet/balance': () => ok({ sumBalance: balance, currency: 'PHP' }),
    'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
    'POST /wps/inhouse/seed/rotate': ok({
      previous: {
        serverSeed: 'c0ffee'.repeat(8),
        serverSeedHash: HASH,
        clientSeed: 'my-seed',
        spins: 3,
      },
      current: { serverSeedHash: NEW_HASH, clientSeed: 'my-seed', nonce: 0 },
    }),
    'PUT /wps/inhouse/seed': (call) =>
      ok({
        previous: null,
        current: {
          serverSeedHash: NEW_HASH,
          clientSeed: (JSON.parse(call.body ?? '{}') as { clientSeed: string }).clientSeed,
          nonce: 0,
        },
      }),
  });
}

const PATH = `/m/slot/KR-1?pageBack=${encodeURIComponent('/m/gameList?gameType=INHOUSE')}`;
const spinButton = () => screen.getByRole('button', { name: /^(Spin|Next spin in|Spinning)/ });

describe('in-house slot screen', () => {
  it('shows reels, bet levels, paytable and RTP, and the way back to pageBack', async () => {
    member();
    slotServer(slotState(), () => fail(500, 'server.error'));
    await renderAppAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' })).toBeVisible();
    expect(screen.getAllByTestId('slot-cell')).toHaveLength(15);
    expect(screen.getByRole('table', { name: 'Reels' })).toHaveTextContent('Wild');
    const bet = screen.getByRole('combobox', { name: /Bet per spin/ });
    expect(
      within(bet)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.10', '1.00']);
    expect(screen.getByText('10 lines × 0.01')).toBeInTheDocument();
    expect(screen.getByTestId('slot-rtp')).toHaveTextContent('Return to player: 96.02%');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=INHOUSE',
    );
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('100.00'));
    // No autoplay or turbo control exists.
    expect(screen.queryByRole('button', { name: /auto|turbo/i })).not.toBeInTheDocument();
  });

  it('spins: the balance in the header and the session follow, then a pause of 2.5 s', async () => {
    member();
    const api = slotServer(slotState(), () => ok(spinValue('1.00', '0.00', '99.00', [])));
    await renderAppAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Bet per spin/ }), '1.00');
    await user.click(spinButton());

    expect(await screen.findByTestId('slot-result')).toHaveTextContent('No win this time');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('99.00'));
    expect(screen.getByTestId('slot-net')).toHaveTextContent('-1.00');
    expect(spinButton()).toBeDisabled();
    expect(spinButton()).toHaveTextContent(/Next spin in [1-3] s/);
    const [call] = api.find('POST /wps/inhouse/slot/KR-1/spin');
    const body = JSON.parse(call!.body!) as Record<string, string>;
    expect(body).toMatchObject({ bet: '1.00', serverSeedHash: HASH });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The next nonce is shown in the fairness panel.
    expect(screen.getByTestId('slot-nonce')).toHaveTextContent('1');
  });

  it('celebrates only a win above the stake and highlights the winning cells', async () => {
    member();
    let answer = spinValue('0.10', '0.15', '100.05', [{ ...bellLine, win: '0.15' }]);
    slotServer(slotState({ minSpinIntervalMs: 0 }), () => ok(answer));
    await renderAppAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    const user = userEvent.setup();

    await user.click(spinButton());
    const result = await screen.findByText('You won 0.15!');
    expect(result).toHaveAttribute('data-celebrate');
    const winning = screen.getAllByTestId('slot-cell').filter((c) => c.hasAttribute('data-win'));
    expect(winning).toHaveLength(3);
    expect(winning[0]).toHaveTextContent('Bell, winning');
    expect(screen.getByRole('list', { name: 'Winning lines' })).toHaveTextContent(
      'Line 1: 3 × Bell pays 0.15',
    );

    answer = spinValue('0.10', '0.05', '100.00', [{ ...bellLine, count: 3, win: '0.05' }]);
    await waitFor(() => expect(spinButton()).toBeEnabled());
    await user.click(spinButton());
    const small = await screen.findByText('0.05 back from your 0.10 stake');
    expect(small).not.toHaveAttribute('data-celebrate');
  });

  it('says when the balance is too low and moves nothing', async () => {
    member();
    const api = slotServer(slotState({ minSpinIntervalMs: 0 }), () =>
      fail(400, 'wallet.insufficient_funds'),
    );
    await renderAppAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    await userEvent.click(spinButton());
    expect(await screen.findByText('Your balance is too low for this bet')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByTestId('header-balance')).toHaveTextContent('100.00');
    // The state is read again (the balance may have moved elsewhere).
    await waitFor(() => expect(api.find('GET /wps/inhouse/slot/KR-1').length).toBeGreaterThan(1));
  });

  it('disables Spin when the balance is below the bet', async () => {
    member();
    slotServer(slotState({ balance: '0.05' }), () => fail(500, 'server.error'));
    await renderAppAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    expect(spinButton()).toBeDisabled();
    expect(screen.getByText('Your balance is too low for this bet')).toBeInTheDocument();
  });

  it('waits as the server asks when a spin comes too fast', async () => {
    member();
    slotServer(slotState({ minSpinIntervalMs: 0 }), () =>
      fail(429, 'slot.spin_too_fast', { retryAfterMs: 2000 }),
    );
    await renderAppAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    await userEvent.click(spinButton());
    expect(await screen.findByText('Please wait a moment before the next spin')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(spinButton()).toBeDisabled();
    expect(spinButton()).toHaveTextContent(/Next spin in [12] s/);
  });

  it('rotates the seed (revealing the old one) and checks a typed client seed', async () => {
    member();
    const api = slotServer(slotState(), () => fail(500, 'server.error'));
    await renderAppAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    const user = userEvent.setup();
    await user.click(screen.getByText('Fairness'));
    expect(screen.getByTestId('slot-seed-hash')).toHaveTextContent(HASH);

    await user.click(screen.getByRole('button', { name: 'Reveal and rotate server seed' }));
    const revealed = await screen.findByTestId('slot-revealed');
    expect(revealed).toHaveTextContent('c0ffee'.repeat(8));
    expect(revealed).toHaveTextContent('3 spins with client seed my-seed');
    expect(screen.getByTestId('slot-seed-hash')).toHaveTextContent(NEW_HASH);

    const seed = screen.getByRole('textbox', { name: 'Client seed' });
    await user.clear(seed);
    await user.type(seed, 'bad seed!');
    await user.click(screen.getByRole('button', { name: 'Use seed' }));
    expect(await screen.findByText('Use 1 to 64 letters, digits, _ or -')).toBeVisible();
    expect(api.find('PUT /wps/inhouse/seed')).toHaveLength(0);
    await user.clear(seed);
    await user.type(seed, 'lucky-7');
    await user.click(screen.getByRole('button', { name: 'Use seed' }));
    await waitFor(() => expect(api.find('PUT /wps/inhouse/seed')).toHaveLength(1));
    expect(JSON.parse(api.find('PUT /wps/inhouse/seed')[0]!.body!)).toEqual({
      clientSeed: 'lucky-7',
    });
  });

  it('goes back to the game list when pageBack is not a path of the app', async () => {
    member();
    slotServer(slotState(), () => fail(500, 'server.error'));
    await renderAppAt('/m/slot/KR-1?pageBack=https%3A%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/gameList');
  });

  it('offers Retry when the game cannot be loaded, and asks a visitor to log in', async () => {
    member();
    let answer: { status: number; body: unknown } = fail(404, 'game.not_found');
    apiFetch(startupFixture(), {
      'GET /wps/inhouse/slot/KR-1': () => answer,
      'GET /wps/wallet/balance': ok({ sumBalance: '1.00', currency: 'PHP' }),
    });
    const first = await renderAppAt(PATH);
    expect(await screen.findByText('The game could not be loaded')).toBeVisible();
    answer = ok(slotState());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' })).toBeVisible();
    first.unmount();

    clearSession();
    await renderAppAt(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Play Kalaro Reels', level: 1 }),
    ).toBeVisible();
  });
});
