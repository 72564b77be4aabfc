import { IMAGE_TYPES, UPLOAD_LIMIT } from '@kalaro/contract/uploads';

/**
 * Rules of the image picker: png or jpg, at most 5 MB each,
 * at most 3 — the contract's numbers, the same the server enforces. The server
 * decides by the file's bytes; here the browser's type (or the extension) is
 * enough to answer the member at once.
 */
export type ImageProblem = 'type' | 'size' | 'count';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

const IMAGE_EXTENSION = /\.(png|jpe?g)$/i;

export const isImageFile = (file: FileLike): boolean =>
  (IMAGE_TYPES as readonly string[]).includes(file.type) ||
  (file.type === '' && IMAGE_EXTENSION.test(file.name));

/** Which of the chosen files join the `current` ones, and why the others do not (once each). */
export function pickImages<F extends FileLike>(
  current: number,
  chosen: readonly F[],
): { accepted: F[]; problems: ImageProblem[] } {
  const accepted: F[] = [];
  const problems = new Set<ImageProblem>();
  for (const file of chosen) {
    if (!isImageFile(file)) problems.add('type');
    else if (file.size > UPLOAD_LIMIT.IMAGE_MAX_BYTES) problems.add('size');
    else if (current + accepted.length >= UPLOAD_LIMIT.IMAGE_MAX_COUNT) problems.add('count');
    else accepted.push(file);
  }
  return { accepted, problems: [...problems] };
}

/** Room left for more images. */
export const imagesLeft = (count: number): number =>
  Math.max(0, UPLOAD_LIMIT.IMAGE_MAX_COUNT - count);
