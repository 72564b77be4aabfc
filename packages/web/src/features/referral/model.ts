/** The link a friend opens: the register page with the code, on this site's address. */
export const referralLink = (origin: string, registerPath: string): string =>
  new URL(registerPath, origin).toString();

/** What the share sheet gets, or null where the browser has no Web Share. */
export const shareData = (
  canShare: boolean,
  link: string,
  title: string,
  text: string,
): ShareData | null => (canShare ? { title, text, url: link } : null);

export type CopyState = 'idle' | 'copied' | 'failed';

/** A share the user closed is not a failure; anything else is. */
export const shareFailed = (error: unknown): boolean =>
  !(error instanceof DOMException && error.name === 'AbortError');
