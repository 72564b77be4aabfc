import {
  ANNOUNCEMENT_STATE,
  type AdminAnnouncement,
  type AdminAnnouncementsValue,
  type AnnouncementState,
  type adminAnnouncementsQuery,
  type BannerImageValue,
  originImageUrl,
} from '@kalaro/contract/content-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { CheckedImage } from '../uploads/multipart.ts';
import type { UploadStore } from '../uploads/store.ts';
import {
  findAnnouncementById,
  findAnnouncementPage,
  findBannerImage,
  insertBannerImage,
  type AnnouncementRecord,
} from './admin-repo.ts';
import { imageSize } from './image-size.ts';

/** Where an announcement is in its schedule at `now`. */
export function stateAt(
  row: Pick<AnnouncementRecord, 'startAt' | 'endAt'>,
  now: Date,
): AnnouncementState {
  if (row.endAt && row.endAt <= now) return ANNOUNCEMENT_STATE.ENDED;
  if (row.startAt && row.startAt > now) return ANNOUNCEMENT_STATE.SCHEDULED;
  return ANNOUNCEMENT_STATE.LIVE;
}

/** An announcement as the back office reads and edits it. */
export function adminAnnouncementOf(row: AnnouncementRecord, now: Date): AdminAnnouncement {
  return {
    id: row.id,
    type: row.type,
    groupName: row.groupName as AdminAnnouncement['groupName'],
    platform: 'M',
    execution: row.execution as AdminAnnouncement['execution'],
    promotionType: row.promotionType,
    imageUrl: row.imageUrl,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    linkUrl: row.linkUrl,
    translations: row.translations as AdminAnnouncement['translations'],
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    state: stateAt(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** A stored banner image's path on the image CDN, beside the operator's other banners. */
export const bannerImagePath = (merchantCode: string, id: string, contentType: string) =>
  `/${merchantCode}/banners/${id}.${EXTENSIONS[contentType] ?? 'png'}`;

/** An uploaded banner's file name on the CDN: its id and extension. */
const UPLOADED_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/;

/**
 * The back office's side of announcements: the paged list, one announcement
 * (what an edit or delete changes, for the audit log) and banner images.
 * Writes go through {@link ContentService} (which empties the home cache).
 */
export class ContentAdmin {
  constructor(
    private readonly db: Db,
    private readonly store: UploadStore,
    private readonly now: () => number,
  ) {}

  async list(query: z.output<typeof adminAnnouncementsQuery>): Promise<AdminAnnouncementsValue> {
    const { page, pageSize } = query;
    const { rows, total } = await findAnnouncementPage(
      this.db,
      { type: query.type, language: query.language, groupName: query.groupName },
      pageSize,
      pageOffset({ pageNo: page, pageSize }),
    );
    const now = new Date(this.now());
    return { items: rows.map((row) => adminAnnouncementOf(row, now)), total, page, pageSize };
  }

  /** One announcement as stored, or undefined. */
  async find(id: number): Promise<AdminAnnouncement | undefined> {
    const row = await findAnnouncementById(this.db, id);
    return row && adminAnnouncementOf(row, new Date(this.now()));
  }

  /** Stores one png/jpg as a banner image; its size comes from its header. */
  async storeBannerImage(
    images: readonly CheckedImage[],
    merchantCode: string,
  ): Promise<BannerImageValue> {
    if (images.length !== 1) {
      throw new AppError('upload.field_invalid', 'Exactly one image', { field: 'images' });
    }
    const size = imageSize(images[0]!.bytes);
    if (!size) throw new AppError('upload.not_image');
    return this.store.withImages(images, async ([stored]) => {
      await insertBannerImage(this.db, { ...stored!, ...size, createdAt: new Date(this.now()) });
      const imageUrl = bannerImagePath(merchantCode, stored!.id, stored!.contentType);
      return { id: stored!.id, imageUrl, previewUrl: originImageUrl(imageUrl), ...size };
    });
  }

  /** An uploaded banner's bytes and type by its CDN file name (`<id>.png`), or undefined. */
  async bannerImage(file: string): Promise<{ type: string; body: Buffer } | undefined> {
    const [, id, ext] = UPLOADED_FILE.exec(file) ?? [];
    const row = id ? await findBannerImage(this.db, id) : undefined;
    if (!row || EXTENSIONS[row.contentType] !== ext) return undefined;
    const body = await this.store.read(row.id);
    return body && { type: row.contentType, body };
  }
}
