import { MEMBER_TYPE } from './constants.ts';

// Its own module: the web app's shell needs only this rule at start-up, and the
// server's page answer needs it too.
const MEMBER_PAGES = [/^\/m\/mine\/?$/, /^\/m\/member(\/|$)/];

/**
 * Member pages a trial (type 4) account may not open: the app
 * sends it home with a notice, and the server gives such a page home's first paint.
 */
export const isTrialRestricted = (pathname: string, memberType: number | undefined): boolean =>
  memberType === MEMBER_TYPE.TRIAL && MEMBER_PAGES.some((page) => page.test(pathname));
