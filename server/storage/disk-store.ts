import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type ByteRange, type ObjectStore, TooLarge } from './object-store.ts';

/**
 * Files on the local disk under `root` (DATA_DIR/storage): the embedded
 * default, nothing to configure. A write goes to a temporary file beside
 * its target and is renamed into place, so a crash or a refused upload never
 * leaves a partial file under a key.
 */

/** Counts and hashes the bytes going through; fails once they pass `maxBytes`. */
export function meteredStream(maxBytes: number) {
  const hash = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLarge(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { meter, result: () => ({ size, md5: hash.digest('hex') }) };
}

function isMissing(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function diskStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, assertSafeKey(key));
    if (!file.startsWith(base + path.sep)) throw new Error('object store key escapes its root');
    return file;
  };

  async function putFrom(key: string, write: (temp: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.part`;
    try {
      await write(temp);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'disk',
    async put(key, body: Readable, maxBytes) {
      const { meter, result } = meteredStream(maxBytes);
      await putFrom(key, (temp) => pipeline(body, meter, createWriteStream(temp, { flags: 'wx' })));
      return result();
    },
    async get(key, range?: ByteRange) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        const body = range
          ? createReadStream(file, { start: range.start, end: range.end })
          : createReadStream(file);
        return { body, size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async copy(from, to) {
      const source = fileOf(from);
      await putFrom(to, (temp) => copyFile(source, temp));
    },
    async remove(keys) {
      for (const key of keys) await rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const start = path.resolve(
        base,
        prefix === '' ? '.' : assertSafeKey(prefix.replace(/\/$/, '')),
      );
      const pending = [start];
      while (pending.length > 0) {
        const dir = pending.pop()!;
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        const keys: string[] = [];
        for (const entry of entries) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) pending.push(full);
          else if (entry.isFile() && !entry.name.endsWith('.part'))
            keys.push(path.relative(base, full).split(path.sep).join('/'));
        }
        if (keys.length > 0) yield keys.sort();
      }
    },
  };
}
