import { describe, expect, it } from 'vitest';
import {
  iosVersion,
  isAndroid,
  isAppWebView,
  isInstalledWebApp,
  isIOS,
} from '@/shared/device/device';

const UA = {
  iphoneSafari16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  iphoneSafari12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 11_0_3 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Mobile/15A432 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  iphoneWkWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/430.0.0.27.111;FBBV/510404433]',
  ipadOsDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36',
  androidInstagram:
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 Instagram 307.0.0.34.111 Android',
  androidLine:
    'Mozilla/5.0 (Linux; Android 11; Redmi Note 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/117.0 Mobile Safari/537.36 Line/13.19.1',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.16(0x18001033) NetType/WIFI Language/zh_CN',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  androidOldWebView:
    'Mozilla/5.0 (Linux; Android 5.1.1; Nexus 5 Build/LMY48B) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/43.0.2357.65 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
};

describe('iosVersion', () => {
  it.each([
    [UA.iphoneSafari16, { major: 16, minor: 4, patch: 1 }],
    [UA.iphoneSafari12, { major: 12, minor: 1, patch: 0 }],
    [UA.ipadOld, { major: 11, minor: 0, patch: 3 }],
    [UA.iphoneChrome, { major: 17, minor: 2, patch: 0 }],
    [UA.wechat, { major: 15, minor: 0, patch: 0 }],
  ])('reads the iOS version of %s', (ua, version) => {
    expect(iosVersion(ua)).toEqual(version);
  });

  it.each([UA.androidChrome, UA.desktopChrome, UA.ipadOsDesktop, ''])(
    'is null without an iOS version: %s',
    (ua) => {
      expect(iosVersion(ua)).toBeNull();
    },
  );

  it("reads Safari's version on an iPad reporting a desktop user agent", () => {
    expect(iosVersion(UA.ipadOsDesktop, 5)).toEqual({ major: 17, minor: 1, patch: 0 });
    // A Mac (no touch) is not iOS.
    expect(iosVersion(UA.ipadOsDesktop, 0)).toBeNull();
  });
});

describe('isIOS / isAndroid', () => {
  it.each([
    [UA.iphoneSafari16, true, false],
    [UA.ipadOld, true, false],
    [UA.iphoneChrome, true, false],
    [UA.androidChrome, false, true],
    [UA.androidWebView, false, true],
    [UA.desktopChrome, false, false],
  ])('%s → iOS %s, Android %s', (ua, ios, android) => {
    expect(isIOS(ua)).toBe(ios);
    expect(isAndroid(ua)).toBe(android);
  });

  it('recognises iPadOS reporting a desktop user agent by its touch points', () => {
    expect(isIOS(UA.ipadOsDesktop, 5)).toBe(true);
    expect(isIOS(UA.ipadOsDesktop, 0)).toBe(false);
  });
});

describe('isAppWebView', () => {
  it.each([
    [UA.iphoneSafari16, false],
    [UA.iphoneChrome, false],
    [UA.androidChrome, false],
    [UA.samsungInternet, false],
    [UA.desktopChrome, false],
    [UA.ipadOsDesktop, false],
    [UA.androidOldWebView, true],
    [UA.iphoneWkWebView, true],
    [UA.iphoneFacebook, true],
    [UA.androidWebView, true],
    [UA.androidInstagram, true],
    [UA.androidLine, true],
    [UA.wechat, true],
  ])('%s → %s', (ua, expected) => {
    expect(isAppWebView(ua)).toBe(expected);
  });
});

describe('isInstalledWebApp', () => {
  it('is true in standalone display mode or with navigator.standalone', () => {
    expect(isInstalledWebApp({ displayModeStandalone: true })).toBe(true);
    expect(isInstalledWebApp({ displayModeStandalone: false, navigatorStandalone: true })).toBe(
      true,
    );
    expect(isInstalledWebApp({ displayModeStandalone: false, navigatorStandalone: false })).toBe(
      false,
    );
    expect(isInstalledWebApp({ displayModeStandalone: false })).toBe(false);
  });
});
