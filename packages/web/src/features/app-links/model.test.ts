import { describe, expect, it } from 'vitest';
import type { DownloadResource, ServiceChannel } from '@kalaro/contract/operator';
import {
  describeDevice,
  downloadBarState,
  downloadLinks,
  homeScreenTips,
  isReferralRunning,
  isSafeLink,
  meetsIosAppMinimum,
  needsLegacyTip,
  popupLinks,
  referralAction,
  serviceLinks,
} from '@/features/app-links/model';
import type { Device } from '@/features/app-links/model';

/** Real user agents. */
const UA = {
  iphone11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  iphone12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphone12_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36',
  iosInAppFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/430.0.0.27.111;FBBV/510404433]',
  iosWkWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

const ALL_RESOURCES: DownloadResource[] = [
  {
    resourceType: 'IOS',
    url: 'itms-services://?action=download-manifest&url=https://d.example/app.plist',
  },
  { resourceType: 'Android', url: 'https://d.example/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://d.example/app.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: 'https://d.example/icon.png' },
];
const LINKS = downloadLinks(ALL_RESOURCES);

const browser = { displayModeStandalone: false };
const device = (ua: string, maxTouchPoints = 0, installed = browser): Device =>
  describeDevice({ userAgent: ua, maxTouchPoints, installed });

type Row = [
  name: string,
  ua: string,
  touchPoints: number,
  expected: {
    ios: boolean;
    android: boolean;
    webView: boolean;
    version: string | null;
    legacyTip: boolean;
    meetsMinimum: boolean | null;
    /** Links the popup shows, in order android / ios / profile. */
    popup: string;
    bar: string;
    tips: string | null;
  },
];

// prettier-ignore
const TABLE: Row[] = [
  ['iPhone iOS 11 Safari', UA.iphone11, 5,
    { ios: true, android: false, webView: false, version: '11.4', legacyTip: true, meetsMinimum: false, popup: 'ios profile', bar: 'visible', tips: 'ios' }],
  ['iPhone iOS 12.1 Safari', UA.iphone12_1, 5,
    { ios: true, android: false, webView: false, version: '12.1', legacyTip: true, meetsMinimum: false, popup: 'ios profile', bar: 'visible', tips: 'ios' }],
  ['iPhone iOS 12.4 Safari', UA.iphone12_4, 5,
    { ios: true, android: false, webView: false, version: '12.4', legacyTip: false, meetsMinimum: true, popup: 'ios profile', bar: 'visible', tips: 'ios' }],
  ['iPhone iOS 17 Safari', UA.iphone17, 5,
    { ios: true, android: false, webView: false, version: '17.1', legacyTip: false, meetsMinimum: true, popup: 'ios profile', bar: 'visible', tips: 'ios' }],
  ['iPad with a desktop user agent', UA.ipadDesktop, 5,
    { ios: true, android: false, webView: false, version: '17.1', legacyTip: false, meetsMinimum: true, popup: 'ios profile', bar: 'visible', tips: 'ios' }],
  ['Android Chrome', UA.androidChrome, 5,
    { ios: false, android: true, webView: false, version: null, legacyTip: false, meetsMinimum: null, popup: 'android', bar: 'visible', tips: 'android' }],
  ['Android WebView', UA.androidWebView, 5,
    { ios: false, android: true, webView: true, version: null, legacyTip: false, meetsMinimum: null, popup: 'android', bar: 'webview', tips: null }],
  ['iOS in-app browser (Facebook)', UA.iosInAppFacebook, 5,
    { ios: true, android: false, webView: true, version: '16.6', legacyTip: false, meetsMinimum: true, popup: 'ios profile', bar: 'webview', tips: null }],
  ['iOS app webview (no Safari token)', UA.iosWkWebView, 5,
    { ios: true, android: false, webView: true, version: '17.0', legacyTip: false, meetsMinimum: true, popup: 'ios profile', bar: 'webview', tips: null }],
  ['desktop Chrome', UA.desktopChrome, 0,
    { ios: false, android: false, webView: false, version: null, legacyTip: false, meetsMinimum: null, popup: 'android', bar: 'visible', tips: null }],
  ['a Mac (desktop Safari without touch)', UA.ipadDesktop, 0,
    { ios: false, android: false, webView: false, version: null, legacyTip: false, meetsMinimum: null, popup: 'android', bar: 'visible', tips: null }],
];

const shown = (links: ReturnType<typeof popupLinks>) =>
  (['android', 'ios', 'profile'] as const).filter((kind) => links[kind] !== null).join(' ');

describe('device rules over real user agents', () => {
  it.each(TABLE)('%s', (_name, ua, touchPoints, expected) => {
    const d = device(ua, touchPoints);
    expect({ ios: d.ios, android: d.android, webView: d.webView }).toEqual({
      ios: expected.ios,
      android: expected.android,
      webView: expected.webView,
    });
    expect(d.iosVersion && `${d.iosVersion.major}.${d.iosVersion.minor}`).toBe(expected.version);
    expect(needsLegacyTip(d.iosVersion)).toBe(expected.legacyTip);
    expect(meetsIosAppMinimum(d.iosVersion)).toBe(expected.meetsMinimum);
    expect(shown(popupLinks(LINKS, d, null))).toBe(expected.popup);
    expect(downloadBarState({ links: LINKS, device: d, hideFlag: null, webclip: null })).toBe(
      expected.bar,
    );
    expect(homeScreenTips(d, null)).toBe(expected.tips);
  });

  it('every agent is forced hidden in the installed web app', () => {
    for (const [, ua, touchPoints] of TABLE) {
      for (const installed of [
        { displayModeStandalone: true },
        { displayModeStandalone: false, navigatorStandalone: true },
      ]) {
        const d = device(ua, touchPoints, installed);
        expect(d.installed).toBe(true);
        expect(downloadBarState({ links: LINKS, device: d, hideFlag: null, webclip: null })).toBe(
          'installed',
        );
        expect(homeScreenTips(d, null)).toBeNull();
      }
    }
  });
});

describe('download popup links', () => {
  const iphone = device(UA.iphone17, 5);
  const android = device(UA.androidChrome, 5);

  it('shows the profile link on iOS only while the WEBCLIP flag is not 1', () => {
    expect(popupLinks(LINKS, iphone, null).profile).toBe('https://d.example/app.mobileconfig');
    expect(popupLinks(LINKS, iphone, '0').profile).toBe('https://d.example/app.mobileconfig');
    expect(popupLinks(LINKS, iphone, '1').profile).toBeNull();
    expect(popupLinks(LINKS, android, null).profile).toBeNull();
  });

  it('shows the iOS app link only when one exists and the device is iOS', () => {
    expect(popupLinks(LINKS, iphone, null).ios).toMatch(/^itms-services:/);
    expect(popupLinks(LINKS, android, null).ios).toBeNull();
    const withoutIos = downloadLinks(ALL_RESOURCES.filter((r) => r.resourceType !== 'IOS'));
    expect(popupLinks(withoutIos, iphone, null).ios).toBeNull();
  });

  it('hides the Android link on iOS', () => {
    expect(popupLinks(LINKS, iphone, null).android).toBeNull();
    expect(popupLinks(LINKS, android, null).android).toBe('https://d.example/app.apk');
  });
});

describe('download bar', () => {
  const iphone = device(UA.iphone17, 5);
  const android = device(UA.androidChrome, 5);

  it('stays closed once closed (hideDownloadBar)', () => {
    for (const hideFlag of ['1', 'true']) {
      expect(downloadBarState({ links: LINKS, device: android, hideFlag, webclip: null })).toBe(
        'closed',
      );
    }
  });

  it('is hidden when no link suits the device', () => {
    const none = downloadLinks([]);
    expect(downloadBarState({ links: none, device: android, hideFlag: null, webclip: null })).toBe(
      'no-link',
    );
    // Only an Android link: nothing for an iPhone.
    const androidOnly = downloadLinks([
      { resourceType: 'Android', url: 'https://d.example/a.apk' },
    ]);
    expect(
      downloadBarState({ links: androidOnly, device: iphone, hideFlag: null, webclip: null }),
    ).toBe('no-link');
    // Only a profile, already installed (WEBCLIP=1): nothing left for the iPhone.
    const profileOnly = downloadLinks([
      { resourceType: 'MOBILECONFIG', url: 'https://d.example/p.mobileconfig' },
    ]);
    expect(
      downloadBarState({ links: profileOnly, device: iphone, hideFlag: null, webclip: '1' }),
    ).toBe('no-link');
    expect(
      downloadBarState({ links: profileOnly, device: iphone, hideFlag: null, webclip: null }),
    ).toBe('visible');
  });
});

describe('links from the settings', () => {
  it('refuses links that could run code, keeps web, app-store and chat-app links', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '',
      'foo',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
    for (const good of [
      'https://d.example/a.apk',
      'http://d.example/a.apk',
      'itms-services://?action=download-manifest&url=https://x',
      'tg://resolve?domain=kalaro',
      '/downloads/app.apk',
    ]) {
      expect(isSafeLink(good), good).toBe(true);
    }
    const links = downloadLinks([
      { resourceType: 'Android', url: 'javascript:alert(1)' },
      { resourceType: 'Android', url: 'https://d.example/second.apk' },
    ]);
    expect(links.android).toBe('https://d.example/second.apk');
  });

  it('reads each customer-service channel, null when not configured', () => {
    const channels: ServiceChannel[] = [
      { type: 'TELEGRAM', url: 'https://t.me/kalaro' },
      { type: 'LIVECHAT', url: 'https://chat.example/' },
    ];
    expect(serviceLinks(channels)).toEqual({
      liveChat: 'https://chat.example/',
      telegram: 'https://t.me/kalaro',
      facebook: null,
      messagingApp: null,
    });
    expect(serviceLinks([])).toEqual({
      liveChat: null,
      telegram: null,
      facebook: null,
      messagingApp: null,
    });
  });
});

describe('referral', () => {
  it('runs when a REFERRAL promotion is among the running ones', () => {
    expect(isReferralRunning([{ promotionType: 'MISSION' }, { promotionType: 'REFERRAL' }])).toBe(
      true,
    );
    expect(isReferralRunning([{ promotionType: 'MISSION' }, { promotionType: null }])).toBe(false);
    expect(isReferralRunning([])).toBe(false);
  });

  it('goes to invite friends (members) or login (visitors), else shows contact_service for 2 s', () => {
    expect(referralAction(true, true)).toEqual({ kind: 'navigate', to: '/m/inviteFriends' });
    expect(referralAction(true, false)).toEqual({ kind: 'navigate', to: '/m/login' });
    expect(referralAction(false, true)).toEqual({
      kind: 'message',
      key: 'contact_service',
      duration: 2000,
    });
    expect(referralAction(false, false).kind).toBe('message');
  });
});

describe('add-to-home-screen tips', () => {
  it('are gone once closed', () => {
    expect(homeScreenTips(device(UA.iphone17, 5), '1')).toBeNull();
    expect(homeScreenTips(device(UA.androidChrome, 5), '1')).toBeNull();
  });

  it('legacy tip boundaries: 11.x and 12.0–12.1 only', () => {
    const v = (major: number, minor: number) => ({ major, minor, patch: 0 });
    expect(needsLegacyTip(v(10, 3))).toBe(true);
    expect(needsLegacyTip(v(12, 0))).toBe(true);
    expect(needsLegacyTip(v(12, 2))).toBe(false);
    expect(needsLegacyTip(v(13, 0))).toBe(false);
    expect(needsLegacyTip(null)).toBe(false);
    expect(meetsIosAppMinimum(v(12, 3))).toBe(false);
    expect(meetsIosAppMinimum(v(12, 4))).toBe(true);
    expect(meetsIosAppMinimum(v(13, 0))).toBe(true);
  });
});
