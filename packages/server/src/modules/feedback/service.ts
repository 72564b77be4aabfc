import {
  FEEDBACK_STATUS,
  type FeedbackCategory,
  type FeedbackItem,
  type FeedbackListValue,
} from '@kalaro/contract/promotions';
import { UPLOAD_FIELD, UPLOAD_LIMIT, textLength } from '@kalaro/contract/uploads';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pickTranslation } from '../../lib/translations.ts';
import type { UploadForm } from '../uploads/multipart.ts';
import { insertUploads } from '../uploads/service.ts';
import { imageOf } from '../uploads/images.ts';
import type { UploadStore } from '../uploads/store.ts';
import {
  findCategories,
  findCategory,
  findMemberFeedback,
  insertFeedback,
  setReply,
  type CategoryRow,
  type FeedbackRow,
} from './repo.ts';

const nameOf = (translations: CategoryRow['translations'], language: string) =>
  pickTranslation(translations, language)?.name ?? '';

const itemOf = (row: FeedbackRow, category: string): FeedbackItem => ({
  id: row.id,
  categoryId: row.categoryId,
  category,
  text: row.text,
  images: row.imageIds.map(imageOf),
  status: row.reply === null ? FEEDBACK_STATUS.OPEN : FEEDBACK_STATUS.REPLIED,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/** A positive whole number as sent in a form field, or undefined. */
const formId = (raw: string | undefined) =>
  raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;

/**
 * Member feedback (/m/feedback): a category, a text and up to three images;
 * the operator answers through the admin API. Images and the row are stored
 * together (files removed again if the row cannot be written).
 */
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly store: UploadStore,
    private readonly now: () => number,
  ) {}

  async categories(language: string): Promise<{ list: FeedbackCategory[] }> {
    const rows = await findCategories(this.db);
    return { list: rows.map((row) => ({ id: row.id, name: nameOf(row.translations, language) })) };
  }

  async list(memberId: string, language: string): Promise<FeedbackListValue> {
    const rows = await findMemberFeedback(this.db, memberId);
    return { list: rows.map((r) => itemOf(r.feedback, nameOf(r.category, language))) };
  }

  async submit(memberId: string, form: UploadForm, language: string): Promise<FeedbackItem> {
    const categoryId = formId(form.fields[UPLOAD_FIELD.CATEGORY]);
    const category = categoryId === undefined ? undefined : await findCategory(this.db, categoryId);
    if (!category) throw new AppError('feedback.category_invalid');
    const text = (form.fields[UPLOAD_FIELD.TEXT] ?? '').trim();
    if (text === '' || textLength(text) > UPLOAD_LIMIT.FEEDBACK_TEXT_MAX) {
      throw new AppError('feedback.text_invalid', undefined, {
        max: UPLOAD_LIMIT.FEEDBACK_TEXT_MAX,
      });
    }
    const createdAt = new Date(this.now());
    const row = await this.store.withImages(form.images, (stored) =>
      this.db.transaction(async (tx) => {
        await insertUploads(tx, memberId, stored);
        return insertFeedback(tx, {
          memberId,
          categoryId: category.id,
          text,
          imageIds: stored.map((s) => s.id),
          createdAt,
        });
      }),
    );
    return itemOf(row, nameOf(category.translations, language));
  }

  async reply(id: number, reply: string): Promise<FeedbackItem> {
    const row = await setReply(this.db, id, reply, new Date(this.now()));
    if (!row) throw new AppError('feedback.not_found');
    const category = await findCategory(this.db, row.categoryId);
    return itemOf(row, category ? nameOf(category.translations, 'EN') : '');
  }
}
