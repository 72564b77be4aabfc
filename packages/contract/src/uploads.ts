import { LIMIT } from './constants.ts';

/**
 * Image uploads of promotion applications and feedback:
 * png or jpg, at most 5 MB each, at most 3; a comment of at most 140
 * characters. Plain data (no schema library): the server enforces these and
 * the web app checks the same numbers before sending.
 */
export const UPLOAD_LIMIT = {
  IMAGE_MAX_BYTES: LIMIT.IMAGE_MAX_BYTES,
  IMAGE_MAX_COUNT: LIMIT.IMAGE_MAX_COUNT,
  /** Characters (code points) of a promotion application's comment. */
  COMMENT_MAX: LIMIT.COMMENT_MAX,
  /** Characters of a feedback text. */
  FEEDBACK_TEXT_MAX: 1000,
} as const;

/** The image types accepted; the server decides by the file's first bytes, not its name. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** Multipart field names. Any other field is refused (`upload.field_invalid`). */
export const UPLOAD_FIELD = {
  COMMENT: 'comment',
  IMAGES: 'images',
  CATEGORY: 'categoryId',
  TEXT: 'text',
} as const;

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export const textLength = (text: string): number => [...text].length;
