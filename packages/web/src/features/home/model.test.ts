import { describe, expect, it, vi } from 'vitest';
import {
  bannerBehaviour,
  categoryHref,
  formatMatchTime,
  formatNoticeDate,
  HOME_ANNOUNCEMENT_TYPES,
  HOME_CATEGORIES,
  hotMatchBehaviour,
  parseStoredPopup,
  popupItemsFor,
  popupPage,
  popupSignature,
  shouldShowPopup,
  stepPopupPage,
  tickerSeconds,
} from './model';

/** Counts the Intl.DateTimeFormat objects built from now on (until vi.unstubAllGlobals). */
const countDateFormatters = () => {
  const Original = Intl.DateTimeFormat;
  const built = { count: 0 };
  vi.stubGlobal('Intl', {
    ...Intl,
    DateTimeFormat: class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built.count += 1;
      }
    },
  });
  return built;
};

describe('home category shortcuts', () => {
  it('follow the popular-games menu of the specification, HOT first, no ELOTT', () => {
    expect(HOME_CATEGORIES).toEqual([
      'HOT',
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'FISH',
      'RNG',
      'CARD',
      'INHOUSE',
      'LOTT',
      'COCKFIGHT',
    ]);
  });

  it('send LOTT to the lottery lobby and the others to their game list', () => {
    expect(categoryHref('LOTT')).toBe('/m/lottery');
    expect(categoryHref('RNG')).toBe('/m/gameList?gameType=RNG');
    expect(categoryHref('COCKFIGHT')).toBe('/m/gameList?gameType=COCKFIGHT');
  });
});

describe('announcements query', () => {
  it('asks for banners, player notices, pop-up items and hot matches', () => {
    expect(HOME_ANNOUNCEMENT_TYPES).toBe('B,PL,PU,H');
  });
});

describe('banner carousel', () => {
  it('is a carousel that loops and autoplays every 5000 ms only with more than one banner', () => {
    expect(bannerBehaviour(0, false)).toMatchObject({
      carousel: false,
      loop: false,
      autoplay: false,
    });
    expect(bannerBehaviour(1, false)).toMatchObject({
      carousel: false,
      loop: false,
      autoplay: false,
    });
    expect(bannerBehaviour(2, false)).toEqual({
      carousel: true,
      loop: true,
      autoplay: true,
      delay: 5000,
    });
  });

  it('does not autoplay under reduced motion, but still loops', () => {
    expect(bannerBehaviour(3, true)).toMatchObject({ carousel: true, loop: true, autoplay: false });
  });
});

describe('notice ticker', () => {
  it('scrolls long text for longer, never faster than 8 s a round', () => {
    expect(tickerSeconds('short')).toBe(8);
    expect(tickerSeconds('x'.repeat(120))).toBe(20);
  });
});

const item = (title: string, execution: string, content = `<p>${title}</p>`) => ({
  title,
  content,
  execution,
});

describe('announcement pop-up', () => {
  const items = [
    item('Members', 'A'),
    item('Visitors', 'B'),
    item('First login', 'F'),
    item('Members 2', 'A'),
  ];

  it('shows visitors the B items', () => {
    expect(
      popupItemsFor(items, { loggedIn: false, firstTimeLogin: false }).map((i) => i.title),
    ).toEqual(['Visitors']);
  });

  it('shows members the A items, and the F items too on their first login', () => {
    expect(
      popupItemsFor(items, { loggedIn: true, firstTimeLogin: false }).map((i) => i.title),
    ).toEqual(['Members', 'Members 2']);
    expect(
      popupItemsFor(items, { loggedIn: true, firstTimeLogin: true }).map((i) => i.title),
    ).toEqual(['Members', 'First login', 'Members 2']);
  });

  it('signs the set of title + content pairs, whatever their order', () => {
    const a = item('One', 'B');
    const b = item('Two', 'B');
    expect(popupSignature([a, b])).toBe(popupSignature([b, a]));
    expect(popupSignature([a, b, a])).toBe(popupSignature([a, b]));
    expect(popupSignature([a, b])).not.toBe(popupSignature([a]));
    expect(popupSignature([a])).not.toBe(popupSignature([item('One', 'B', '<p>changed</p>')]));
    expect(popupSignature([a])).not.toBe(popupSignature([item('One!', 'B', a.content)]));
    // Title and content are kept apart: moving text between them is a change.
    expect(popupSignature([{ title: 'ab', content: 'c' }])).not.toBe(
      popupSignature([{ title: 'a', content: 'bc' }]),
    );
  });

  it('shows a set again only when it differs from the one the user closed', () => {
    const signature = popupSignature([item('One', 'B')]);
    expect(shouldShowPopup(signature, 1, null)).toBe(true);
    expect(shouldShowPopup(signature, 1, { signature, show: false })).toBe(false);
    // Shown but never closed (the page was left): it shows again.
    expect(shouldShowPopup(signature, 1, { signature, show: true })).toBe(true);
    expect(shouldShowPopup(signature, 1, { signature: 'other', show: false })).toBe(true);
    expect(shouldShowPopup(popupSignature([]), 0, null)).toBe(false);
  });

  it('reads only a well-formed stored record', () => {
    expect(parseStoredPopup(JSON.stringify({ signature: 's', show: false }))).toEqual({
      signature: 's',
      show: false,
    });
    for (const raw of [
      null,
      '',
      'nope',
      '{}',
      'null',
      JSON.stringify({ signature: 1, show: false }),
    ]) {
      expect(parseStoredPopup(raw)).toBeNull();
    }
  });

  it('pages one item at a time without wrapping', () => {
    expect(popupPage(0, 3)).toEqual({
      index: 0,
      hasPrevious: false,
      hasNext: true,
      counter: '1 / 3',
    });
    expect(popupPage(1, 3)).toMatchObject({ hasPrevious: true, hasNext: true, counter: '2 / 3' });
    expect(popupPage(2, 3)).toMatchObject({ hasPrevious: true, hasNext: false, counter: '3 / 3' });
    expect(popupPage(0, 1)).toMatchObject({ hasPrevious: false, hasNext: false, counter: '1 / 1' });
    expect(stepPopupPage(2, 1, 3)).toBe(2);
    expect(stepPopupPage(0, -1, 3)).toBe(0);
    expect(stepPopupPage(0, 1, 3)).toBe(1);
    expect(stepPopupPage(2, -1, 3)).toBe(1);
  });
});

describe('hot matches', () => {
  it('loop and auto-advance every 5000 ms with a 500 ms slide only with more than one match', () => {
    expect(hotMatchBehaviour(1, false)).toMatchObject({ loop: false, autoAdvance: false });
    expect(hotMatchBehaviour(2, false)).toEqual({
      loop: true,
      autoAdvance: true,
      slideMs: 500,
      advanceMs: 5000,
    });
  });

  it('do not move on their own under reduced motion', () => {
    expect(hotMatchBehaviour(4, true)).toMatchObject({
      loop: true,
      autoAdvance: false,
      slideMs: 0,
    });
  });

  it('show the kick-off as month/day hour:minute in the user time zone', () => {
    const kickOff = '2025-03-15T12:30:00Z';
    expect(formatMatchTime(kickOff, 'EN', 'UTC')).toBe('03/15 12:30');
    expect(formatMatchTime(kickOff, 'EN', 'Asia/Manila')).toBe('03/15 20:30');
    expect(formatMatchTime(kickOff, 'TY', 'Asia/Manila')).toBe('03/15 20:30');
    // The day changes with the time zone, and midnight is 00, not 24.
    expect(formatMatchTime('2025-12-31T16:05:00Z', 'EN', 'Asia/Manila')).toBe('01/01 00:05');
    expect(formatMatchTime('2025-03-15T02:00:00Z', 'EN', 'America/New_York')).toBe('03/14 22:00');
    expect(formatMatchTime('not a date', 'EN', 'UTC')).toBe('');
  });

  it('date notices in the app language', () => {
    expect(formatNoticeDate('2025-03-15T12:30:00Z', 'EN', 'UTC')).toBe('Mar 15, 2025');
    expect(formatNoticeDate('2025-03-15T12:30:00Z', 'TY', 'UTC')).toMatch(/2025/);
    expect(formatNoticeDate('', 'EN', 'UTC')).toBe('');
  });

  it('show the kick-off in the user time zone without building a date formatter', () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const kickOffs = ['2025-03-15T12:30:00Z', '2025-12-31T16:05:00Z', '2025-07-01T00:00:00Z'];
    // What the Intl formatter says in the user's own zone (built before counting).
    const expected = kickOffs.map((iso) => formatMatchTime(iso, 'EN', zone));
    const built = countDateFormatters();
    try {
      expect(kickOffs.map((iso) => formatMatchTime(iso, 'EN'))).toEqual(expected);
      expect(kickOffs.map((iso) => formatMatchTime(iso, 'TY'))).toEqual(expected);
      expect(formatMatchTime('not a date', 'EN')).toBe('');
      expect(built.count).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('build one date formatter per language and zone, however many dates they format', () => {
    const built = countDateFormatters();
    try {
      const times = Array.from({ length: 20 }, (_, i) =>
        formatMatchTime(`2025-03-${String(i + 1).padStart(2, '0')}T08:00:00Z`, 'EN', 'Etc/GMT-1'),
      );
      expect(times[0]).toBe('03/01 09:00');
      expect(times[19]).toBe('03/20 09:00');
      formatNoticeDate('2025-03-15T12:30:00Z', 'EN', 'Etc/GMT-1');
      formatNoticeDate('2025-03-16T12:30:00Z', 'EN', 'Etc/GMT-1');
      formatMatchTime('2025-03-15T12:30:00Z', 'TY', 'Etc/GMT-1');
      // One for match times, one for notice dates, one for the other language.
      expect(built.count).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
