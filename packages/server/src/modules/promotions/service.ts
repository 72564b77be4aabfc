import {
  APPLICATION_STATUS,
  type Application,
  type PromotionDetail,
  type PromotionSummary,
  type PromotionsValue,
  type reviewApplicationBody,
} from '@kalaro/contract/promotions';
import { UPLOAD_FIELD, UPLOAD_LIMIT, textLength } from '@kalaro/contract/uploads';
import type { z } from 'zod';
import { endpoints } from '@kalaro/contract/endpoints';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membersTable } from '../accounts/tables.ts';
import { AppError } from '../../lib/errors.ts';
import { htmlPreview } from '../../lib/html-text.ts';
import { pickTranslation } from '../../lib/translations.ts';
import { spendBudget } from '../campaigns/budget.ts';
import { findEntryByKey, openWallet, pgErrorCode, postMovement } from '../wallet/service.ts';
import type { UploadForm } from '../uploads/multipart.ts';
import { insertUploads } from '../uploads/service.ts';
import { imageOf } from '../uploads/images.ts';
import type { UploadStore } from '../uploads/store.ts';
import {
  findApplicationForUpdate,
  findLatestApplications,
  findPromotion,
  findPromotionInEffect,
  findPromotionsInEffect,
  insertApplication,
  reviewApplication,
  type ApplicationRow,
  type PromotionRow,
} from './repo.ts';
import { promotionApplicationsTable, promotionsTable, type PromotionText } from './tables.ts';

const UNIQUE_VIOLATION = '23505';
const EMPTY_TEXT: PromotionText = { title: '', summary: '', content: '' };

const applicationOf = (row: ApplicationRow): Application => ({
  id: row.id,
  promotionId: row.promotionId,
  status: row.status as Application['status'],
  comment: row.comment,
  images: row.imageIds.map(imageOf),
  createdAt: row.createdAt.toISOString(),
  reviewNote: row.reviewNote,
});

/** A member may apply with none, or after a rejection. */
const mayApply = (promotion: PromotionRow, latest: ApplicationRow | undefined) =>
  promotion.acceptsApplications && (!latest || latest.status === APPLICATION_STATUS.REJECTED);

function summaryOf(
  row: PromotionRow,
  language: string,
): Omit<PromotionSummary, 'applicationStatus'> {
  const text = pickTranslation(row.translations, language) ?? EMPTY_TEXT;
  return {
    id: row.id,
    title: text.title,
    summary: text.summary || htmlPreview(text.content),
    imageUrl: row.imageUrl,
    acceptsApplications: row.acceptsApplications,
    endAt: row.endAt?.toISOString() ?? null,
  };
}

/** The application's comment: 1–140 characters once trimmed. */
export function checkComment(raw: string | undefined): string {
  const comment = (raw ?? '').trim();
  if (comment === '') throw new AppError('promotion.comment_required');
  if (textLength(comment) > UPLOAD_LIMIT.COMMENT_MAX) {
    throw new AppError('promotion.comment_too_long', undefined, { max: UPLOAD_LIMIT.COMMENT_MAX });
  }
  return comment;
}

/**
 * Promotions of /m/activity and their applications. An application stores its
 * images and its row together: the files are removed again if the row cannot
 * be written (e.g. a racing second application), so nothing is left orphaned.
 */
export class PromotionService {
  constructor(
    private readonly db: Db,
    private readonly store: UploadStore,
    private readonly now: () => number,
  ) {}

  async list(memberId: string | undefined, language: string): Promise<PromotionsValue> {
    const rows = await findPromotionsInEffect(this.db, new Date(this.now()));
    const latest = memberId
      ? await findLatestApplications(
          this.db,
          memberId,
          rows.map((r) => r.id),
        )
      : new Map<number, ApplicationRow>();
    return {
      list: rows.map((row) => ({
        ...summaryOf(row, language),
        applicationStatus: (latest.get(row.id)?.status as Application['status']) ?? null,
      })),
    };
  }

  async detail(
    memberId: string | undefined,
    id: number,
    language: string,
  ): Promise<PromotionDetail> {
    const row = await findPromotionInEffect(this.db, id, new Date(this.now()));
    if (!row) throw new AppError('promotion.not_found');
    const latest = memberId
      ? (await findLatestApplications(this.db, memberId, [id])).get(id)
      : undefined;
    const text = pickTranslation(row.translations, language) ?? EMPTY_TEXT;
    return {
      ...summaryOf(row, language),
      content: text.content,
      startAt: row.startAt?.toISOString() ?? null,
      application: latest ? applicationOf(latest) : null,
      canApply: memberId !== undefined && mayApply(row, latest),
    };
  }

  async apply(memberId: string, id: number, form: UploadForm): Promise<Application> {
    const at = new Date(this.now());
    const promotion = await findPromotionInEffect(this.db, id, at);
    if (!promotion) {
      // Before its start, after its end, paused or ended by the operator.
      if (await findPromotion(this.db, id)) throw new AppError('campaign.not_active');
      throw new AppError('promotion.not_found');
    }
    if (!promotion.acceptsApplications) throw new AppError('promotion.not_accepting');
    const comment = checkComment(form.fields[UPLOAD_FIELD.COMMENT]);
    const latest = (await findLatestApplications(this.db, memberId, [id])).get(id);
    if (!mayApply(promotion, latest)) throw new AppError('promotion.already_applied');

    const row = await this.store
      .withImages(form.images, (stored) =>
        this.db.transaction(async (tx) => {
          await insertUploads(tx, memberId, stored);
          return insertApplication(tx, {
            promotionId: id,
            memberId,
            comment,
            imageIds: stored.map((s) => s.id),
            createdAt: at,
          });
        }),
      )
      .catch((error: unknown) => {
        // A racing application got there first (one open per member and promotion).
        if (pgErrorCode(error) === UNIQUE_VIOLATION)
          throw new AppError('promotion.already_applied');
        throw error;
      });
    return applicationOf(row);
  }

  /** The back office's list: newest first, by status, with the member and the EN title. */
  async adminApplications(query: {
    status?: Application['status'];
    page: number;
    pageSize: number;
  }) {
    const where = query.status ? eq(promotionApplicationsTable.status, query.status) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          application: promotionApplicationsTable,
          translations: promotionsTable.translations,
          userName: membersTable.username,
        })
        .from(promotionApplicationsTable)
        .innerJoin(promotionsTable, eq(promotionsTable.id, promotionApplicationsTable.promotionId))
        .innerJoin(membersTable, eq(membersTable.id, promotionApplicationsTable.memberId))
        .where(where)
        .orderBy(desc(promotionApplicationsTable.createdAt), desc(promotionApplicationsTable.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(promotionApplicationsTable).where(where),
    ]);
    return {
      applications: rows.map((row) => ({
        ...applicationOf(row.application),
        // The operator reads the images through its own route.
        images: row.application.imageIds.map((id) => ({
          id,
          url: endpoints.uploads.adminImage.path.replace(':id', id),
        })),
        promotionTitle: (row.translations.EN ?? Object.values(row.translations)[0] ?? EMPTY_TEXT)
          .title,
        memberId: row.application.memberId,
        userName: row.userName,
      })),
      total: counted?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * The operator's decision. Approving an application of a promotion with a
   * bonus pays it through the ledger in the same transaction, spent from the
   * promotion's total and per-member budgets: refused (`campaign.*`), the
   * application stays as it was. An application is paid once, however often
   * it is approved (the ledger key).
   */
  async review(
    id: number,
    body: z.output<typeof reviewApplicationBody>,
  ): Promise<{ before: Application['status']; after: Application }> {
    const at = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const before = await findApplicationForUpdate(tx, id);
      if (!before) throw new AppError('promotion.application_not_found');
      // Decided already (two operators, or a retry): the same decision answers it as it is
      // (approving again pays nothing more); another one is refused.
      if (before.status !== APPLICATION_STATUS.PENDING && before.status !== body.status) {
        throw new AppError('promotion.application_reviewed', `Already ${before.status}`);
      }
      const row = await reviewApplication(tx, id, {
        status: body.status,
        reviewNote: body.note,
        reviewedAt: at,
      });
      if (body.status === APPLICATION_STATUS.APPROVED) await this.payBonus(tx, before, at);
      return { before: before.status as Application['status'], after: applicationOf(row!) };
    });
  }

  private async payBonus(tx: Db, application: ApplicationRow, at: Date): Promise<void> {
    const promotion = await findPromotion(tx, application.promotionId);
    if (!promotion?.bonusMinor) return;
    const idempotencyKey = `promotion:${promotion.id}:application:${application.id}`;
    if (await findEntryByKey(tx, idempotencyKey)) return;
    await spendBudget(tx, {
      kind: 'promotion',
      campaignId: promotion.id,
      memberId: application.memberId,
      amountMinor: promotion.bonusMinor,
      at: null,
    });
    await openWallet(tx, application.memberId);
    await postMovement(
      tx,
      {
        memberId: application.memberId,
        type: 'bonus',
        amountMinor: promotion.bonusMinor,
        idempotencyKey,
        reference: `promotion:${promotion.id}`,
        createdAt: at,
      },
      1,
    );
  }
}
