import { MEMBER_TYPE } from '@kalaro/contract/constants';

// Its own module: the app shell needs only this rule at start-up, not the whole
// auth model (which then stays in the login and register chunks).
const MEMBER_PAGES = [/^\/m\/mine\/?$/, /^\/m\/member(\/|$)/];

/** Member pages a trial (type 4) account may not open (account-side §4). */
export const isTrialRestricted = (pathname: string, memberType: number | undefined): boolean =>
  memberType === MEMBER_TYPE.TRIAL && MEMBER_PAGES.some((page) => page.test(pathname));
