import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betsTable, type BetDetail } from '../bets/tables.ts';
import { gamesTable as g } from '../games/tables.ts';
import type { BetStatus } from '@kalaro/contract/wallet-records';
import { slotPlayersTable as p, slotSeedsTable as s } from './tables.ts';

export type SlotSeed = typeof s.$inferSelect;
export type SlotPlayer = typeof p.$inferSelect;
export type Bet = typeof betsTable.$inferSelect;

/** An enabled game of a vendor by the vendor's game id. */
export async function findVendorGame(db: Db, vendor: string, gameId: string) {
  const [row] = await db
    .select({
      nodeId: g.nodeId,
      gameId: g.gameId,
      vendor: g.vendor,
      gameType: g.gameType,
      names: g.names,
      minBetMinor: g.minBetMinor,
      supportPlay: g.supportPlay,
    })
    .from(g)
    .where(and(eq(g.vendor, vendor), eq(g.gameId, gameId), eq(g.enabled, true)))
    .limit(1);
  return row;
}
export type VendorGame = NonNullable<Awaited<ReturnType<typeof findVendorGame>>>;

// --- the player row: one spin of a member at a time ------------------------------

/** Locks the member's row until the transaction ends (created on first use). */
export async function lockPlayer(tx: Db, memberId: string): Promise<SlotPlayer> {
  await tx.insert(p).values({ memberId }).onConflictDoNothing();
  const [row] = await tx.select().from(p).where(eq(p.memberId, memberId)).for('update');
  return row!;
}

export async function findPlayer(db: Db, memberId: string): Promise<SlotPlayer | undefined> {
  const [row] = await db.select().from(p).where(eq(p.memberId, memberId)).limit(1);
  return row;
}

export async function updatePlayer(
  tx: Db,
  memberId: string,
  values: Omit<SlotPlayer, 'memberId'>,
): Promise<void> {
  await tx.update(p).set(values).where(eq(p.memberId, memberId));
}

// --- seeds ----------------------------------------------------------------------

export async function findActiveSeed(db: Db, memberId: string): Promise<SlotSeed | undefined> {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.memberId, memberId), isNull(s.revealedAt)))
    .limit(1);
  return row;
}

export async function insertSeed(
  tx: Db,
  seed: Pick<SlotSeed, 'memberId' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'createdAt'>,
): Promise<SlotSeed> {
  const [row] = await tx.insert(s).values(seed).returning();
  return row!;
}

/** Takes the seed's next nonce. */
export async function takeNonce(tx: Db, seedId: number): Promise<number> {
  const [row] = await tx
    .update(s)
    .set({ nonce: sql`${s.nonce} + 1` })
    .where(and(eq(s.id, seedId), isNull(s.revealedAt)))
    .returning({ next: s.nonce });
  return row!.next - 1;
}

export async function revealSeed(tx: Db, seedId: number, at: Date): Promise<void> {
  await tx.update(s).set({ revealedAt: at }).where(eq(s.id, seedId));
}

/** Revealed server seeds of the member among `ids`, by id. */
export async function findRevealedSeeds(
  db: Db,
  memberId: string,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: s.id, serverSeed: s.serverSeed })
    .from(s)
    .where(and(eq(s.memberId, memberId), inArray(s.id, ids), isNotNull(s.revealedAt)));
  return new Map(rows.map((r) => [r.id, r.serverSeed]));
}

// --- bets -----------------------------------------------------------------------

export async function findBetByKey(
  db: Db,
  memberId: string,
  idempotencyKey: string,
): Promise<Bet | undefined> {
  const [row] = await db
    .select()
    .from(betsTable)
    .where(and(eq(betsTable.memberId, memberId), eq(betsTable.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export async function insertBet(
  tx: Db,
  bet: {
    memberId: string;
    nodeId: number;
    vendor: string;
    gameType: string;
    stakeMinor: number;
    winMinor: number;
    status: BetStatus;
    roundId: string;
    idempotencyKey: string;
    detail: BetDetail | null;
    createdAt: Date;
    settledAt: Date | null;
  },
): Promise<Bet> {
  const [row] = await tx.insert(betsTable).values(bet).returning();
  return row!;
}
