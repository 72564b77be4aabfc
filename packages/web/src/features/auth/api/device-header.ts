import { DEVICE_HEADER, type LoginDevice } from '@kalaro/contract/device';
import {
  isInstalledWebApp,
  isIOS,
  readDeviceInput,
  type DeviceInput,
} from '@/shared/device/device';

/**
 * The device a session starts on: `OTHERS` from the web app
 * installed on an iOS home screen, `MOBILE` from a browser. The server keeps it
 * with the session.
 */
export const loginDevice = (input: DeviceInput = readDeviceInput()): LoginDevice =>
  isIOS(input.userAgent, input.maxTouchPoints) && isInstalledWebApp(input.installed)
    ? 'OTHERS'
    : 'MOBILE';

/** The header of the calls that start a session: login, registration, trial, reset by phone. */
export const deviceHeader = (): Record<string, string> => ({ [DEVICE_HEADER]: loginDevice() });
