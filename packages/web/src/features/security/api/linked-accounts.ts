import { useQuery } from '@tanstack/react-query';
import { socialLoginRoutes } from '@kalaro/contract/routes/social-login';
import type { SocialProvider } from '@kalaro/contract/social-login-rules';
import { call } from '@/shared/http/client';
import { securityKeys } from '@/features/security/api/keys';
import { useSecurityMutation } from '@/features/security/api/use-security-mutation';

/** GET /wps/member/social-logins: the linked sign-in accounts, the own password, what can be linked. */
export const getLinkedAccounts = (signal?: AbortSignal) =>
  call(socialLoginRoutes, 'linked', { signal });

export const useLinkedAccounts = () =>
  useQuery({
    queryKey: securityKeys.linkedAccounts,
    queryFn: ({ signal }) => getLinkedAccounts(signal),
    staleTime: 30_000,
  });

/** DELETE /wps/member/social-logins/:provider: answers the accounts left. */
export const unlinkAccount = (provider: SocialProvider) =>
  call(socialLoginRoutes, 'unlink', { params: { provider } });

export const useUnlinkAccount = () => useSecurityMutation(unlinkAccount);

/** The link start (a page navigation to the provider and back to the security centre). */
export const linkStartPath = (provider: SocialProvider): string =>
  socialLoginRoutes.linkStart.path.replace(':provider', encodeURIComponent(provider));
