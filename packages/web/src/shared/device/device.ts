/**
 * Device rules (pure): every function takes what it reads, so tests can feed
 * user-agent tables; the defaults read the current browser.
 */

export interface Version {
  major: number;
  minor: number;
  patch: number;
}

const currentUa = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** iPadOS 13+ reports a desktop Safari UA; touch points tell it apart. */
const isIPadOSDesktopUa = (ua: string, maxTouchPoints: number): boolean =>
  /Macintosh/.test(ua) && maxTouchPoints > 1;

export const isIOS = (ua: string = currentUa(), maxTouchPoints = 0): boolean =>
  /iPhone|iPad|iPod/i.test(ua) || isIPadOSDesktopUa(ua, maxTouchPoints);

export const isAndroid = (ua: string = currentUa()): boolean => /Android/i.test(ua);

/**
 * iOS version from a user agent: "CPU iPhone OS 16_4_1 like Mac OS X" → 16.4.1.
 * An iPad reporting a desktop UA (told apart by its touch points) gives Safari's
 * "Version/17.1", which follows the system version. Null when the agent is not
 * iOS or carries no version.
 */
export const iosVersion = (ua: string = currentUa(), maxTouchPoints = 0): Version | null => {
  if (isIPadOSDesktopUa(ua, maxTouchPoints)) {
    const safari = /Version\/(\d+)\.(\d+)(?:\.(\d+))?/.exec(ua);
    return safari
      ? {
          major: Number(safari[1]),
          minor: Number(safari[2]),
          patch: safari[3] === undefined ? 0 : Number(safari[3]),
        }
      : null;
  }
  if (!/iPhone|iPad|iPod/i.test(ua)) return null;
  const match = /(?:CPU (?:iPhone )?OS|iPhone OS) (\d+)[_.](\d+)(?:[_.](\d+))?/i.exec(ua);
  if (!match) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: match[3] === undefined ? 0 : Number(match[3]),
  };
};

/** Markers of in-app browsers and app webviews. */
const WEBVIEW_MARKERS: readonly RegExp[] = [
  /; wv\)/, // Android System WebView
  /Android.*Version\/[\d.]+ Chrome\//, // Android WebView before the "; wv" token (KitKat to Lollipop)
  /FBAN|FBAV|FB_IAB/, // Facebook
  /Instagram/,
  /Line\//,
  /MicroMessenger/, // WeChat
  /WhatsApp/,
  /Telegram/,
  /Twitter/,
  /Snapchat/,
  /TikTok|musical_ly|BytedanceWebview/,
  /GSA\//, // Google app
  /Messenger/,
  /KAKAOTALK/i,
  /Zalo/i,
];

/** True inside an app webview or in-app browser (also iOS WKWebView without "Safari"). */
export const isAppWebView = (ua: string = currentUa()): boolean => {
  if (WEBVIEW_MARKERS.some((marker) => marker.test(ua))) return true;
  // iOS webviews carry the AppleWebKit token without the Safari (or other browser) token.
  return (
    /iPhone|iPad|iPod/.test(ua) &&
    /AppleWebKit/.test(ua) &&
    !/Safari\//.test(ua) &&
    !/CriOS|FxiOS|EdgiOS/.test(ua)
  );
};

export interface InstalledProbe {
  /** Result of matchMedia('(display-mode: standalone)').matches */
  displayModeStandalone: boolean;
  /** iOS Safari's navigator.standalone */
  navigatorStandalone?: boolean;
}

/** The current browser's installed-app probe. */
export const probeInstalled = (): InstalledProbe => ({
  displayModeStandalone:
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches,
  navigatorStandalone:
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { standalone?: boolean }).standalone === true,
});

/** True when running as an installed web app (home-screen shortcut / PWA). */
export const isInstalledWebApp = (input: InstalledProbe = probeInstalled()): boolean =>
  input.displayModeStandalone || input.navigatorStandalone === true;

/** Touch points of the current device (0 where unknown): tells iPadOS from a Mac. */
export const currentMaxTouchPoints = (): number =>
  typeof navigator === 'undefined' ? 0 : (navigator.maxTouchPoints ?? 0);

/** What the device rules read, from the current browser. */
export interface DeviceInput {
  userAgent: string;
  maxTouchPoints: number;
  installed: InstalledProbe;
}

export const readDeviceInput = (): DeviceInput => ({
  userAgent: currentUa(),
  maxTouchPoints: currentMaxTouchPoints(),
  installed: probeInstalled(),
});
