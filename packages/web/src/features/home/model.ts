import {
  CONTENT_TYPE,
  DURATION,
  GAME_CATEGORIES,
  POPUP_EXECUTION,
  type GameCategory,
} from '@kalaro/contract/constants';
import { HTML_LANG } from '@/shared/i18n/language';
import type { AppLanguage } from '@/shared/i18n/language';

/**
 * Categories offered as shortcuts on the home page, in menu order:
 * every category but ELOTT, which is reached through the lottery lobby.
 */
export const HOME_CATEGORIES: readonly GameCategory[] = GAME_CATEGORIES.filter(
  (category) => category !== 'ELOTT',
);

/** Where a category shortcut leads: LOTT opens the lottery lobby, others the game list. */
export const categoryHref = (category: GameCategory): string =>
  category === 'LOTT' ? '/m/lottery' : `/m/gameList?gameType=${encodeURIComponent(category)}`;

// --- announcements query ---------------------------------------

/** The home page asks for banners, player notices, pop-up items and hot matches at once. */
export const HOME_ANNOUNCEMENT_TYPES = [
  CONTENT_TYPE.BANNER,
  CONTENT_TYPE.PLAYER,
  CONTENT_TYPE.POP_UP,
  CONTENT_TYPE.HOT_MATCH,
].join(',');

// --- banner carousel ---------------------------------------

/** Slot reserved for the banners while they load (the usual 5:2 banner). */
export const BANNER_PLACEHOLDER_RATIO = { width: 750, height: 300 } as const;

/**
 * How the banner carousel behaves: with more than one banner it becomes a
 * carousel that loops and (unless the user asked for reduced motion) autoplays
 * every 5000 ms; a single banner is a plain image.
 */
export const bannerBehaviour = (
  count: number,
  reducedMotion: boolean,
): { carousel: boolean; loop: boolean; autoplay: boolean; delay: number } => ({
  carousel: count > 1,
  loop: count > 1,
  autoplay: count > 1 && !reducedMotion,
  delay: DURATION.BANNER_AUTOPLAY,
});

// --- notice ticker ----------------------------------------------------------------

/** Seconds the ticker takes to scroll its text once: about 6 characters a second. */
export const tickerSeconds = (text: string): number => Math.max(8, Math.round(text.length / 6));

// --- announcement pop-up -------------------------------------

export interface PopupAudience {
  loggedIn: boolean;
  firstTimeLogin: boolean;
}

interface PopupLike {
  title: string;
  content: string;
  execution: string;
}

/**
 * The items the pop-up shows: members see execution A, plus F on their first
 * login; visitors see execution B. The server's order is kept.
 */
export function popupItemsFor<T extends PopupLike>(
  items: readonly T[],
  audience: PopupAudience,
): T[] {
  const shown: string[] = audience.loggedIn
    ? audience.firstTimeLogin
      ? [POPUP_EXECUTION.AGENT, POPUP_EXECUTION.FIRST_LOGIN]
      : [POPUP_EXECUTION.AGENT]
    : [POPUP_EXECUTION.VISITOR];
  return items.filter((item) => shown.includes(item.execution));
}

/** cyrb53: a fast 53-bit string hash, so the stored signature stays short. */
const hash53 = (text: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

/**
 * The signature of what the pop-up shows: the set of title + content pairs,
 * independent of order and repeats. Equal sets give equal signatures.
 */
export function popupSignature(items: readonly Pick<PopupLike, 'title' | 'content'>[]): string {
  const pairs = [...new Set(items.map((item) => JSON.stringify([item.title, item.content])))];
  pairs.sort();
  return `${pairs.length}:${hash53(pairs.join('\n'))}`;
}

/** What is kept in local storage between visits. */
export interface StoredPopup {
  signature: string;
  show: boolean;
}

export const POPUP_STORAGE_KEY = 'kalaro.announcementPopup';

export const parseStoredPopup = (raw: string | null): StoredPopup | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredPopup> | null;
    return typeof value?.signature === 'string' && typeof value.show === 'boolean'
      ? { signature: value.signature, show: value.show }
      : null;
  } catch {
    return null;
  }
};

/**
 * Whether to open the pop-up: there is something to show, and it is not the very
 * set the user already closed (a closed set reappears only when it changes).
 */
export const shouldShowPopup = (signature: string, count: number, stored: StoredPopup | null) =>
  count > 0 && !(stored !== null && stored.signature === signature && !stored.show);

/** Paging one item at a time, without wrapping. */
export const popupPage = (index: number, count: number) => {
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  return {
    index: current,
    hasPrevious: current > 0,
    hasNext: current < count - 1,
    /** "2 / 3" */
    counter: `${current + 1} / ${count}`,
  };
};

/** The page after a previous (-1) or next (+1) tap: stops at both ends. */
export const stepPopupPage = (index: number, step: -1 | 1, count: number): number =>
  popupPage(index + step, count).index;

// --- hot matches ------------------------------------------

/**
 * The hot-match ticker: it slides (500 ms) to the next match every 5000 ms and
 * loops, only with more than one match and not under reduced motion.
 */
export const hotMatchBehaviour = (count: number, reducedMotion: boolean) => ({
  loop: count > 1,
  autoAdvance: count > 1 && !reducedMotion,
  slideMs: reducedMotion ? 0 : DURATION.HOT_MATCH_SLIDE,
  advanceMs: DURATION.HOT_MATCH_ADVANCE,
});

/**
 * Building an Intl.DateTimeFormat is slow (tens of milliseconds on a cheap phone the
 * first time, a few each time after); formatting with one is cheap. So each
 * language, zone and style gets one formatter, built on first use.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (
  style: 'match' | 'notice',
  language: AppLanguage,
  timeZone: string | undefined,
): Intl.DateTimeFormat => {
  const key = `${style}|${language}|${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      HTML_LANG[language],
      style === 'match'
        ? {
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            timeZone,
          }
        : { year: 'numeric', month: 'short', day: 'numeric', timeZone },
    );
    formatters.set(key, format);
  }
  return format;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A kick-off time as month/day hour:minute, e.g. "03/15 20:30",
 * in the user's time zone (or `timeZone`, fixed in tests). Both app languages
 * write these with Latin digits, so in the user's own zone the date's local
 * fields are enough: no Intl formatter, whose first build alone takes tens of
 * milliseconds on a phone, on home's first screen.
 */
export function formatMatchTime(iso: string, language: AppLanguage, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone === undefined) {
    return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  }
  const parts = formatter('match', language, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A notice's date in the app language, e.g. "Mar 15, 2025". */
export function formatNoticeDate(iso: string, language: AppLanguage, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('notice', language, timeZone).format(date);
}
