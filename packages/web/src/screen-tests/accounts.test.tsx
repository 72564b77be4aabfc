import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import type { StartupSettings } from '@kalaro/contract/operator';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { getSession, setSession } from '@/shared/session/session';
import { apiFetch, fail, ok, testPublicKey } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

let publicKey = '';
beforeAll(async () => {
  publicKey = await testPublicKey();
});

const settingsWith = (flags: Record<string, boolean> = {}): StartupSettings => {
  const settings = startupFixture({
    security: { publicKey, scheme: 'RSA-OAEP-256+A256GCM' },
  });
  settings.info.whitelabel = flags;
  return settings;
};

const session = {
  token: 'never-stored',
  userName: 'demo',
  customerType: 0,
  firstTimeLogin: false,
  expiredPassword: false,
  merchantCode: 'KALARO',
};

describe('login', () => {
  it('logs in with an encrypted body, keeps no secret and goes home', async () => {
    const api = apiFetch(settingsWith(), {
      'POST /wps/auth/login': ok(session),
      'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
      'GET /wps/wallet/balance': ok({ sumBalance: '1000.00', currency: 'PHP' }),
    });
    const { router } = await renderAppAt('/m/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));

    const [login] = api.find('POST /wps/auth/login');
    expect(login?.headers['x-kalaro-encryption']).toBe('RSA-OAEP-256+A256GCM');
    // A browser tab, not the web app installed on an iOS home screen (OTHERS).
    expect(login?.headers['x-kalaro-device']).toBe('MOBILE');
    expect(login?.body).not.toContain('Demo1234');
    expect(Object.keys(JSON.parse(login?.body ?? '{}')).sort()).toEqual(['data', 'iv', 'key']);
    expect(getSession()).toEqual({
      merchantCode: 'KALARO',
      userName: 'demo',
      type: 0,
      firstTimeLogin: false,
    });
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('Demo1234');
    expect(stored).not.toContain('never-stored');
    expect(JSON.parse(localStorage.getItem('kalaro.rememberedLogin') ?? '{}')).toEqual({
      type: 'username',
      username: 'demo',
    });
  });

  it('sends a first login to change the password', async () => {
    apiFetch(settingsWith(), {
      'POST /wps/auth/login': ok({ ...session, firstTimeLogin: true }),
    });
    const { router } = await renderAppAt('/m/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Password'), 'Newbie1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
  });

  it('shows the captcha after a failure that asks for it; tapping the image refreshes it', async () => {
    let captchas = 0;
    const api = apiFetch(settingsWith({ CAPTCHA: true }), {
      'POST /wps/auth/login': fail(401, 'auth.invalid_credentials', { captcha: true }),
      'GET /wps/auth/captcha': () =>
        ok({
          captchaId: `c${++captchas}`,
          image: 'data:image/png;base64,AAAA',
          expiresInSeconds: 120,
        }),
    });
    await renderAppAt('/m/login');
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect username or password')).toHaveAttribute(
      'role',
      'alert',
    );
    const captcha = await screen.findByLabelText('Captcha');
    await waitFor(() => expect(api.find('GET /wps/auth/captcha')).toHaveLength(1));
    await user.type(captcha, '1234');
    await user.click(screen.getByRole('button', { name: /Captcha image/ }));
    await waitFor(() => expect(api.find('GET /wps/auth/captcha')).toHaveLength(2));
    expect(captcha).toHaveValue('');
  });

  it('validates required fields with linked error text and focuses the first', async () => {
    apiFetch(settingsWith(), {});
    await renderAppAt('/m/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(username).toHaveFocus();
  });

  it('shows the validation messages again in the new language', async () => {
    apiFetch(settingsWith(), {});
    await renderAppAt('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeVisible();
    await act(() => chooseLanguage('TY'));
    expect(await screen.findByText('Kinakailangan ang Pangalan ng user')).toBeVisible();
  });

  it('shows username/mobile tabs only with MOBILECODELOGIN', async () => {
    apiFetch(settingsWith({ MOBILECODELOGIN: true }), {});
    await renderAppAt('/m/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('has no tabs and no social buttons while the server offers no provider, and the navigation strip', async () => {
    const api = apiFetch(settingsWith({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true }), {
      'GET /wps/auth/social/providers': ok({ providers: [] }),
    });
    await renderAppAt('/m/login');
    await screen.findByLabelText('Username');
    await waitFor(() => expect(api.find('GET /wps/auth/social/providers')).toHaveLength(1));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook|Google/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign in with another account' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'More options' });
    for (const [name, href] of [
      ['Home', '/m/home'],
      ['Register now', '/m/register'],
      ['Forgot password', '/m/forget'],
      ['Customer service', '/m/service'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links to the offered providers only, as whole-page navigations, in EN and TY', async () => {
    apiFetch(settingsWith(), {
      'GET /wps/auth/social/providers': ok({ providers: ['google'] }),
    });
    await renderAppAt('/m/login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/wps/auth/social/google/start');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Sign in with another account' });
    expect(within(region).getByRole('link', { name: 'user agreement' })).toHaveAttribute(
      'href',
      '/m/useragreement',
    );
    await act(() => chooseLanguage('TY'));
    expect(
      await screen.findByRole('link', { name: 'Magpatuloy gamit ang Google' }),
    ).toHaveAttribute('href', '/wps/auth/social/google/start');
  });

  it('shows why a social login failed, once', async () => {
    apiFetch(settingsWith(), {
      'GET /wps/auth/social/providers': ok({ providers: ['google', 'facebook'] }),
    });
    const { router } = await renderAppAt('/m/login?socialError=auth.social_invalid');
    const message = await screen.findByText(
      'The sign-in could not be completed. Please try again.',
    );
    expect(message).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(message).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      '/wps/auth/social/facebook/start',
    );
  });

  it('offers the providers on the register screen too', async () => {
    apiFetch(settingsWith(), {
      'GET /wps/auth/social/providers': ok({ providers: ['facebook'] }),
    });
    await renderAppAt('/m/register');
    expect(await screen.findByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      '/wps/auth/social/facebook/start',
    );
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('starts a trial and goes home', async () => {
    apiFetch(settingsWith(), {
      'POST /wps/auth/trial': ok({ ...session, userName: 'trial01', customerType: 4 }),
    });
    const { router } = await renderAppAt('/m/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Play for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(getSession()?.type).toBe(4);
  });
});

describe('session loss and trial restrictions', () => {
  it('clears the local session on a 401 session_expired answer', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });
    apiFetch(settingsWith(), {
      'GET /wps/member/info': fail(401, 'auth.session_expired'),
      'GET /wps/wallet/balance': fail(401, 'auth.session_expired'),
    });
    await renderAppAt('/m/home');
    await waitFor(() => expect(getSession()).toBeNull());
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Log in' })).toBeVisible();
  });

  it('keeps a trial account out of member pages', async () => {
    setSession({
      merchantCode: 'KALARO_TRIAL',
      userName: 'trial01',
      type: 4,
      firstTimeLogin: false,
    });
    apiFetch(settingsWith(), {
      'GET /wps/member/info': ok({}),
      'GET /wps/wallet/balance': ok({ sumBalance: '0.00', currency: 'PHP' }),
    });
    const { router } = await renderAppAt('/m/mine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
  });
});

describe('home header', () => {
  it('shows the nickname and the balance; hides, shows and refreshes it', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });
    let balance = '1000.00';
    const api = apiFetch(settingsWith(), {
      'GET /wps/member/info': ok({ nickname: 'Lucky', account: 'demo' }),
      'GET /wps/wallet/balance': () => ok({ sumBalance: balance, currency: 'PHP' }),
    });
    await renderAppAt('/m/home');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Lucky')).toBeVisible();
    const amount = within(header).getByTestId('header-balance');
    await waitFor(() => expect(amount).toHaveTextContent('1,000.00'));
    const user = userEvent.setup();
    await user.click(within(header).getByRole('button', { name: 'Hide balance' }));
    expect(amount).toHaveTextContent('****');
    expect(amount).not.toHaveTextContent('1,000.00');
    await user.click(within(header).getByRole('button', { name: 'Show balance' }));
    balance = '1234.50';
    await user.click(within(header).getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(amount).toHaveTextContent('1,234.50'));
    expect(api.find('GET /wps/wallet/balance')).toHaveLength(2);
  });

  it('lists member entries in the menu only for members and signs out', async () => {
    setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, hostname: 'localhost' });
    const api = apiFetch(settingsWith(), {
      'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
      'GET /wps/wallet/balance': ok({ sumBalance: '5.00', currency: 'PHP' }),
      'DELETE /wps/auth/session': () => {
        // The app already shows a visitor: nothing asks for member data meanwhile.
        sessionAtLogout = getSession();
        return ok({ done: true });
      },
    });
    let sessionAtLogout: unknown = 'not called';
    await renderAppAt('/m/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Hide balance' })).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to sign out?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/m/home'));
    expect(api.find('DELETE /wps/auth/session')).toHaveLength(1);
    expect(sessionAtLogout).toBeNull();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.AUTO_LOGIN)).toBe('0');
  });

  it('has no member entries for a guest', async () => {
    apiFetch(settingsWith(), {});
    await renderAppAt('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Hide balance' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Refresh balance' })).toBeVisible();
  });
});
