import { and, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';
import {
  favouritesTable as f,
  launchTokensTable as tk,
  recentsTable as r,
} from './member-tables.ts';
import { gameColumns, playable, type GameRow } from './repo.ts';
import { gamesTable as g } from './tables.ts';

/** An enabled game by node id, in the lists' shape. */
export async function findEnabledGame(db: Db, nodeId: number): Promise<GameRow | undefined> {
  const [row] = await db
    .select(gameColumns)
    .from(g)
    .where(and(eq(g.nodeId, nodeId), playable()))
    .limit(1);
  return row;
}

// --- a member's games: favourites and recents, newest (highest seq) first -------

const memberGameTables = { favourites: f, recents: r } as const;
export type MemberGameList = keyof typeof memberGameTables;

const memberGamesWhere = (
  t: (typeof memberGameTables)[MemberGameList],
  memberId: string,
  gameType: string | undefined,
): SQL | undefined =>
  and(
    eq(t.memberId, memberId),
    playable(),
    gameType !== undefined ? eq(g.gameType, gameType) : undefined,
  );

/** One page of a member's favourite or recent (enabled) games, optionally of one type. */
export async function findMemberGamesPage(
  db: Db,
  list: MemberGameList,
  memberId: string,
  gameType: string | undefined,
  limit: number,
  offset: number,
): Promise<GameRow[]> {
  const t = memberGameTables[list];
  return db
    .select(gameColumns)
    .from(t)
    .innerJoin(g, eq(g.nodeId, t.nodeId))
    .where(memberGamesWhere(t, memberId, gameType))
    .orderBy(desc(t.seq))
    .limit(limit)
    .offset(offset);
}

export async function countMemberGames(
  db: Db,
  list: MemberGameList,
  memberId: string,
  gameType: string | undefined,
): Promise<number> {
  const t = memberGameTables[list];
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .innerJoin(g, eq(g.nodeId, t.nodeId))
    .where(memberGamesWhere(t, memberId, gameType));
  return row?.n ?? 0;
}

// --- favourites ---------------------------------------------------------------

/** Adding one that is there changes nothing (its place in the list included). */
export async function insertFavourite(db: Db, memberId: string, nodeId: number): Promise<void> {
  await db.insert(f).values({ memberId, nodeId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Db, memberId: string, nodeId: number): Promise<void> {
  await db.delete(f).where(and(eq(f.memberId, memberId), eq(f.nodeId, nodeId)));
}

/** Node ids of the member's favourite (enabled) games, newest first. */
export async function findFavouriteIds(db: Db, memberId: string): Promise<number[]> {
  const rows = await db
    .select({ nodeId: f.nodeId })
    .from(f)
    .innerJoin(g, eq(g.nodeId, f.nodeId))
    .where(memberGamesWhere(f, memberId, undefined))
    .orderBy(desc(f.seq));
  return rows.map((row) => row.nodeId);
}

// --- recents ------------------------------------------------------------------

/**
 * Records a play: a new row, or the existing one moved to the front (a fresh
 * `seq`). Then keeps only the member's `keep` most recent games. Each statement
 * is atomic on its own; no transaction, so concurrent plays do not lock each other.
 */
export async function upsertRecent(
  db: Db,
  memberId: string,
  nodeId: number,
  playedAt: Date,
  keep: number,
): Promise<void> {
  await db
    .insert(r)
    .values({ memberId, nodeId, lastPlayedAt: playedAt })
    .onConflictDoUpdate({
      target: [r.memberId, r.nodeId],
      set: { lastPlayedAt: playedAt, seq: sql`nextval('game_member_seq')` },
    });
  const oldestKept = db
    .select({ seq: r.seq })
    .from(r)
    .where(eq(r.memberId, memberId))
    .orderBy(desc(r.seq))
    .limit(1)
    .offset(keep - 1);
  await db.delete(r).where(and(eq(r.memberId, memberId), lt(r.seq, sql`(${oldestKept})`)));
}

// --- launch tokens --------------------------------------------------------------

export type NewLaunchToken = typeof tk.$inferInsert;

/** Stores a token; the member's spent and expired tokens go at the same time. */
export async function insertLaunchToken(db: Db, token: NewLaunchToken): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(tk)
      .where(
        and(
          eq(tk.memberId, token.memberId),
          sql`(${tk.usedAt} is not null or ${tk.expiresAt} <= ${token.createdAt})`,
        ),
      );
    await tx.insert(tk).values(token);
  });
}

/**
 * Spends a token: atomically marks it used if it is unused and unexpired, so two
 * requests with the same token cannot both open the game. Answers what the page
 * needs, or why not: `gone` (known but used or expired) or `unknown`.
 */
export async function spendLaunchToken(db: Db, tokenHash: string, now: Date) {
  const [spent] = await db
    .update(tk)
    .set({ usedAt: now })
    .where(and(eq(tk.tokenHash, tokenHash), isNull(tk.usedAt), gt(tk.expiresAt, now)))
    .returning({
      memberId: tk.memberId,
      nodeId: tk.nodeId,
      language: tk.language,
      pageBack: tk.pageBack,
    });
  if (spent) return { state: 'valid' as const, token: spent };
  const [known] = await db
    .select({ tokenHash: tk.tokenHash })
    .from(tk)
    .where(eq(tk.tokenHash, tokenHash))
    .limit(1);
  return { state: known ? ('gone' as const) : ('unknown' as const) };
}

/** The name the game page greets the player by. */
export async function findPlayerName(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ nickname: membersTable.nickname, username: membersTable.username })
    .from(membersTable)
    .where(eq(membersTable.id, memberId))
    .limit(1);
  return row ? row.nickname || row.username : undefined;
}
