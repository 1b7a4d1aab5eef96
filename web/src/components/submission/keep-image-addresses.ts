import { galleryLines, isHttpsUrl } from '@domain/submission-fields.ts';
import { keepImageAddress, SendImageError, type SendImageFailure } from '@/lib/send-image.ts';
import type { FieldSection } from './field-spec.ts';

/**
 * An image address the server did not keep, named so the form can say
 * which, and why: `failed` when the address could not be fetched, else the
 * same reason an upload would give (too large, not an image, quota…).
 */
export class ImageAddressNotKept extends Error {
  constructor(
    readonly field: string,
    readonly url: string,
    readonly failure: SendImageFailure,
  ) {
    super(`image address not kept: ${url}`);
  }
}

/**
 * An image given as an https:// address is fetched once by the server
 * (`/media/fetch`: the safe fetcher, then the image pipeline) and the form
 * stores the kept copy's path instead, so the picture stays when the other
 * site moves it and no reader's browser asks that site for it.
 */
export async function keepImageAddresses<T extends Record<string, unknown>>(
  values: T,
  sections: FieldSection[],
  accessToken: string | undefined,
): Promise<T> {
  const kept: Record<string, unknown> = { ...values };
  for (const field of sections.flatMap((section) => section.fields)) {
    const value = kept[field.name];
    if (typeof value !== 'string') continue;
    if (field.kind === 'image' && isHttpsUrl(value)) {
      kept[field.name] = await keep(field.name, value, accessToken);
    } else if (field.kind === 'images') {
      const lines: string[] = [];
      for (const line of galleryLines(value)) {
        lines.push(isHttpsUrl(line) ? await keep(field.name, line, accessToken) : line);
      }
      kept[field.name] = lines.join('\n');
    }
  }
  return kept as T;
}

async function keep(field: string, url: string, accessToken: string | undefined) {
  try {
    return (await keepImageAddress(url, accessToken)).path;
  } catch (error) {
    throw new ImageAddressNotKept(
      field,
      url,
      error instanceof SendImageError ? error.failure : 'failed',
    );
  }
}
