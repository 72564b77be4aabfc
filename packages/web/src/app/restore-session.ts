import type { QueryClient } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '@/features/member/api/get-member-info';
import { getSession, setSession } from '@/shared/session/session';
import { sessionInfoFromMember } from '@/features/auth/model';

/**
 * A tab that starts signed in elsewhere (a new tab, the installed app relaunched)
 * has the session cookie but not the session's details, which each tab keeps in
 * its own session storage: they come from the member's info, which stays in the
 * cache for the screens. An ended session answers 401: the client then forgets
 * the session and the server drops its cookies, so the tab goes on as a visitor.
 */
export async function restoreSession(client: QueryClient): Promise<void> {
  const info = await client.fetchQuery(memberInfoQueryOptions());
  // Signed in here meanwhile (a login in this tab wins).
  if (!getSession()) setSession(sessionInfoFromMember(info));
}
