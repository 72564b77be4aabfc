import type {
  AnnouncementsValue,
  Banner,
  HotMatch,
  Notice,
  PopupItem,
} from '@kalaro/contract/content';

/** Test data for the home widgets (tests only). */
export const banner = (id: number, overrides: Partial<Banner> = {}): Banner => ({
  id,
  title: `Banner ${id}`,
  imageUrl: `/KALARO/banners/b${id}.webp`,
  width: 750,
  height: 300,
  url: '',
  ...overrides,
});

export const notice = (id: number, title: string, content = `<p>${title}</p>`): Notice => ({
  id,
  title,
  content,
  startDate: '2025-03-15T12:30:00Z',
});

export const popup = (
  id: number,
  title: string,
  execution: PopupItem['execution'],
  overrides: Partial<PopupItem> = {},
): PopupItem => ({
  id,
  title,
  content: `<p>${title} text</p>`,
  promotionType: null,
  execution,
  ...overrides,
});

export const hotMatch = (id: number, homeTeam: string, awayTeam: string): HotMatch => ({
  id,
  league: 'Premier League',
  homeTeam,
  awayTeam,
  homeTeamImageUrl: `/KALARO/teams/h${id}.png`,
  awayTeamImageUrl: `/KALARO/teams/a${id}.png`,
  matchTime: '2025-03-15T12:30:00Z',
  vendor: 'SBX',
  gameCategory: 'SPORTS',
  gameId: `match-${id}`,
  nodeId: 9000 + id,
  roomId: null,
});

export const announcements = (value: Partial<AnnouncementsValue> = {}): AnnouncementsValue => ({
  banners: [],
  notices: [],
  popups: [],
  hotMatches: [],
  promotions: [],
  agentNotices: [],
  ...value,
});
