import { GAME_ADMIN_SORTS } from '@kalaro/contract/games-admin';

/** The games screen's filters as the address holds them (so a view can be shared and reloaded). */
export interface GamesView {
  q: string;
  vendor: string;
  /** '' all, 'true' enabled only, 'false' disabled only. */
  enabled: '' | 'true' | 'false';
  hot: '' | 'true' | 'false';
  sort: (typeof GAME_ADMIN_SORTS)[number];
  page: number;
}

export const GAMES_PAGE_SIZE = 25;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((a) => a === value) ?? fallback;

export function gamesViewOf(params: URLSearchParams): GamesView {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 64),
    vendor: /^[A-Za-z0-9_.-]{1,64}$/.test(params.get('vendor') ?? '') ? params.get('vendor')! : '',
    enabled: oneOf(params.get('enabled'), ['', 'true', 'false'] as const, ''),
    hot: oneOf(params.get('hot'), ['', 'true', 'false'] as const, ''),
    sort: oneOf(params.get('sort'), GAME_ADMIN_SORTS, 'order'),
    page: Math.min(10_000, Math.max(1, Math.floor(Number(params.get('page'))) || 1)),
  };
}

/** The list call's query: only what is set. */
export function gamesQueryOf(view: GamesView): Record<string, string | number> {
  const query: Record<string, string | number> = {
    sort: view.sort,
    page: view.page,
    pageSize: GAMES_PAGE_SIZE,
  };
  if (view.q) query.q = view.q;
  if (view.vendor) query.vendor = view.vendor;
  if (view.enabled) query.enabled = view.enabled;
  if (view.hot) query.hot = view.hot;
  return query;
}

/**
 * A row's order and hot-rank fields as the update call's body: only what
 * changed; an empty hot rank takes the game off the hot list. Null when a field
 * is not a whole number in range (the form says so), `{}` when nothing changed.
 */
export function gameEdit(
  game: { sortOrder: number; hotRank: number | null },
  form: { sortOrder: string; hotRank: string },
): { sortOrder?: number; hotRank?: number | null } | null {
  const whole = (text: string, min: number, max: number) => {
    if (!/^\d{1,7}$/.test(text.trim())) return undefined;
    const n = Number(text.trim());
    return n >= min && n <= max ? n : undefined;
  };
  const sortOrder = whole(form.sortOrder, 0, 1_000_000);
  if (sortOrder === undefined) return null;
  const hotRank = form.hotRank.trim() === '' ? null : whole(form.hotRank, 1, 999);
  if (hotRank === undefined) return null;
  const body: { sortOrder?: number; hotRank?: number | null } = {};
  if (sortOrder !== game.sortOrder) body.sortOrder = sortOrder;
  if (hotRank !== game.hotRank) body.hotRank = hotRank;
  return body;
}
