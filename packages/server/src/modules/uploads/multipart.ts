import multipart from '@fastify/multipart';
import { UPLOAD_FIELD, UPLOAD_LIMIT, type ImageType } from '@kalaro/contract/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { detectImageType } from './images.ts';

/** A text field's bytes: the longest allowed text in 4-byte characters, with room to spare. */
const FIELD_MAX_BYTES = UPLOAD_LIMIT.FEEDBACK_TEXT_MAX * 4 + 1024;

/**
 * Adds the multipart parser to the calling plugin's scope only (the rest of the
 * API stays JSON), with the specification's limits. Busboy stops a file at
 * 5 MB + 1 byte and refuses a 4th file, so a bad request is never read whole.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMIT.IMAGE_MAX_BYTES,
      files: UPLOAD_LIMIT.IMAGE_MAX_COUNT,
      fields: 4,
      parts: UPLOAD_LIMIT.IMAGE_MAX_COUNT + 4,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 64,
      headerPairs: 20,
    },
  });
}

export interface CheckedImage {
  bytes: Buffer;
  contentType: ImageType;
}

export interface UploadForm {
  fields: Partial<Record<string, string>>;
  images: CheckedImage[];
}

/** @fastify/multipart's own limit errors, by code. */
const LIMIT_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'upload.file_too_large',
  FST_FILES_LIMIT: 'upload.too_many_files',
  FST_FIELDS_LIMIT: 'upload.field_invalid',
  FST_PARTS_LIMIT: 'upload.field_invalid',
  FST_PROTO_VIOLATION: 'upload.field_invalid',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.unsupported_media_type',
};

function translate(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  const mapped = typeof code === 'string' ? LIMIT_ERRORS[code] : undefined;
  if (mapped) return new AppError(mapped, undefined, undefined, { cause: error });
  // Busboy's own parse failures (a cut or malformed body) are the caller's doing.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return new AppError('request.malformed', undefined, undefined, { cause: error });
  }
  return error;
}

/**
 * Reads a multipart upload whole (at most 3 × 5 MB) before anything is stored:
 * the named text fields and the images of the `images` field, each proven
 * png/jpeg by its first bytes. Any other field, a repeated text field, a
 * truncated text, a 4th file, a file over 5 MB or a non-image refuses the
 * request with a 4xx `errorCode`.
 */
export async function readUploadForm(
  request: FastifyRequest,
  textFields: readonly string[],
): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError('request.unsupported_media_type');
  const form: UploadForm = { fields: {}, images: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELD.IMAGES) {
          throw new AppError('upload.field_invalid', `Unexpected file field ${part.fieldname}`);
        }
        const bytes = await part.toBuffer();
        const contentType = detectImageType(bytes);
        if (!contentType) throw new AppError('upload.not_image');
        form.images.push({ bytes, contentType });
      } else {
        const known = textFields.includes(part.fieldname);
        if (!known || part.fieldname in form.fields || typeof part.value !== 'string') {
          throw new AppError('upload.field_invalid', `Unexpected field ${part.fieldname}`);
        }
        if (part.valueTruncated) {
          throw new AppError('upload.field_invalid', `Field ${part.fieldname} is too long`);
        }
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw translate(error);
  }
  return form;
}
