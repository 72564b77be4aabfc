// Its own module: the header needs only this at start-up, not the member model.
/** The name the header shows: the nickname, else the account name. */
export const displayName = (
  member: { nickname: string | null; account: string } | undefined,
  fallback: string,
): string => member?.nickname?.trim() || member?.account || fallback;
