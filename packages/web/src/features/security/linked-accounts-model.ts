import { errorCatalogue, isErrorCode } from '@kalaro/contract/errors';
import type { LinkedSocialAccountsValue } from '@kalaro/contract/social-login';
import {
  SOCIAL_ERROR_PARAM,
  SOCIAL_LINKED_PARAM,
  SOCIAL_PROVIDERS,
  isSocialProvider,
  type SocialProvider,
} from '@kalaro/contract/social-login-rules';

/** One provider of the linked-accounts list. */
export interface LinkRow {
  provider: SocialProvider;
  /** When it was linked (ISO 8601), or null when it is not. */
  linkedAt: string | null;
  /** Not linked and offered now: a Link button. */
  canLink: boolean;
  /** Linked, and another way to sign in remains (a password of their own, another link). */
  canUnlink: boolean;
}

/**
 * The providers to show, in the platform's order: those linked (even if no
 * longer offered, so they can be unlinked) and those that can be linked now.
 */
export function linkRows(value: LinkedSocialAccountsValue): LinkRow[] {
  const otherWay = (provider: SocialProvider) =>
    value.hasPassword || value.accounts.some((a) => a.provider !== provider);
  return SOCIAL_PROVIDERS.flatMap((provider) => {
    const linked = value.accounts.find((a) => a.provider === provider);
    const offered = value.offered.includes(provider);
    if (!linked && !offered) return [];
    return [
      {
        provider,
        linkedAt: linked?.linkedAt ?? null,
        canLink: !linked && offered,
        canUnlink: Boolean(linked) && otherWay(provider),
      },
    ];
  });
}

/**
 * What a link coming back from the provider says (`?linked=google` or
 * `?socialError=<errorCode>`): the provider linked, or the message key of the
 * refusal (an unknown code reads as an unknown error).
 */
export function linkOutcome(search: string) {
  const params = new URLSearchParams(search);
  const code = params.get(SOCIAL_ERROR_PARAM);
  if (code) {
    const errorKey = isErrorCode(code)
      ? errorCatalogue[code].messageKey
      : ('error_unknown' as const);
    return { errorKey };
  }
  const linked = params.get(SOCIAL_LINKED_PARAM);
  return linked && isSocialProvider(linked) ? { linked } : null;
}

/** The query without the link's outcome (shown once). */
export function withoutLinkOutcome(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SOCIAL_ERROR_PARAM);
  params.delete(SOCIAL_LINKED_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
