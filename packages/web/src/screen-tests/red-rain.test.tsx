import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RedRainValue } from '@kalaro/contract/red-rain';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const signIn = () =>
  setSession({ merchantCode: 'KALARO', userName: 'tm001', type: 0, firstTimeLogin: false });

const liveRain = (over: Partial<NonNullable<RedRainValue['rain']>> = {}): RedRainValue => {
  const now = Date.now();
  return {
    serverTime: new Date(now).toISOString(),
    rain: {
      id: 4,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 120_000).toISOString(),
      live: true,
      exhausted: false,
      claimsPerMember: 2,
      myClaims: 0,
      myTotal: '0.00',
      ...over,
    },
  };
};

describe('red-envelope rain (/m/redRain)', () => {
  it('opens an envelope while the rain falls: the amount is announced and the tally moves', async () => {
    signIn();
    let claims = 0;
    const api = apiFetch(startupFixture(), {
      'GET /wps/red-rain': () =>
        ok(liveRain({ myClaims: claims, myTotal: claims ? '1.25' : '0.00' })),
      'POST /wps/red-rain/4/claims': () => {
        claims += 1;
        return ok({ amount: '1.25', balance: '101.25', claimsLeft: 1, replayed: false });
      },
    });
    await renderAppAt('/m/redRain');
    expect(await screen.findByText('Red envelopes are falling! Time left')).toBeVisible();
    expect(screen.getByTestId('red-rain-left')).toHaveTextContent('2');
    const envelopes = screen.getAllByRole('button', { name: 'Open a red envelope' });
    expect(envelopes.length).toBeGreaterThan(1);
    await userEvent.setup().click(envelopes[0]!);
    expect(await screen.findByTestId('red-rain-message')).toHaveTextContent('You got 1.25!');
    await waitFor(() => expect(screen.getByTestId('red-rain-left')).toHaveTextContent('1'));
    expect(screen.getByTestId('red-rain-total')).toHaveTextContent('1.25');
    const sent = JSON.parse(api.find('POST /wps/red-rain/4/claims')[0]!.body!) as {
      idempotencyKey: string;
    };
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('says why an envelope could not be opened, and shows none once the budget is spent', async () => {
    signIn();
    let exhausted = false;
    apiFetch(startupFixture(), {
      'GET /wps/red-rain': () => ok(liveRain({ exhausted })),
      'POST /wps/red-rain/4/claims': () => {
        exhausted = true;
        return fail(409, 'red_rain.exhausted');
      },
    });
    await renderAppAt('/m/redRain');
    const [first] = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    await userEvent.setup().click(first!);
    expect(await screen.findByTestId('red-rain-message')).toHaveTextContent(
      'Every envelope of this rain has been opened.',
    );
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: 'Open a red envelope' })).toHaveLength(0),
    );
  });

  it('says when the member has been paid all a rain pays one member, in EN and TY', async () => {
    signIn();
    apiFetch(startupFixture(), {
      'GET /wps/red-rain': () => ok(liveRain()),
      'POST /wps/red-rain/4/claims': fail(409, 'campaign.member_budget_exhausted'),
    });
    await renderAppAt('/m/redRain');
    const [first] = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    await userEvent.setup().click(first!);
    expect(await screen.findByTestId('red-rain-message')).toHaveTextContent(
      'You have received everything this offer pays one member.',
    );
    await chooseLanguage('TY');
    await userEvent.setup().click(first!);
    await waitFor(() =>
      expect(screen.getByTestId('red-rain-message')).toHaveTextContent(
        'Natanggap mo na ang lahat ng ibinibigay ng alok na ito sa isang miyembro.',
      ),
    );
  });

  it('counts down to the next rain, and says when none is scheduled', async () => {
    signIn();
    const now = Date.now();
    apiFetch(startupFixture(), {
      'GET /wps/red-rain': ok(
        liveRain({
          live: false,
          startsAt: new Date(now + 65_000).toISOString(),
          endsAt: new Date(now + 600_000).toISOString(),
        }),
      ),
    });
    const { unmount } = await renderAppAt('/m/redRain');
    expect(await screen.findByText('The next rain starts in')).toBeVisible();
    expect(screen.getByTestId('red-rain-clock')).toHaveTextContent(/^1:0[4-6]$/);
    expect(screen.queryAllByRole('button', { name: 'Open a red envelope' })).toHaveLength(0);
    unmount();

    apiFetch(startupFixture(), {
      'GET /wps/red-rain': ok({ serverTime: new Date().toISOString(), rain: null }),
    });
    await renderAppAt('/m/redRain');
    expect(await screen.findByText(/No red envelope rain is scheduled/)).toBeVisible();
  });
});
