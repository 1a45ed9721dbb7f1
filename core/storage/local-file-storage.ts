import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFileInfo } from './file-storage';
import { assertStorageKey, InvalidStorageKeyError } from './storage-key';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under one directory on local disk, `<DATA_DIR>/files` by default. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  const resolve = (key: string): string => {
    const target = path.resolve(root, ...assertStorageKey(key));
    // Defence in depth: the key check already rules this out.
    if (!target.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return target;
  };

  const fileInfo = async (key: string): Promise<StoredFileInfo | null> => {
    try {
      const info = await stat(resolve(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target, then renamed: a rename within a directory is atomic.
      const temp = path.join(
        path.dirname(target),
        `.tmp-${randomBytes(6).toString('hex')}-${path.basename(target)}`,
      );
      try {
        if (data instanceof Readable) await pipeline(data, createWriteStream(temp));
        else await writeFile(temp, data);
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },

    async getBuffer(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async getStream(key) {
      if (!(await fileInfo(key))) return null;
      return createReadStream(resolve(key));
    },

    stat: fileInfo,

    async exists(key) {
      return (await fileInfo(key)) !== null;
    },

    async delete(key) {
      try {
        await unlink(resolve(key));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
