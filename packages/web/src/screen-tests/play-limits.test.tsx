import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlayLimitsValue } from '@kalaro/contract/protection';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { getSession, setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const period = (over: Partial<PlayLimitsValue['loss']['day']> = {}) => ({
  limit: null,
  pending: null,
  used: '0.00',
  remaining: null,
  ...over,
});
const limits = (over: Partial<PlayLimitsValue> = {}): PlayLimitsValue => ({
  loss: { day: period(), week: period(), month: period() },
  wager: { day: period(), week: period(), month: period() },
  session: { limitMinutes: null, pending: null, usedMinutes: 12 },
  ...over,
});

describe('play limits (/m/playLimits)', () => {
  it('is linked from responsible gaming', async () => {
    member();
    apiFetch(startupFixture(), { 'GET /wps/protection': ok({ current: null }) });
    await renderAppAt('/m/responsibleGaming');
    expect(
      await screen.findByRole('link', { name: 'Loss, wager and time limits' }),
    ).toHaveAttribute('href', '/m/playLimits');
  });

  it('shows each limit with what is used and a pending raise (loss, wager, session time) with when it applies', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/protection/limits': ok(
        limits({
          loss: {
            day: period({
              limit: '50.00',
              used: '20.00',
              remaining: '30.00',
              pending: { limit: '80.00', effectiveAt: '2026-11-25T10:00:00.000Z' },
            }),
            week: period(),
            month: period(),
          },
          wager: {
            day: period(),
            week: period({
              limit: '300.00',
              used: '100.00',
              remaining: '200.00',
              pending: { limit: null, effectiveAt: '2026-11-25T10:00:00.000Z' },
            }),
            month: period(),
          },
          session: {
            limitMinutes: 60,
            pending: { limitMinutes: 120, effectiveAt: '2026-11-25T10:00:00.000Z' },
            usedMinutes: 12,
          },
        }),
      ),
    });
    await renderAppAt('/m/playLimits');
    const loss = await screen.findByRole('region', { name: 'Loss limits' });
    expect(within(loss).getByTestId('loss-pending-day')).toHaveTextContent(
      /Pending until .*2026.*: new limit .*80\.00/,
    );
    expect(within(loss).getByLabelText('New 24-hour loss limit')).toHaveValue('50');
    const wager = screen.getByRole('region', { name: 'Wager limits' });
    expect(within(wager).getByTestId('wager-pending-week')).toHaveTextContent(
      /Pending until .*2026.*: /,
    );
    expect(within(wager).getByLabelText('New 7-day wager limit')).toHaveValue('300');
    const session = screen.getByRole('region', { name: 'Session time limit' });
    expect(session).toHaveTextContent('60 minutes');
    expect(session).toHaveTextContent('12 minutes');
    expect(within(session).getByTestId('session-pending')).toHaveTextContent(
      /Pending until .*2026.*: new limit .*120 minutes/,
    );
  });

  it('sends the limits, says a raise waits 24 hours, and checks the fields first', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/protection/limits': ok(limits()),
      'PUT /wps/protection/limits': ok(
        limits({
          session: {
            limitMinutes: 30,
            pending: { limitMinutes: null, effectiveAt: '2026-11-25T10:00:00.000Z' },
            usedMinutes: 12,
          },
        }),
      ),
    });
    const user = userEvent.setup();
    await renderAppAt('/m/playLimits');
    await user.type(await screen.findByLabelText('New 24-hour loss limit'), '25');
    await user.type(screen.getByLabelText('New limit in minutes per 24 hours'), '2');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByText('Enter whole minutes from 5 to 1440')).toBeVisible();
    expect(api.find('PUT /wps/protection/limits')).toHaveLength(0);

    await user.type(screen.getByLabelText('New limit in minutes per 24 hours'), '0');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(
      await screen.findByText(
        'Saved. A higher limit, or removing one, applies only after 24 hours.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(JSON.parse(api.find('PUT /wps/protection/limits')[0]!.body!)).toEqual({
      loss: { day: '25', week: null, month: null },
      wager: { day: null, week: null, month: null },
      sessionMinutes: 20,
    });
  });

  it('is in Tagalog too', async () => {
    member();
    await chooseLanguage('TY');
    apiFetch(startupFixture(), { 'GET /wps/protection/limits': ok(limits()) });
    await renderAppAt('/m/playLimits');
    expect(
      await screen.findByRole('heading', { name: 'Mga limitasyon sa pagkatalo' }),
    ).toBeVisible();
  });
});

describe('session-time limit reached', () => {
  it('signs out and says why on a screen of its own', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/protection/limits': fail(403, 'protection.session_limit', { limitMinutes: 30 }),
    });
    await renderAppAt('/m/playLimits');
    expect(await screen.findByRole('heading', { name: 'Your play time is up' })).toBeVisible();
    expect(screen.getByText(/reached the session time limit you set/)).toBeVisible();
    await waitFor(() => expect(getSession()).toBeNull());
  });
});

describe('account closure (/m/responsibleGaming)', () => {
  it('says why it is refused while money remains, and signs out once closed', async () => {
    member();
    let closes = 0;
    apiFetch(startupFixture(), {
      'GET /wps/protection': ok({ current: null }),
      'POST /wps/protection/close': () =>
        ++closes === 1
          ? fail(409, 'protection.close_balance', { balance: '12.00' })
          : ok({ closedAt: '2026-11-24T10:00:00.000Z' }),
    });
    const user = userEvent.setup();
    await renderAppAt('/m/responsibleGaming');
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is still money on your account: withdraw it before closing the account.',
    );
    expect(getSession()).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(
      await screen.findByText('Your account is closed. You have been signed out.'),
    ).toBeVisible();
  });
});
