import type { Db } from '../../db/client.ts';
import { findUpload } from './repo.ts';
import type { UploadStore } from './store.ts';

/** What other modules write of uploads: the rows of images stored with their own row. */
export { insertUploads } from './repo.ts';

/**
 * An uploaded image's bytes and the content type they proved, only when
 * `memberId` owns it (undefined = any owner: the operator); undefined otherwise.
 */
export async function readUpload(db: Db, store: UploadStore, id: string, memberId?: string) {
  const row = await findUpload(db, id, memberId);
  const bytes = row && (await store.read(row.id));
  return row && bytes ? { contentType: row.contentType, bytes } : undefined;
}
