import { mediaErrorTexts, type MediaErrorText } from '@domain/error-codes.ts';

/**
 * Sends an image to the server's image pipeline (`/media`, server/images/)
 * and answers the path content keeps (`/media/<id>/<w>x<h>`). An upload
 * reports its progress (XMLHttpRequest: fetch cannot report an upload's);
 * an address is fetched once by the server and kept like an upload.
 */
export interface KeptImage {
  id: string;
  path: string;
  width: number;
  height: number;
  placeholder: string;
}

/** Why sending failed, by the server's code; each has a text in submissions.upload. */
export type SendImageFailure = MediaErrorText | 'network' | 'failed';

export class SendImageError extends Error {
  constructor(readonly failure: SendImageFailure) {
    super(`image not kept: ${failure}`);
  }
}

/** The largest file the server takes (server/images/image-limits.ts). */
export const maxUploadBytes = 20 * 1024 * 1024;

/** The types a file picker offers; a phone converts HEIC to JPEG for them. */
export const uploadAccept = 'image/jpeg,image/png,image/webp,image/avif';

const failureOfCode: Record<string, SendImageFailure> = mediaErrorTexts;

function failureOf(status: number, body: string): SendImageFailure {
  if (status === 0) return 'network';
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    if (typeof code === 'string' && code in failureOfCode) return failureOfCode[code]!;
  } catch {
    // not JSON: a proxy's page
  }
  return status === 413 ? 'tooLarge' : 'failed';
}

export function uploadImage(
  file: Blob,
  accessToken: string | undefined,
  onProgress: (fraction: number) => void,
): Promise<KeptImage> {
  if (file.size > maxUploadBytes) return Promise.reject(new SendImageError('tooLarge'));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/media');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) resolve(JSON.parse(request.responseText) as KeptImage);
      else reject(new SendImageError(failureOf(request.status, request.responseText)));
    };
    request.onerror = () => reject(new SendImageError('network'));
    request.ontimeout = () => reject(new SendImageError('network'));
    request.send(file);
  });
}

export async function keepImageAddress(
  url: string,
  accessToken: string | undefined,
): Promise<KeptImage> {
  let response: Response;
  try {
    response = await fetch('/media/fetch', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({ url }),
    });
  } catch {
    throw new SendImageError('network');
  }
  const body = await response.text();
  if (response.status !== 201) throw new SendImageError(failureOf(response.status, body));
  return JSON.parse(body) as KeptImage;
}
