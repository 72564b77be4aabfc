import type { QueryClient } from '@tanstack/react-query';
import type { SessionValue } from '@kalaro/contract/account';
import { clearSession, setSession } from '@/shared/session/session';
import { sessionInfoFrom } from '@/features/auth/model';

/** Query keys of data that belongs to the signed-in member (member info, wallet). */
export const MEMBER_QUERY_ROOTS = ['member', 'wallet'] as const;

const forgetMemberData = (client: QueryClient) => {
  for (const root of MEMBER_QUERY_ROOTS) client.removeQueries({ queryKey: [root] });
};

/** A login-like answer: keep the non-secret session info, drop any other member's data. */
export const startSession = (client: QueryClient, value: SessionValue): void => {
  forgetMemberData(client);
  setSession(sessionInfoFrom(value));
};

/** Local sign-out: session info and cached member data are gone. */
export const endSession = (client: QueryClient): void => {
  clearSession();
  forgetMemberData(client);
};
