import { describe, expect, it } from 'vitest';
import { loginDevice } from '@/features/auth/api/device-header';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const installed = { displayModeStandalone: false, navigatorStandalone: true };
const browser = { displayModeStandalone: false, navigatorStandalone: false };

describe('the device header of the calls that start a session', () => {
  it('is OTHERS only for the web app installed on an iOS home screen', () => {
    expect(loginDevice({ userAgent: IPHONE, maxTouchPoints: 5, installed: installed })).toBe(
      'OTHERS',
    );
    // iPadOS reports a desktop agent; its touch points tell it from a Mac.
    expect(
      loginDevice({
        userAgent: IPAD_DESKTOP,
        maxTouchPoints: 5,
        installed: { displayModeStandalone: true },
      }),
    ).toBe('OTHERS');
  });

  it('is MOBILE in a browser, and for an installed app on Android or a Mac', () => {
    expect(loginDevice({ userAgent: IPHONE, maxTouchPoints: 5, installed: browser })).toBe(
      'MOBILE',
    );
    expect(
      loginDevice({
        userAgent: ANDROID,
        maxTouchPoints: 5,
        installed: { displayModeStandalone: true },
      }),
    ).toBe('MOBILE');
    expect(
      loginDevice({
        userAgent: IPAD_DESKTOP,
        maxTouchPoints: 0,
        installed: { displayModeStandalone: true },
      }),
    ).toBe('MOBILE');
  });
});
