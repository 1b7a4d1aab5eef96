import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { asCaller, type Caller, probeAsCaller, requestInfo } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import { jsonBody } from './storage-json-body.ts';
import { checkObjectName } from './storage-names.ts';
import { findBucket, findObject, isUuid } from './storage-rows.ts';
import { transformationsText, type Transformations } from './render-image.ts';

/**
 * Signed URLs and signed upload URLs (PROTOCOL.md §5.11). A token is an
 * HS256 JWT naming `<bucket>/<path>`, its scope (download or upload) and its
 * expiry; it is signed with a key derived from JWT_SECRET for this one use,
 * so a signed-URL token is never a valid API token, nor the other way round.
 * Creating one needs the caller's policies (SELECT to read, INSERT to
 * upload); using one needs only the token.
 */

/** How long a signed upload URL stays valid (storage-js documents two hours). */
export const signedUploadSeconds = 2 * 60 * 60;
/** The longest a signed download URL may be valid: one year. */
const maxExpiresIn = 365 * 24 * 60 * 60;

function urlKey(secret: string): Uint8Array {
  return createHash('sha256').update(`zajednica storage signed url\0${secret}`).digest();
}

async function sign(context: StorageContext, claims: Record<string, unknown>, seconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(urlKey(context.jwtSecret));
}

export interface VerifiedToken {
  url: string;
  scope: 'download' | 'upload';
  exp: number;
  owner?: string;
  upsert?: boolean;
  transformations?: string;
}

/** Checks signature, expiry, scope and path, in that order (§5.11). */
export async function verifySignedToken(
  context: StorageContext,
  token: string | undefined,
  scope: 'download' | 'upload',
  bucket: string,
  name: string,
): Promise<VerifiedToken> {
  let payload: Record<string, unknown>;
  try {
    if (!token) throw new joseErrors.JWSInvalid('Invalid Compact JWS');
    payload = (await jwtVerify(token, urlKey(context.jwtSecret), { algorithms: ['HS256'] }))
      .payload;
  } catch (error) {
    throw storageErrors.invalidJwt(
      error instanceof joseErrors.JOSEError ? error.message : 'Invalid Compact JWS',
    );
  }
  if (payload.scope !== scope)
    throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== `${bucket}/${name}`) throw storageErrors.invalidSignature();
  return payload as unknown as VerifiedToken;
}

function expiresInOf(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw storageErrors.invalidRequest("body must have required property 'expiresIn'");
  return Math.min(value, maxExpiresIn);
}

function transformOf(body: Record<string, unknown>): Transformations | undefined {
  const transform = body.transform;
  if (transform === undefined || transform === null) return undefined;
  if (typeof transform !== 'object' || Array.isArray(transform))
    throw storageErrors.invalidRequest('body/transform must be object');
  if (Object.keys(transform).length === 0) return undefined;
  return transform as Transformations;
}

/** POST /object/sign/{bucket}/{path}: one signed download URL. */
export async function createSignedUrl(
  c: Context,
  context: StorageContext,
  caller: Caller,
  bucket: string,
  name: string,
) {
  const body = await jsonBody(c);
  const expiresIn = expiresInOf(body);
  const transform = transformOf(body);
  const object = await asCaller(context, caller, requestInfo(c, 'storage.object.sign'), (tx) =>
    findObject(tx, bucket, name),
  );
  if (!object) throw storageErrors.objectNotFound();
  const claims: Record<string, unknown> = { url: `${bucket}/${name}`, scope: 'download' };
  if (transform) {
    claims.transformations = transformationsText(transform);
    if (transform.format) claims.format = transform.format;
  }
  const token = await sign(context, claims, expiresIn);
  const route = transform ? '/render/image/sign' : '/object/sign';
  return c.json({ signedURL: `${route}/${bucket}/${name}?token=${token}` });
}

/** POST /object/sign/{bucket}: many signed download URLs, in the order asked. */
export async function createSignedUrls(
  c: Context,
  context: StorageContext,
  caller: Caller,
  bucket: string,
) {
  const body = await jsonBody(c);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (
    !Array.isArray(paths) ||
    paths.length < 1 ||
    paths.length > 1000 ||
    !paths.every((path) => typeof path === 'string')
  )
    throw storageErrors.invalidRequest('body/paths must be an array of 1 to 1000 names');
  const { rows } = await asCaller(context, caller, requestInfo(c, 'storage.object.sign'), (tx) =>
    tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    ),
  );
  const found = new Set(rows.map((row) => row.name));
  const answers = [];
  for (const path of paths as string[]) {
    if (!found.has(path)) {
      answers.push({
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
      });
      continue;
    }
    const token = await sign(context, { url: `${bucket}/${path}`, scope: 'download' }, expiresIn);
    answers.push({ error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${token}` });
  }
  return c.json(answers);
}

/** POST /object/upload/sign/{bucket}/{path}: a URL to upload one file without a session. */
export async function createSignedUploadUrl(
  c: Context,
  context: StorageContext,
  caller: Caller,
  bucket: string,
  name: string,
) {
  checkObjectName(name);
  const upsert = c.req.header('x-upsert') === 'true';
  if (!(await findBucket(context.db, bucket))) throw storageErrors.bucketNotFound();
  await probeAsCaller(context, caller, requestInfo(c, 'storage.object.upload_sign'), async (tx) => {
    await tx
      .query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata)
         values ($1, $2, $3, $4, '{}', '{}')
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata' : ''}`,
        [bucket, name, isUuid(caller.sub) ? caller.sub : null, caller.sub ?? null],
      )
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw storageErrors.keyExists();
        throw error;
      });
  });
  const claims: Record<string, unknown> = { url: `${bucket}/${name}`, upsert, scope: 'upload' };
  if (caller.sub) claims.owner = caller.sub;
  const token = await sign(context, claims, signedUploadSeconds);
  return c.json({ url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
}
