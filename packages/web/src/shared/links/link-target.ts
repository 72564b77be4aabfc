/**
 * Where a link from operator content leads (banners, announcement HTML): an
 * absolute http(s) address opens outside the app in a new tab, an app path
 * navigates inside the app, mail and phone links are left to the browser, and
 * anything else (empty, `javascript:`, `data:`, relative words) goes nowhere.
 */
export type LinkTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string }
  | { kind: 'native'; href: string }
  | { kind: 'none' };

export function linkTarget(raw: string | null | undefined): LinkTarget {
  // As the URL parser does: tabs and newlines anywhere are dropped, and control
  // characters and spaces around the address are trimmed.
  const url = (raw ?? '')
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '') return { kind: 'none' };
  if (/^https?:\/\/[^/]/i.test(url) || /^\/\/[^/]/.test(url))
    return { kind: 'external', href: url };
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) {
    return { kind: 'internal', to: url };
  }
  if (/^(mailto|tel):/i.test(url)) return { kind: 'native', href: url };
  return { kind: 'none' };
}

/** The attributes of a link that leaves the app: a new tab, no opener, no referrer. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
