import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { InvalidStorageKeyError } from './storage-key';

describe('local file storage', () => {
  let dir: string;
  let storage: FileStorage;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    storage = createLocalFileStorage(path.join(dir, 'files'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores, reads, replaces and deletes a file', async () => {
    const key = 'reports/2026/report-1.pdf';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.getBuffer(key)).toBeNull();
    await storage.put(key, Buffer.from('first'));
    expect((await storage.getBuffer(key))?.toString()).toBe('first');
    await storage.put(key, new TextEncoder().encode('second'));
    expect((await storage.getBuffer(key))?.toString()).toBe('second');
    expect((await storage.stat(key))?.size).toBe(6);
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.delete(key)).toBe(false);
    expect(await storage.exists(key)).toBe(false);
  });

  it('writes from a stream and reads as a stream', async () => {
    await storage.put('a/b.txt', Readable.from(['Привет, ', 'мир']));
    const stream = await storage.getStream('a/b.txt');
    expect(stream).not.toBeNull();
    expect(await text(stream as Readable)).toBe('Привет, мир');
    expect(await storage.getStream('a/missing.txt')).toBeNull();
  });

  it('leaves no temporary file behind, even when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('source broke'));
      },
    });
    await expect(storage.put('x/broken.bin', failing)).rejects.toThrow('source broke');
    expect(await readdir(path.join(dir, 'files/x'))).toEqual([]);
    await storage.put('x/ok.bin', Buffer.from('1'));
    expect(await readdir(path.join(dir, 'files/x'))).toEqual(['ok.bin']);
  });

  it.each([
    '../outside.txt',
    'a/../../outside.txt',
    '/etc/passwd',
    'a//b',
    'a/./b',
    'a\\..\\b',
    '.hidden',
    'a/',
    '',
    'файл.pdf',
    'a/b\u0000.pdf',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.getBuffer(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('never reads outside its directory', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'secret');
    await expect(storage.getBuffer('../secret.txt')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
