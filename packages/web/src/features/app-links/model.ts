import { DURATION, PROMO_KEY, RESOURCE_TYPE, SERVICE_CHANNEL } from '@kalaro/contract/constants';
import type { DownloadResource, ServiceChannel } from '@kalaro/contract/operator';
import {
  iosVersion,
  isAndroid,
  isAppWebView,
  isInstalledWebApp,
  isIOS,
} from '@/shared/device/device';
import type { DeviceInput, Version } from '@/shared/device/device';

/**
 * Pure rules of the app links (the download bar and popup, the side-service bar,
 * the add-to-home-screen footer): which download links, tips and service channels a device is offered.
 */

// --- device -------------------------------------------------------------------------

export interface Device {
  ios: boolean;
  android: boolean;
  /** The iOS version; null when not iOS or unknown. */
  iosVersion: Version | null;
  /** Inside an app webview or in-app browser. */
  webView: boolean;
  /** Running as the installed web app (home-screen shortcut / PWA). */
  installed: boolean;
}

export const describeDevice = ({ userAgent, maxTouchPoints, installed }: DeviceInput): Device => {
  const ios = isIOS(userAgent, maxTouchPoints);
  return {
    ios,
    android: !ios && isAndroid(userAgent),
    iosVersion: ios ? iosVersion(userAgent, maxTouchPoints) : null,
    webView: isAppWebView(userAgent),
    installed: isInstalledWebApp(installed),
  };
};

// --- links --------------------------------------------------------------------------

/** Schemes a configured link may use: web pages, iOS app installs and chat apps. */
const SAFE_SCHEMES: readonly string[] = [
  'http',
  'https',
  'itms-services',
  'itms-apps',
  'tg',
  'whatsapp',
  'viber',
  'line',
  'fb-messenger',
  'mailto',
  'tel',
];

/**
 * True for a link a tap may open: an absolute address with a known scheme or a
 * path on this site. `javascript:`, `data:` and the like are refused, so a bad
 * operator setting can never run code.
 */
export const isSafeLink = (url: string): boolean => {
  const value = url.trim();
  if (value === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme !== undefined) return SAFE_SCHEMES.includes(scheme.toLowerCase());
  return value.startsWith('/');
};

export interface DownloadLinks {
  android: string | null;
  ios: string | null;
  /** The iOS configuration profile (web clip). */
  profile: string | null;
  /** The app's icon shown in the bar. */
  appIcon: string | null;
}

const firstLink = (resources: readonly DownloadResource[], type: string): string | null =>
  resources.find((r) => r.resourceType === type && isSafeLink(r.url))?.url.trim() ?? null;

/** The configured download links by kind (first usable one of each). */
export const downloadLinks = (resources: readonly DownloadResource[]): DownloadLinks => ({
  android: firstLink(resources, RESOURCE_TYPE.ANDROID),
  ios: firstLink(resources, RESOURCE_TYPE.IOS),
  profile: firstLink(resources, RESOURCE_TYPE.MOBILECONFIG),
  appIcon: firstLink(resources, RESOURCE_TYPE.APP_ICON),
});

export interface PopupLinks {
  android: string | null;
  ios: string | null;
  profile: string | null;
}

/**
 * The download popup's links: the Android link is hidden on iOS;
 * the iOS app link shows only on iOS; the profile link only on iOS when the WEBCLIP
 * flag is not '1' (the profile is not installed already).
 */
export const popupLinks = (
  links: DownloadLinks,
  device: Pick<Device, 'ios'>,
  webclip: string | null,
): PopupLinks => ({
  android: device.ios ? null : links.android,
  ios: device.ios ? links.ios : null,
  profile: device.ios && webclip !== '1' ? links.profile : null,
});

export const hasAnyLink = (links: PopupLinks): boolean =>
  links.android !== null || links.ios !== null || links.profile !== null;

/** The stored hideDownloadBar value written when the bar is closed. */
export const HIDE_FLAG_VALUE = '1';
const isHiddenFlag = (value: string | null): boolean => value === '1' || value === 'true';

export type DownloadBarState = 'visible' | 'closed' | 'installed' | 'webview' | 'no-link';

/**
 * Whether the download bar shows, and why not: closed before
 * (hideDownloadBar), forced hidden in the installed web app, inside an app
 * webview, and when no link suits this device.
 */
export const downloadBarState = (input: {
  links: DownloadLinks;
  device: Device;
  hideFlag: string | null;
  webclip: string | null;
}): DownloadBarState => {
  if (input.device.installed) return 'installed';
  if (input.device.webView) return 'webview';
  if (!hasAnyLink(popupLinks(input.links, input.device, input.webclip))) return 'no-link';
  if (isHiddenFlag(input.hideFlag)) return 'closed';
  return 'visible';
};

// --- iOS versions -------------------------------------------------------------------

/** The app needs iOS 12.4 or later. */
export const IOS_APP_MINIMUM = { major: 12, minor: 4 } as const;

/** True / false when the version is known, null when not. */
export const meetsIosAppMinimum = (version: Version | null): boolean | null =>
  version === null
    ? null
    : version.major > IOS_APP_MINIMUM.major ||
      (version.major === IOS_APP_MINIMUM.major && version.minor >= IOS_APP_MINIMUM.minor);

/** Older iOS (11 or lower, or 12.0 to 12.1) gets the extra legacy tip. */
export const needsLegacyTip = (version: Version | null): boolean =>
  version !== null && (version.major <= 11 || (version.major === 12 && version.minor <= 1));

// --- add-to-home-screen tips --------------------------------------------------------

/** Local flag set when the tips panel is closed. */
export const HOME_SCREEN_TIPS_KEY = 'hideHomeScreenTips';

export type TipsKind = 'ios' | 'android';

/**
 * Which add-to-home-screen tips a device gets: iOS (Safari's share sheet) or
 * Android (the browser menu, or the install offer); none when already installed,
 * inside an app webview, on a desktop, or after the panel was closed.
 */
export const homeScreenTips = (device: Device, closedFlag: string | null): TipsKind | null => {
  if (device.installed || device.webView || isHiddenFlag(closedFlag)) return null;
  if (device.ios) return 'ios';
  if (device.android) return 'android';
  return null;
};

// --- customer service and referral ------------------------------------------------

export interface ServiceLinks {
  liveChat: string | null;
  telegram: string | null;
  facebook: string | null;
  messagingApp: string | null;
}

const firstChannel = (channels: readonly ServiceChannel[], type: string): string | null =>
  channels.find((c) => c.type === type && isSafeLink(c.url))?.url.trim() ?? null;

/** The configured customer-service channels by kind; null when not configured. */
export const serviceLinks = (channels: readonly ServiceChannel[]): ServiceLinks => ({
  liveChat: firstChannel(channels, SERVICE_CHANNEL.LIVE_CHAT),
  telegram: firstChannel(channels, SERVICE_CHANNEL.TELEGRAM),
  facebook: firstChannel(channels, SERVICE_CHANNEL.FACEBOOK),
  messagingApp: firstChannel(channels, SERVICE_CHANNEL.MESSAGING_APP),
});

/** True when a running promotion is the referral one (announcements' promotions). */
export const isReferralRunning = (
  promotions: readonly { promotionType: string | null }[],
): boolean => promotions.some((p) => p.promotionType === PROMO_KEY.REFERRAL);

export const INVITE_FRIENDS_PATH = '/m/inviteFriends';
export const LOGIN_PATH = '/m/login';

export type ReferralAction =
  { kind: 'navigate'; to: string } | { kind: 'message'; key: 'contact_service'; duration: number };

/**
 * The referral button: without the REFERRAL promotion the
 * 'contact_service' message shows for 2 s; with it, members go to invite friends
 * and visitors log in first.
 */
export const referralAction = (referralActive: boolean, loggedIn: boolean): ReferralAction => {
  if (!referralActive)
    return { kind: 'message', key: 'contact_service', duration: DURATION.CONTACT_SERVICE };
  return { kind: 'navigate', to: loggedIn ? INVITE_FRIENDS_PATH : LOGIN_PATH };
};
