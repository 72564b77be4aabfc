import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadResource, ServiceChannel } from '@kalaro/contract/operator';
import { DownloadBar } from '@/features/app-links/components/download-bar';
import { HomeScreenTips } from '@/features/app-links/components/home-screen-tips';
import { SideServiceBar } from '@/features/app-links/components/side-service-bar';
import { resetInstallPrompt } from '@/shared/device/install-prompt';
import { renderWithProviders } from '@/shared/test/render';
import { Toaster } from '@/shared/ui/toast/toaster';
import { clearToasts } from '@/shared/ui/toast/toast-store';

const UA = {
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
  iphone12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

const RESOURCES: DownloadResource[] = [
  { resourceType: 'IOS', url: 'https://d.example/app.ipa' },
  { resourceType: 'Android', url: 'https://d.example/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://d.example/app.mobileconfig' },
];

const useAgent = (ua: string) => vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);

/** The installed web app: display-mode standalone matches. */
const standalone = () =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('standalone'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

const installEvent = () => {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  return { event, prompt };
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetInstallPrompt();
  clearToasts();
});

const renderBar = (resources: DownloadResource[] = RESOURCES) =>
  renderWithProviders(
    <>
      <DownloadBar resources={resources} operatorName="Kalaro" />
      <Toaster />
    </>,
  );

describe('download bar', () => {
  it('on Android: opens the popup with the Android link only, and closes back to the button', async () => {
    useAgent(UA.androidChrome);
    await renderBar();
    const bar = screen.getByRole('region', { name: 'App download' });
    expect(within(bar).getByText('Get the Kalaro app')).toBeVisible();
    const user = userEvent.setup();
    const download = within(bar).getByRole('button', { name: 'Download' });
    await user.click(download);
    const popup = await screen.findByRole('dialog', { name: 'Download Kalaro' });
    const links = within(popup).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Download Android app (opens in a new tab)');
    expect(links[0]).toHaveAttribute('href', 'https://d.example/app.apk');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(download).toHaveFocus();
  });

  it('on iOS: the iOS app (12.4 or later) and the profile; no profile once WEBCLIP is 1', async () => {
    useAgent(UA.iphone17);
    const first = await renderBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const popup = await screen.findByRole('dialog', { name: 'Download Kalaro' });
    expect(
      within(popup)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://d.example/app.ipa', 'https://d.example/app.mobileconfig']);
    expect(within(popup).getByText('iOS 12.4 or later is required.')).toBeVisible();
    expect(within(popup).queryByText(/Android/)).toBeNull();
    first.unmount();

    window.localStorage.setItem('WEBCLIP', '1');
    await renderBar();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const again = await screen.findByRole('dialog', { name: 'Download Kalaro' });
    expect(within(again).getAllByRole('link')).toHaveLength(1);
    expect(within(again).queryByText('Home-screen shortcut')).toBeNull();
  });

  it('closing hides it for good (hideDownloadBar)', async () => {
    useAgent(UA.androidChrome);
    const first = await renderBar();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(screen.queryByRole('region', { name: 'App download' })).toBeNull();
    expect(window.localStorage.getItem('hideDownloadBar')).toBe('1');
    first.unmount();
    await renderBar();
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });

  it('is forced hidden in an app webview, in the installed web app and without a suitable link', async () => {
    useAgent(UA.androidWebView);
    const webview = await renderBar();
    expect(screen.queryByTestId('download-bar')).toBeNull();
    webview.unmount();

    useAgent(UA.androidChrome);
    standalone();
    const installed = await renderBar();
    expect(screen.queryByTestId('download-bar')).toBeNull();
    installed.unmount();
    vi.unstubAllGlobals();

    // An iPhone with only an Android link: nothing suits it.
    useAgent(UA.iphone17);
    await renderBar([{ resourceType: 'Android', url: 'https://d.example/app.apk' }]);
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });

  it("offers the browser's install prompt on Android when it made one", async () => {
    useAgent(UA.androidChrome);
    const { event, prompt } = installEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    await renderBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const popup = await screen.findByRole('dialog', { name: 'Download Kalaro' });
    await user.click(within(popup).getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Kalaro is now on your home screen')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('add-to-home-screen tips', () => {
  const renderTips = (resources: DownloadResource[] = RESOURCES) =>
    renderWithProviders(<HomeScreenTips resources={resources} operatorName="Kalaro" />);

  it('toggles the tips; older iOS (12.1) gets the legacy tip, the 12.4 requirement and the profile', async () => {
    useAgent(UA.iphone12_1);
    await renderTips();
    const panel = screen.getByRole('complementary', { name: 'Add Kalaro to your home screen' });
    const toggle = within(panel).getByRole('button', { name: 'Show tips' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByText(/Tap the Share button/)).not.toBeVisible();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide tips');
    expect(within(panel).getByText(/Tap the Share button/)).toBeVisible();
    expect(within(panel).getByTestId('legacy-tip')).toBeVisible();
    expect(within(panel).getByText('iOS 12.4 or later is required.')).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Download the profile/ })).toHaveAttribute(
      'href',
      'https://d.example/app.mobileconfig',
    );
    await user.click(toggle);
    expect(within(panel).getByText(/Tap the Share button/)).not.toBeVisible();
  });

  it('recent iOS has no legacy tip; without a profile link there is no download button', async () => {
    useAgent(UA.iphone17);
    await renderTips(RESOURCES.filter((r) => r.resourceType !== 'MOBILECONFIG'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show tips' }));
    expect(screen.queryByTestId('legacy-tip')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('closes for good with its close icon', async () => {
    useAgent(UA.iphone17);
    const first = await renderTips();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Close the home-screen tips' }));
    expect(screen.queryByTestId('home-screen-tips')).toBeNull();
    first.unmount();
    await renderTips();
    expect(screen.queryByTestId('home-screen-tips')).toBeNull();
  });

  it('Android gets a real install button when the browser offers it; desktops get nothing', async () => {
    useAgent(UA.androidChrome);
    const { event, prompt } = installEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    const android = await renderTips();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show tips' }));
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // Installed: the tips are no longer needed.
    await waitFor(() => expect(screen.queryByTestId('home-screen-tips')).toBeNull());
    android.unmount();

    useAgent(UA.desktopChrome);
    await renderTips();
    expect(screen.queryByTestId('home-screen-tips')).toBeNull();
  });
});

describe('side-service bar', () => {
  const CHANNELS: ServiceChannel[] = [
    { type: 'TELEGRAM', url: 'https://t.me/kalaro' },
    { type: 'LIVECHAT', url: 'https://chat.example/' },
    { type: 'MESSAGINGAPP', url: 'https://wa.me/1' },
  ];

  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }

  const renderSide = (props: { referralActive: boolean; loggedIn: boolean }) =>
    renderWithProviders(
      <MemoryRouter initialEntries={['/m/home']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SideServiceBar customerService={CHANNELS} {...props} />
                <Where />
              </>
            }
          />
        </Routes>
        <Toaster />
      </MemoryRouter>,
    );

  it('shows the referral button and only the configured channels, opening in a new tab', async () => {
    await renderSide({ referralActive: true, loggedIn: true });
    const bar = screen.getByRole('complementary', { name: 'Quick services' });
    expect(within(bar).getByRole('button', { name: 'Invite friends' })).toBeVisible();
    const telegram = within(bar).getByRole('link', { name: 'Telegram (opens in a new tab)' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/kalaro');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(bar).getByRole('link', { name: /Live chat/ })).toHaveAttribute(
      'href',
      'https://chat.example/',
    );
    expect(within(bar).queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(within(bar).getAllByRole('link')).toHaveLength(2);
  });

  it('referral: members go to invite friends while REFERRAL runs', async () => {
    await renderSide({ referralActive: true, loggedIn: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invite friends' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/inviteFriends');
  });

  it('referral: visitors log in first', async () => {
    await renderSide({ referralActive: true, loggedIn: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invite friends' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/login');
  });

  it("referral: without the promotion, the 'contact_service' message shows for 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderSide({ referralActive: false, loggedIn: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Invite friends' }));
      const status = screen.getByRole('status', { name: 'Notifications' });
      expect(within(status).getByText('Please contact customer service')).toBeVisible();
      expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
      act(() => {
        vi.advanceTimersByTime(1900);
      });
      expect(within(status).queryByText('Please contact customer service')).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(within(status).queryByText('Please contact customer service')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
