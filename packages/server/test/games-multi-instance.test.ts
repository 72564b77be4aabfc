import { endpoints } from '@kalaro/contract/endpoints';
import type { Game } from '@kalaro/contract/games';
import type { AdminGame } from '@kalaro/contract/games-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callServer,
  createSharedInstallation,
  POSTGRES_URL,
  REDIS_URL,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

/**
 * Two server processes on one database and one Redis: a game or vendor the back
 * office switches off on one instance leaves the other's (cached) lists at once.
 */
const ready = Boolean(POSTGRES_URL && REDIS_URL);
if (!ready) {
  console.warn(
    'games-multi-instance.test: skipped, it needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both when PostgreSQL and Redis run here)',
  );
}

describe.runIf(ready)('games catalogue changes across two instances', () => {
  let installation: Awaited<ReturnType<typeof createSharedInstallation>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: Record<string, string>;

  beforeAll(async () => {
    installation = await createSharedInstallation();
    admin = { authorization: `Bearer ${installation.env.KALARO_ADMIN_TOKEN!}` };
    [a, b] = await Promise.all([
      startServerProcess(installation.env),
      startServerProcess(installation.env),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await installation?.drop();
  }, 60_000);

  const offeredOn = async (server: ServerProcess, query: string) =>
    (
      await callServer<{ games: Game[]; total: number }>(
        server,
        `${endpoints.games.list.path}?${query}`,
      )
    ).body.value!;

  /** Polls `check` on B for up to a second. */
  async function within1s(check: () => Promise<boolean>): Promise<boolean> {
    const since = Date.now();
    while (Date.now() - since < 1000) if (await check()) return true;
    return false;
  }

  it('a game disabled on A leaves B’s search within a second; a vendor disabled on A empties it on B', async () => {
    const listed = await callServer<{ games: AdminGame[] }>(
      a,
      `${endpoints.gamesAdmin.list.path}?enabled=true&pageSize=1`,
      { headers: admin },
    );
    const game = listed.body.value!.games[0]!;
    const search = `gameName=${encodeURIComponent(game.name)}`;
    // Warm B's caches: only an invalidation can hide the game in time.
    expect((await offeredOn(b, search)).games.map((g) => g.nodeId)).toContain(game.nodeId);
    expect((await offeredOn(b, `vassalage=${game.vendor}`)).total).toBeGreaterThan(0);

    const off = await callServer(
      a,
      endpoints.gamesAdmin.update.path.replace(':nodeId', String(game.nodeId)),
      {
        method: 'PATCH',
        body: { enabled: false },
        headers: admin,
      },
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(
      await within1s(async () =>
        (await offeredOn(b, search)).games.every((g) => g.nodeId !== game.nodeId),
      ),
    ).toBe(true);

    const vendorOff = await callServer(
      a,
      endpoints.gamesAdmin.updateVendor.path.replace(':code', game.vendor),
      { method: 'PATCH', body: { enabled: false }, headers: admin },
    );
    expect(vendorOff.status, JSON.stringify(vendorOff.body)).toBe(200);
    expect(
      await within1s(async () => (await offeredOn(b, `vassalage=${game.vendor}`)).total === 0),
    ).toBe(true);
  });
});
