/**
 * The device header of the calls that start a session (login, registration, trial, reset by
 * phone): `OTHERS` from the web app installed on an iOS home screen, `MOBILE` from a browser.
 * The session keeps it, and the back office shows it with the member's sessions. (A file of its
 * own: the web app's entry, which holds the constants, carries none of it.)
 */
export const DEVICE_HEADER = 'x-kalaro-device';
export const LOGIN_DEVICES = ['MOBILE', 'OTHERS'] as const;
export type LoginDevice = (typeof LOGIN_DEVICES)[number];
