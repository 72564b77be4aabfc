import type { Db } from '../../db/client.ts';
import { findMemberByUsername } from '../accounts/service.ts';
import { countMessages, insertMessages, lockMessages, type NewMessage } from './repo.ts';
import { SEED_MESSAGES } from './seed-data.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * On an empty message centre, the demo messages: the broadcasts, and the
 * personal messages of those demo accounts that exist (none when demo accounts
 * are not seeded). Run after the demo accounts' seed. Filled only while empty,
 * so a restart changes nothing. Answers how many.
 */
export async function seedDemoMessages(
  db: Db,
  merchantCode: string,
  now: number = Date.now(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMessages(tx);
    if ((await countMessages(tx)) > 0) return 0;
    const memberIds = new Map<string, string>();
    for (const username of new Set(SEED_MESSAGES.flatMap((s) => (s.to ? [s.to] : [])))) {
      const member = await findMemberByUsername(tx, merchantCode, username);
      if (member) memberIds.set(username, member.id);
    }
    const rows: NewMessage[] = SEED_MESSAGES.flatMap((s) => {
      const memberId = s.to === undefined ? null : memberIds.get(s.to);
      if (memberId === undefined) return [];
      return [
        {
          memberId,
          translations: { ...s.translations },
          createdAt: new Date(now - s.hoursAgo * HOUR_MS),
        },
      ];
    });
    await insertMessages(tx, rows);
    return rows.length;
  });
}
