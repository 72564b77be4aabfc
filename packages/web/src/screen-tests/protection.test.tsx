import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProtectionMeasure } from '@kalaro/contract/protection';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { getSession, setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

const measure = (over: Partial<ProtectionMeasure> = {}): ProtectionMeasure => ({
  id: 'a1b2',
  kind: 'timeOut',
  period: '24h',
  startsAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-25T10:00:00.000Z',
  createdBy: 'member',
  reason: null,
  ...over,
});

describe('responsible gaming (/m/responsibleGaming)', () => {
  it('is an entry of the member centre', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
    });
    await renderAppAt('/m/mine');
    expect(await screen.findByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
  });

  it('asks a visitor to log in and refuses a trial account', async () => {
    apiFetch(startupFixture(), {});
    await renderAppAt('/m/responsibleGaming');
    expect(await screen.findByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  });

  it('shows that nothing is in force, links the deposit limits and the help centre', async () => {
    member();
    apiFetch(startupFixture(), { 'GET /wps/protection': ok({ current: null }) });
    await renderAppAt('/m/responsibleGaming');
    expect(await screen.findByTestId('protection-current')).toHaveTextContent(
      'No time-out or self-exclusion is in force.',
    );
    expect(screen.getByRole('link', { name: 'Deposit limits' })).toHaveAttribute(
      'href',
      '/m/depositLimits',
    );
    expect(screen.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/m/help');
    for (const name of [
      '24 hours',
      '7 days',
      '6 weeks',
      '6 months',
      '1 year',
      '5 years',
      'Permanently',
    ])
      expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('shows the measure in force and its end, and offers only what lengthens it', async () => {
    member();
    const end = new Date(Date.now() + 7 * 86_400_000 + 3_600_000).toISOString();
    apiFetch(startupFixture(), {
      'GET /wps/protection': ok({ current: measure({ period: '7d', endsAt: end }) }),
    });
    await renderAppAt('/m/responsibleGaming');
    expect(await screen.findByTestId('protection-current')).toHaveTextContent(/^Time-out · Until /);
    expect(screen.getByText('While it runs you may only make it longer.')).toBeVisible();
    expect(
      screen.getByText(
        'Deposits, play and bonuses are closed until then. You can still withdraw your balance.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Withdraw my balance' })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    expect(screen.getByRole('button', { name: '24 hours' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '7 days' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '6 weeks' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Permanently' })).toBeEnabled();
  });

  it('confirms a time-out in a dialog that says it cannot be undone; cancel takes nothing', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/protection': ok({ current: null }),
      'POST /wps/protection': ok(measure()),
    });
    const { router } = await renderAppAt('/m/responsibleGaming');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '24 hours' }));
    let dialog = await screen.findByRole('dialog', { name: 'Time-out: 24 hours' });
    expect(dialog).toHaveTextContent(/This cannot be undone or shortened/);
    expect(dialog).toHaveTextContent(/It starts now and ends on /);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST /wps/protection')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '24 hours' }));
    dialog = await screen.findByRole('dialog', { name: 'Time-out: 24 hours' });
    await user.click(within(dialog).getByRole('button', { name: 'Start now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(JSON.parse(api.find('POST /wps/protection')[0]!.body!)).toEqual({ period: '24h' });
    // Every session has ended on the server: the app is signed out too.
    expect(getSession()).toBeNull();
    expect(
      await screen.findByText('Your break has started. You have been signed out.'),
    ).toBeVisible();
  });

  it('says a permanent self-exclusion never ends, and shows a refusal in the dialog', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/protection': ok({ current: null }),
      'POST /wps/protection': fail(409, 'protection.cannot_shorten'),
    });
    await renderAppAt('/m/responsibleGaming');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Permanently' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclusion: Permanently' });
    expect(dialog).toHaveTextContent('It starts now and never ends.');
    await user.click(within(dialog).getByRole('button', { name: 'Start now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A time-out or self-exclusion in force can only be made longer, never shorter or lifted.',
    );
    expect(getSession()).not.toBeNull();
  });

  it('shows the screen in TY', async () => {
    member();
    apiFetch(startupFixture(), { 'GET /wps/protection': ok({ current: null }) });
    await chooseLanguage('TY');
    await renderAppAt('/m/responsibleGaming');
    expect(await screen.findByRole('heading', { name: 'Mag-time-out' })).toBeVisible();
    expect(screen.getByRole('button', { name: '24 na oras' })).toBeVisible();
  });
});

describe('a member signed in while a measure runs', () => {
  it('is brought once to responsible gaming, where play is closed and withdrawing is open', async () => {
    member();
    sessionStorage.clear();
    apiFetch(startupFixture(), {
      'GET /wps/protection': ok({ current: measure({ kind: 'selfExclusion', period: '6m' }) }),
    });
    const { router } = await renderAppAt('/m/mine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/responsibleGaming'));
    expect(await screen.findByRole('link', { name: 'Withdraw my balance' })).toBeVisible();

    // Once per measure: the member may go on to the withdrawal (or anywhere) from here.
    await router.navigate('/m/mine');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('stays where it is when nothing runs', async () => {
    member();
    sessionStorage.clear();
    const api = apiFetch(startupFixture(), { 'GET /wps/protection': ok({ current: null }) });
    const { router } = await renderAppAt('/m/mine');
    await waitFor(() => expect(api.find('GET /wps/protection')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/m/mine');
  });
});

describe('a measure taken in another tab', () => {
  it('signs this tab out at once, and says why', async () => {
    member();
    apiFetch(startupFixture(), { 'GET /wps/protection': ok({ current: null }) });
    const { router } = await renderAppAt('/m/mine');
    await screen.findByRole('link', { name: 'Responsible gaming' });
    const otherTab = new BroadcastChannel('kalaro.protection');
    otherTab.postMessage('signedOut');
    otherTab.close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(getSession()).toBeNull();
    expect(
      await screen.findByText(
        'Your account is taking a break, started in another tab. You have been signed out.',
      ),
    ).toBeVisible();
  });
});
