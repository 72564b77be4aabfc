import type {
  AdminFeedbackItem,
  AdminFeedbackValue,
  adminFeedbackQuery,
} from '@kalaro/contract/content-admin';
import { endpoints } from '@kalaro/contract/endpoints';
import { FEEDBACK_STATUS } from '@kalaro/contract/promotions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/paging.ts';
import { pickTranslation } from '../../lib/translations.ts';
import { findFeedbackById, findFeedbackPage } from './admin-repo.ts';
import { findCategories, type CategoryRow, type FeedbackRow } from './repo.ts';

const nameOf = (translations: CategoryRow['translations']) =>
  pickTranslation(translations, 'EN')?.name ?? '';

/** An image as the operator reads it (the admin image call, permission uploads.read). */
const adminImageOf = (id: string) => ({
  id,
  url: endpoints.uploads.adminImage.path.replace(':id', id),
});

const itemOf = (row: {
  feedback: FeedbackRow;
  category: CategoryRow['translations'];
  username: string;
}): AdminFeedbackItem => ({
  id: row.feedback.id,
  username: row.username,
  categoryId: row.feedback.categoryId,
  category: nameOf(row.category),
  text: row.feedback.text,
  images: row.feedback.imageIds.map(adminImageOf),
  status: row.feedback.reply === null ? FEEDBACK_STATUS.OPEN : FEEDBACK_STATUS.REPLIED,
  reply: row.feedback.reply,
  createdAt: row.feedback.createdAt.toISOString(),
  repliedAt: row.feedback.repliedAt?.toISOString() ?? null,
});

/** Members' feedback for the back office: the paged list and one feedback (replies: service.ts). */
export class FeedbackAdmin {
  constructor(private readonly db: Db) {}

  async list(query: z.output<typeof adminFeedbackQuery>): Promise<AdminFeedbackValue> {
    const { page, pageSize } = query;
    const [{ rows, total }, categories] = await Promise.all([
      findFeedbackPage(
        this.db,
        {
          replied:
            query.status === undefined ? undefined : query.status === FEEDBACK_STATUS.REPLIED,
          categoryId: query.categoryId,
        },
        pageSize,
        pageOffset({ pageNo: page, pageSize }),
      ),
      findCategories(this.db),
    ]);
    return {
      items: rows.map(itemOf),
      categories: categories.map((c) => ({ id: c.id, name: nameOf(c.translations) })),
      total,
      page,
      pageSize,
    };
  }

  async detail(id: number): Promise<AdminFeedbackItem> {
    const row = await findFeedbackById(this.db, id);
    if (!row) throw new AppError('feedback.not_found');
    return itemOf(row);
  }

  /** One feedback, or undefined (what a reply changes, for the audit log). */
  async find(id: number): Promise<AdminFeedbackItem | undefined> {
    const row = await findFeedbackById(this.db, id);
    return row && itemOf(row);
  }
}
