import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckedImage } from './multipart.ts';

export interface StoredImage {
  id: string;
  contentType: string;
  byteSize: number;
}

/**
 * Image bytes on disk, each under a random id (a UUID: no name the client
 * chose ever reaches the file system). Files are written before the rows that
 * own them and removed again when that transaction fails, so a failed request
 * leaves nothing behind.
 */
export class UploadStore {
  private ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  private ensureDir() {
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 });
    return this.ready;
  }

  private file(id: string) {
    return path.join(this.dir, id);
  }

  /** Writes the images; on a failure removes those already written. */
  async write(images: readonly CheckedImage[]): Promise<StoredImage[]> {
    await this.ensureDir();
    const stored: StoredImage[] = [];
    try {
      for (const image of images) {
        const id = randomUUID();
        await writeFile(this.file(id), image.bytes, { flag: 'wx', mode: 0o600 });
        stored.push({ id, contentType: image.contentType, byteSize: image.bytes.length });
      }
    } catch (error) {
      await this.remove(stored.map((s) => s.id));
      throw error;
    }
    return stored;
  }

  async remove(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.map((id) => rm(this.file(id), { force: true })));
  }

  /** The bytes of an image, or undefined when the file is gone. */
  async read(id: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /**
   * Stores the images, then runs `save` (the transaction writing the rows that
   * own them); if it fails the files are removed and the error passes on.
   */
  async withImages<T>(
    images: readonly CheckedImage[],
    save: (stored: StoredImage[]) => Promise<T>,
  ): Promise<T> {
    const stored = await this.write(images);
    try {
      return await save(stored);
    } catch (error) {
      await this.remove(stored.map((s) => s.id));
      throw error;
    }
  }
}
