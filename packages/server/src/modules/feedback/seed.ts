import type { Db } from '../../db/client.ts';
import { findMemberByUsername } from '../accounts/service.ts';
import { countCategories, insertCategories, insertFeedback, lockCategories } from './repo.ts';
import { SEED_FEEDBACK, SEED_FEEDBACK_CATEGORIES } from './seed-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * On a database without feedback categories: the categories, and the demo
 * member's answered feedback when that account exists. Run after the demo
 * accounts' seed. Answers how many categories.
 */
export async function seedFeedback(
  db: Db,
  merchantCode: string,
  now: number = Date.now(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCategories(tx);
    if ((await countCategories(tx)) > 0) return 0;
    const ids = await insertCategories(
      tx,
      SEED_FEEDBACK_CATEGORIES.map((name, i) => ({
        translations: { EN: { name: name.EN }, TY: { name: name.TY } },
        sortOrder: (i + 1) * 10,
      })),
    );
    const member = await findMemberByUsername(tx, merchantCode, SEED_FEEDBACK.username);
    const categoryId = ids[SEED_FEEDBACK.category]?.id;
    if (member && categoryId !== undefined) {
      const createdAt = new Date(now - SEED_FEEDBACK.daysAgo * DAY_MS);
      await insertFeedback(tx, {
        memberId: member.id,
        categoryId,
        text: SEED_FEEDBACK.text,
        createdAt,
        reply: SEED_FEEDBACK.reply,
        repliedAt: new Date(createdAt.getTime() + DAY_MS / 2),
      });
    }
    return ids.length;
  });
}
