import type { ObjectStore } from './object-store.ts';

/**
 * Copies every stored file (`objects/…`) from one store to another, key for
 * key: for backups (store → a folder beside the SQL file), restores (that
 * folder → the configured store) and moving from the disk to S3. Files
 * already in the target with the same size are skipped, so an interrupted
 * copy can simply be run again.
 */
export async function copyObjects(
  from: ObjectStore,
  to: ObjectStore,
  onProgress: (copied: number) => void = () => undefined,
): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for await (const keys of from.list('objects/')) {
    for (const key of keys) {
      const source = await from.get(key);
      if (!source) continue; // removed meanwhile
      if ((await to.size(key)) === source.size) {
        source.body.destroy();
        skipped += 1;
        continue;
      }
      await to.put(key, source.body, Number.MAX_SAFE_INTEGER);
      copied += 1;
      if (copied % 100 === 0) onProgress(copied);
    }
  }
  return { copied, skipped };
}
