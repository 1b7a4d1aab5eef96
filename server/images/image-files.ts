import { Readable } from 'node:stream';
import type { ObjectStore } from '../storage/object-store.ts';
import { maxImageBytes, variantContentType, type VariantFormat } from './image-limits.ts';
import type { ImageVariant } from './process-image.ts';

/**
 * Where the variants of an image live in the object store (disk under
 * DATA_DIR or S3, server/storage/): `media/<id>/<width>.<ext>`. The id is the
 * image's content address, so a name always means the same bytes and can be
 * cached for ever.
 */
export const extensionOf: Record<VariantFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};
const formatOfExtension = new Map(
  Object.entries(extensionOf).map(([format, ext]) => [ext, format as VariantFormat]),
);

export function variantKey(id: string, width: number, format: VariantFormat): string {
  return `media/${id}/${width}.${extensionOf[format]}`;
}

/** `640.webp` → its width and format; null for any other name. */
export function parseVariantFile(file: string): { width: number; format: VariantFormat } | null {
  const match = /^([1-9][0-9]{1,3})\.(avif|webp|jpg)$/.exec(file);
  const format = match ? formatOfExtension.get(match[2]!) : undefined;
  return match && format ? { width: Number(match[1]), format } : null;
}

export async function storeVariants(store: ObjectStore, id: string, variants: ImageVariant[]) {
  for (const variant of variants) {
    await store.put(
      variantKey(id, variant.width, variant.format),
      Readable.from([variant.bytes]),
      maxImageBytes,
    );
  }
}

export async function removeImageFiles(store: ObjectStore, id: string) {
  const keys: string[] = [];
  for await (const batch of store.list(`media/${id}/`)) keys.push(...batch);
  await store.remove(keys);
}

export const contentTypeOf = (format: VariantFormat) => variantContentType[format];
