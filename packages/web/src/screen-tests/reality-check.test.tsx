import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealityCheckValue, SessionSummaryValue } from '@kalaro/contract/protection';
import type { SlotState } from '@kalaro/contract/slot';
import { renderAppAt } from '@/app/test-app';
import { announcements, hotMatch } from '@/features/home/fixtures';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

const MIN = 60_000;
const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const setting = (over: Partial<RealityCheckValue> = {}): RealityCheckValue => ({
  minutes: null,
  chosen: false,
  required: false,
  defaultMinutes: null,
  ...over,
});
/**
 * A session that began `minutesAgo` minutes ago, with its figures; its check
 * last answered `checkedMinutesAgo` minutes ago (never: the login).
 */
const summary = (
  minutesAgo: number,
  checkedMinutesAgo = minutesAgo,
  interval: number | null = null,
): SessionSummaryValue => {
  const checkedAt = Date.now() - checkedMinutesAgo * MIN;
  return {
    startedAt: new Date(Date.now() - minutesAgo * MIN).toISOString(),
    now: new Date().toISOString(),
    playedMinutes: Math.floor(minutesAgo),
    stakes: '45.00',
    wins: '25.00',
    net: '-20.00',
    checkedAt: new Date(checkedAt).toISOString(),
    nextCheckAt: interval === null ? null : new Date(checkedAt + interval * MIN).toISOString(),
  };
};
const CONTINUE = 'POST /wps/protection/reality-check/continue';
/** The server's answer to Continue: the clock starts again now. */
const answered = (interval: number) => () => {
  const now = new Date().toISOString();
  return ok({
    checkedAt: now,
    now,
    nextCheckAt: new Date(Date.now() + interval * MIN).toISOString(),
  });
};

const limits = () => {
  const period = { limit: null, pending: null, used: '0.00', remaining: null };
  const set = { day: period, week: period, month: period };
  return { loss: set, wager: set, session: { limitMinutes: null, pending: null, usedMinutes: 0 } };
};

describe('reality check: the setting (/m/playLimits)', () => {
  it('is off until chosen, and saves the interval chosen', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/protection/limits': ok(limits()),
      'GET /wps/protection/reality-check': ok(setting()),
      'PUT /wps/protection/reality-check': ok(setting({ minutes: 30, chosen: true })),
    });
    const user = userEvent.setup();
    await renderAppAt('/m/playLimits');
    const card = await screen.findByRole('form', { name: 'Reality check' });
    const select = within(card).getByRole('combobox', { name: 'Remind me every' });
    expect(select).toHaveValue('off');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Never (off)',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
      '120 minutes',
    ]);
    await user.selectOptions(select, '30');
    await user.click(within(card).getByRole('button', { name: 'Save reality check' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Saved: a reality check every 30 minutes.',
    );
    const [put] = api.find('PUT /wps/protection/reality-check');
    expect(JSON.parse(put!.body!)).toEqual({ minutes: 30 });
  });

  it('offers no "off" when the operator requires a check, and says why a refusal came', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/protection/limits': ok(limits()),
      'GET /wps/protection/reality-check': ok(
        setting({ minutes: 20, required: true, defaultMinutes: 20 }),
      ),
      'PUT /wps/protection/reality-check': fail(403, 'protection.reality_check_required'),
    });
    const user = userEvent.setup();
    await renderAppAt('/m/playLimits');
    const card = await screen.findByRole('form', { name: 'Reality check' });
    expect(card).toHaveTextContent('This site requires a reality check');
    const select = within(card).getByRole('combobox', { name: 'Remind me every' });
    expect(select).toHaveValue('20');
    expect(within(select).queryByRole('option', { name: 'Never (off)' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Save reality check' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The operator requires a reality check',
    );
  });
});

describe('reality check: the dialog', () => {
  it('comes over the screen once due, with the figures; Escape continues, and it waits the interval again', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/protection/limits': ok(limits()),
      'GET /wps/protection/reality-check': ok(setting({ minutes: 30, chosen: true })),
      'GET /wps/protection/session': () => ok(summary(31)),
      [CONTINUE]: answered(30),
    });
    const user = userEvent.setup();
    await renderAppAt('/m/playLimits');
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(dialog).toHaveTextContent('31 minutes'));
    const figures = within(dialog);
    expect(figures.getByText('Stakes').nextSibling).toHaveTextContent('45.00');
    expect(figures.getByText('Wins').nextSibling).toHaveTextContent('25.00');
    expect(figures.getByText('Net result').nextSibling).toHaveTextContent('-20.00');
    // The figures are read when it opens.
    expect(api.find('GET /wps/protection/session').length).toBeGreaterThanOrEqual(2);
    expect(figures.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(figures.getByRole('button', { name: 'Leave and sign out' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The server took the answer (an empty body says all there is to say).
    expect(api.find(CONTINUE).map((c) => c.body)).toEqual(['{}']);
    // Answered: the next one is 30 minutes after the answer, not at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never comes while the member has no interval', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/protection/limits': ok(limits()),
      'GET /wps/protection/reality-check': ok(setting()),
      'GET /wps/protection/session': () => ok(summary(500)),
    });
    await renderAppAt('/m/playLimits');
    await screen.findByRole('form', { name: 'Reality check' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.find('GET /wps/protection/session')).toHaveLength(0);
  });

  it('Leave signs the member out', async () => {
    member();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = apiFetch(startupFixture(), {
      'GET /wps/protection/limits': ok(limits()),
      'GET /wps/protection/reality-check': ok(setting({ minutes: 15, chosen: true })),
      'GET /wps/protection/session': () => ok(summary(16)),
      'DELETE /wps/auth/session': ok(null),
    });
    const user = userEvent.setup();
    await renderAppAt('/m/playLimits');
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave and sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/m/home'));
    expect(api.find('DELETE /wps/auth/session')).toHaveLength(1);
  });
});

// --- over the in-house slot ----------------------------------------------------------

const HASH = 'a'.repeat(64);
const SYMBOLS = ['WILD', 'SEVEN', 'BAR', 'BELL', 'MELON', 'PLUM', 'LEMON', 'CHERRY'];
const slotSession = {
  startedAt: null,
  playedSeconds: 0,
  spins: 0,
  staked: '0.00',
  won: '0.00',
  net: '0.00',
};
const slotState = (): SlotState => ({
  game: { nodeId: 7, gameId: 'KR-1', gameName: 'Kalaro Reels', minBet: '0.01', supportPlay: true },
  reelCount: 5,
  rowCount: 3,
  symbols: SYMBOLS,
  wild: 'WILD',
  paylines: Array.from({ length: 10 }, () => [1, 1, 1, 1, 1]),
  paytable: SYMBOLS.map((symbol) => ({ symbol, pays: [{ count: 3, multiplier: 5 }] })),
  reelStrips: [0, 1, 2, 3, 4].map((shift) =>
    Array.from({ length: 32 }, (_, i) => SYMBOLS[(i + shift) % 8]!),
  ),
  rtp: '96.02',
  betLevels: [{ bet: '1.00', lineBet: '0.10' }],
  fairness: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 0 },
  balance: '100.00',
  session: slotSession,
  minSpinIntervalMs: 0,
  nextSpinAt: null,
});
const spinValue = () => ({
  betId: 1,
  roundId: 'SLOT-1-0',
  bet: '1.00',
  lineBet: '0.10',
  win: '0.00',
  balance: '99.00',
  winAboveStake: false,
  stops: [0, 0, 0, 0, 0],
  reels: [0, 1, 2, 3, 4].map(() => ['CHERRY', 'BELL', 'LEMON']),
  lines: [],
  fairness: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 0 },
  replayed: false,
  session: { ...slotSession, startedAt: new Date().toISOString(), spins: 1, staked: '1.00' },
  nextSpinAt: null,
});

describe('reality check over the slot', () => {
  it('waits for the running spin, then holds the next spin until the member answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    member();
    let finishSpin: (() => void) | undefined;
    const api = apiFetch(startupFixture(), {
      'GET /wps/inhouse/slot/KR-1': ok(slotState()),
      'GET /wps/wallet/balance': ok({ sumBalance: '100.00', currency: 'PHP' }),
      'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
      'GET /wps/protection/reality-check': ok(setting({ minutes: 30, chosen: true })),
      // Due a minute from now.
      'GET /wps/protection/session': () => ok(summary(29)),
      [CONTINUE]: answered(30),
      'POST /wps/inhouse/slot/KR-1/spin': () =>
        new Promise((resolve) => {
          finishSpin = () => resolve(ok(spinValue()));
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await renderAppAt('/m/slot/KR-1');
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    await waitFor(() => expect(api.find('GET /wps/protection/session')).toHaveLength(1));
    const spin = () => screen.getByRole('button', { name: /^(Spin|Next spin in|Spinning)/ });
    await waitFor(() => expect(spin()).toBeEnabled());

    await user.click(spin());
    await waitFor(() => expect(finishSpin).toBeDefined());
    // The check falls due during the spin: it does not cut it.
    await act(async () => {
      vi.advanceTimersByTime(2 * MIN);
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => finishSpin!());
    expect(await screen.findByTestId('slot-result')).toHaveTextContent('No win this time');
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(dialog).toHaveTextContent('Stakes'));
    // No spin starts while it is open.
    expect(spin()).toBeDisabled();
    expect(api.find('POST /wps/inhouse/slot/KR-1/spin')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(spin()).toBeEnabled());
    expect(api.find(CONTINUE)).toHaveLength(1);
  });

  it('opens at once when the server refuses a spin because the check is due, and the spin plays after Continue', async () => {
    member();
    let due = true;
    const api = apiFetch(startupFixture(), {
      'GET /wps/inhouse/slot/KR-1': ok(slotState()),
      'GET /wps/wallet/balance': ok({ sumBalance: '100.00', currency: 'PHP' }),
      'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
      'GET /wps/protection/reality-check': ok(setting({ minutes: 30, chosen: true })),
      // This device's timer says 10 more minutes (another tab, a clock apart): the server decides.
      'GET /wps/protection/session': () => ok(summary(40, 20, 30)),
      'POST /wps/inhouse/slot/KR-1/spin': () =>
        due
          ? fail(403, 'protection.reality_check_due', { dueAt: new Date().toISOString() })
          : ok(spinValue()),
      [CONTINUE]: () => {
        due = false;
        return answered(30)();
      },
    });
    const user = userEvent.setup();
    await renderAppAt('/m/slot/KR-1');
    await screen.findByRole('heading', { level: 1, name: 'Kalaro Reels' });
    const spin = () => screen.getByRole('button', { name: /^(Spin|Next spin in|Spinning)/ });
    await waitFor(() => expect(spin()).toBeEnabled());
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(spin());
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(dialog).toHaveTextContent('Stakes'));
    // The refusal is the check's to explain, not an error of the game; no spin while it is open.
    expect(screen.getByTestId('slot-result')).toHaveTextContent('Choose your bet and spin');
    expect(spin()).toBeDisabled();
    expect(api.find(CONTINUE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find(CONTINUE)).toHaveLength(1);
    await waitFor(() => expect(spin()).toBeEnabled());
    await user.click(spin());
    expect(await screen.findByTestId('slot-result')).toHaveTextContent('No win this time');
    expect(api.find('POST /wps/inhouse/slot/KR-1/spin')).toHaveLength(2);
  });

  it('stays open while the server does not take Continue, and says why', async () => {
    member();
    let down = true;
    const api = apiFetch(startupFixture(), {
      'GET /wps/protection/limits': ok(limits()),
      'GET /wps/protection/reality-check': ok(setting({ minutes: 30, chosen: true })),
      'GET /wps/protection/session': () => ok(summary(31)),
      [CONTINUE]: () => (down ? fail(503, 'service.unavailable') : answered(30)()),
    });
    const user = userEvent.setup();
    await renderAppAt('/m/playLimits');
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(dialog).toHaveTextContent('Stakes'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Could not continue: /);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBe(dialog);

    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find(CONTINUE)).toHaveLength(2);
  });
});

describe('reality check over home', () => {
  it('opens at once when the server refuses a hot match’s launch because the check is due, without an error', async () => {
    member();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = apiFetch(startupFixture(), {
      'GET /wps/content/announcements': ok(
        announcements({ hotMatches: [hotMatch(1, 'Lions', 'Tigers')] }),
      ),
      'GET /wps/protection/reality-check': ok(setting({ minutes: 30, chosen: true })),
      // The device's timer says 10 more minutes: the server's refusal opens it.
      'GET /wps/protection/session': () => ok(summary(40, 20, 30)),
      'POST /wps/games/launch': fail(403, 'protection.reality_check_due', {
        dueAt: new Date().toISOString(),
      }),
    });
    const user = userEvent.setup();
    await renderAppAt('/m/home');
    await user.click(await screen.findByTestId('hot-match-ticker'));
    const matches = await screen.findByRole('dialog', { name: 'Hot matches' });
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    await user.click(within(matches).getByRole('button', { name: 'Play Lions vs Tigers' }));

    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(check).toHaveTextContent('Stakes'));
    expect(api.find('POST /wps/games/launch')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    // The refusal is the check's to explain: no error toast.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
