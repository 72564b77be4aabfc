/** Characters of a message preview, the ellipsis included. */
export const PREVIEW_MAX = 120;

/** Elements whose text is no content (scripts, styles, …): dropped with their tags. */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that separate words (blocks, line breaks, cells): a space where they stood. */
const BREAKING_TAGS =
  /<\/?(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|thead|tbody|section|article|header|footer|blockquote|pre|figure|figcaption|img)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-zA-Z][^>]*>|<!--[\s\S]*?-->/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  peso: '₱',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text start of an HTML message for the inbox list: tags removed
 * (scripts and styles with their text), entities decoded, white space
 * collapsed, at most `max` characters (cut at a word where one is near, with an
 * ellipsis). The client shows it as text, never as HTML.
 */
export function htmlPreview(html: string, max: number = PREVIEW_MAX): string {
  const text = decodeEntities(
    html.replace(HIDDEN_ELEMENTS, ' ').replace(BREAKING_TAGS, ' ').replace(ANY_TAG, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace >= max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.trimEnd()}…`;
}
