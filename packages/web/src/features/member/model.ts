/** The name the header shows: the nickname, else the account name. */
export const displayName = (
  member: { nickname: string | null; account: string } | undefined,
  fallback: string,
): string => member?.nickname?.trim() || member?.account || fallback;
