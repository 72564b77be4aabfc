import { DEVICE_HEADER, type LoginDevice } from '@kalaro/contract/constants';
import {
  currentMaxTouchPoints,
  isInstalledWebApp,
  isIOS,
  probeInstalled,
  type InstalledProbe,
} from '@/shared/device/device';

/**
 * The device a session starts on (account-side §7): `OTHERS` from the web app
 * installed on an iOS home screen, `MOBILE` from a browser. The server keeps it
 * with the session.
 */
export const loginDevice = (
  ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  maxTouchPoints: number = currentMaxTouchPoints(),
  installed: InstalledProbe = probeInstalled(),
): LoginDevice => (isIOS(ua, maxTouchPoints) && isInstalledWebApp(installed) ? 'OTHERS' : 'MOBILE');

/** The header of the calls that start a session: login, registration, trial, reset by phone. */
export const deviceHeader = (): Record<string, string> => ({ [DEVICE_HEADER]: loginDevice() });
