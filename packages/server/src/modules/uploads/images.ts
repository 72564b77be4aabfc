import { endpoints } from '@kalaro/contract/endpoints';
import type { UploadedImage } from '@kalaro/contract/promotions';
import type { ImageType } from '@kalaro/contract/uploads';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * The image type the file's first bytes prove (PNG or JPEG signature), or null.
 * The client's file name and content type are never asked.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** An upload as the API answers it: its id and where its owner reads it back. */
export const imageOf = (id: string): UploadedImage => ({
  id,
  url: endpoints.uploads.image.path.replace(':id', id),
});
