import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (DESIGN.md §6): learners' photos and children's recordings. One small
 * interface, so a bucket can replace the folder without touching the features. Files are
 * written under a fresh random name and never overwritten: a replaced photo or recording gets a
 * new address, so no browser or cache ever shows the old one under the new name.
 */
export interface UploadStore {
  /** Stores `data` as `<folder>/<prefix>-<random>.<extension>`; answers its public address. */
  put(folder: UploadFolder, prefix: string, extension: string, data: Buffer): Promise<string>;
  /** Removes a file by the address `put` gave (an unknown or foreign address is ignored). */
  remove(url: string): Promise<void>;
  /** The file's bytes by its address, or null when it is not ours or is gone. */
  read(url: string): Promise<Buffer | null>;
}

export type UploadFolder = 'learners' | 'recordings';

export const UPLOADS_URL_PREFIX = '/uploads/';

const SAFE_PART = /^[a-z0-9-]{1,40}$/;
const SAFE_EXTENSION = /^[a-z0-9]{1,5}$/;
const OUR_URL = /^\/uploads\/(learners|recordings)\/[a-z0-9-]{1,80}\.[a-z0-9]{1,5}$/;

/** Uploads in a folder on this machine (DATA_DIR/uploads), served at /uploads/. */
export function folderUploadStore(root: string): UploadStore {
  const fileOf = (url: string): string | null =>
    OUR_URL.test(url) ? path.join(root, url.slice(UPLOADS_URL_PREFIX.length)) : null;
  return {
    async put(folder, prefix, extension, data) {
      if (!SAFE_PART.test(prefix) || !SAFE_EXTENSION.test(extension)) {
        throw new Error(`unsafe upload name: ${prefix}.${extension}`);
      }
      const name = `${prefix}-${crypto.randomBytes(8).toString('hex')}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      // Written aside and renamed, so a half-written file is never served.
      const target = path.join(root, folder, name);
      const temporary = `${target}.part`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
      return `${UPLOADS_URL_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await fs.rm(file, { force: true });
    },
    async read(url) {
      const file = fileOf(url);
      if (!file) return null;
      try {
        return await fs.readFile(file);
      } catch {
        return null;
      }
    },
  };
}
