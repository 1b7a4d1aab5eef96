import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { storeVariants, variantKey } from './image-files.ts';
import { pipelineVersion, type VariantFormat } from './image-limits.ts';
import { imageQueue } from './image-queue.ts';
import { keepImage } from './keep-image.ts';
import { type ImageVariant, processImage, type ProcessedImage } from './process-image.ts';
import { syntheticPhoto } from './synthetic-photo.ts';
import { syntheticPortrait } from './synthetic-portrait.ts';

/**
 * The demo's photographs (with SEED=demo, unless DEMO_PHOTOS=false). We have no
 * licensed photographs and no network to fetch any, so these are generated
 * from code (synthetic-photo.ts, synthetic-portrait.ts): landscapes of
 * 4000 × 3000 pixels, portraits of 3000 × 4000 and wide banners of
 * 4000 × 2250, JPEGs of about 3 MB with a phone's EXIF including a GPS
 * position, as large as what people upload. They go through the same
 * pipeline as an upload (the GPS is removed there) and are kept in the
 * object store; the demo's news, events, memorial galleries and portraits,
 * and creators' avatars and banners then show them instead of their small
 * drawings, so the benchmarks and audits measure real photo weight.
 *
 * Generating and encoding them takes about a minute on two busy cores, so
 * the results are kept in `cacheDir` (outside DATA_DIR, shared by fresh data
 * directories): a later start copies some 700 kB into the store in a
 * fraction of a second. The first start does not wait for them: the server
 * serves the demo's drawings meanwhile (start-server.ts, demo-photos-later.ts).
 */
type Use = 'landscape' | 'memorialPortrait' | 'avatar' | 'banner';
interface Photo {
  name: string;
  use: Use;
  seed: number;
  gps: { latitude: number; longitude: number };
  longHair?: boolean;
}
const toronto = { latitude: 43.6532, longitude: -79.3832 };
const photos: readonly Photo[] = [
  {
    name: 'dusk-over-the-lake',
    use: 'landscape',
    seed: 1,
    gps: { latitude: 43.6426, longitude: -79.3871 },
  },
  {
    name: 'green-hills',
    use: 'landscape',
    seed: 2,
    gps: { latitude: 44.0165, longitude: 20.9114 },
  },
  {
    name: 'violet-evening',
    use: 'landscape',
    seed: 3,
    gps: { latitude: 45.4215, longitude: -75.6972 },
  },
  {
    name: 'river-morning',
    use: 'landscape',
    seed: 4,
    gps: { latitude: 43.2557, longitude: -79.8711 },
  },
  // A memorial's portrait: an old print photographed again with a phone.
  { name: 'portrait-sepia-man', use: 'memorialPortrait', seed: 3, gps: toronto },
  { name: 'portrait-sepia-woman', use: 'memorialPortrait', seed: 6, gps: toronto, longHair: true },
  { name: 'portrait-colour-woman', use: 'avatar', seed: 5, gps: toronto, longHair: true },
  { name: 'portrait-colour-man', use: 'avatar', seed: 7, gps: toronto },
  // A creator's banner: a wide (16:9) photograph.
  { name: 'wide-evening-water', use: 'banner', seed: 6, gps: toronto },
  {
    name: 'wide-green-valley',
    use: 'banner',
    seed: 8,
    gps: { latitude: 44.7866, longitude: 20.4489 },
  },
];

/** The kept paths of the demo's photographs, by what they are shown as. */
export type DemoPhotoPaths = Record<Use, string[]>;

export const defaultDemoPhotoCache = path.resolve('node_modules/.cache/zajednica-demo-photos');

interface CachedImage {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  variants: { width: number; height: number; format: VariantFormat }[];
}

export interface DemoPhotoOptions {
  cacheDir?: string;
  size?: { width: number; height: number };
  /** Stops before the next photograph and before touching the database: the server is stopping. */
  signal?: AbortSignal;
}

const defaultSize = { width: 4000, height: 3000 };

/** Whether every photograph is made already, so that placing them takes a fraction of a second. */
export async function demoPhotosMade(options: DemoPhotoOptions = {}): Promise<boolean> {
  const { cacheDir = defaultDemoPhotoCache, size = defaultSize } = options;
  for (const photo of photos) {
    try {
      await readFile(path.join(cacheDir, cacheName(photo, size), 'image.json'));
    } catch {
      return false;
    }
  }
  return true;
}

/** Makes the photographs that are not made yet (the pages bench, before its server starts). */
export async function makeDemoPhotos(options: DemoPhotoOptions = {}): Promise<void> {
  const { cacheDir = defaultDemoPhotoCache, size = defaultSize } = options;
  for (const photo of photos) await cachedImage(photo, size, cacheDir);
}

/**
 * The paths (`/media/…`) of the demo photographs, made and stored when
 * missing; null when `signal` stopped it first.
 */
export async function ensureDemoPhotos(
  db: Database,
  store: ObjectStore,
  options: DemoPhotoOptions = {},
): Promise<DemoPhotoPaths | null> {
  const { cacheDir = defaultDemoPhotoCache, size = defaultSize, signal } = options;
  const images: CachedWithBytes[] = [];
  for (const photo of photos) {
    if (signal?.aborted) return null;
    images.push(await cachedImage(photo, size, cacheDir));
  }
  if (signal?.aborted) return null;
  const paths: DemoPhotoPaths = { landscape: [], memorialPortrait: [], avatar: [], banner: [] };
  for (const [i, image] of images.entries()) {
    const first = image.variants[0]!;
    if ((await store.size(variantKey(image.id, first.width, first.format))) === null) {
      await storeVariants(store, image.id, image.variants);
    }
    paths[photos[i]!.use].push((await keepImage(db, store, image, null)).path);
  }
  await showOnDemoContent(db, paths.landscape);
  await showPortraitsAndBanners(db, paths);
  return paths;
}

/**
 * The lead images of the memorial and creator pages: a memorial's portrait
 * drawing of a man or a woman becomes the sepia photograph of one, a
 * creator's avatar and banner drawings become photographs in turn.
 */
async function showPortraitsAndBanners(db: Database, paths: DemoPhotoPaths) {
  const [man, woman] = paths.memorialPortrait;
  await db.query(
    `update public.memorials
        set profile_image_url = case profile_image_url
              when '/images/memorials/portrait-woman.svg' then $2 else $1 end
      where profile_image_url like '/images/memorials/portrait-%'`,
    [man, woman],
  );
  const inTurn = (list: string[], offset: number, n: string) =>
    `(array[${list.map((_, i) => `$${offset + i + 1}`).join(', ')}]::text[])[1 + (${n} % ${list.length})]`;
  const avatars = paths.avatar;
  const banners = paths.banner;
  await db.query(
    `update public.creators c
        set avatar_image = case when c.avatar_image like '/images/%'
              then ${inTurn(avatars, 0, 'x.rn')} else c.avatar_image end,
            banner_image = case when c.banner_image like '/images/%'
              then ${inTurn(banners, avatars.length, 'x.rn')} else c.banner_image end
       from (select id, row_number() over (order by created_at, id) as rn from public.creators) x
      where x.id = c.id and (c.avatar_image like '/images/%' or c.banner_image like '/images/%')`,
    [...avatars, ...banners],
  );
}

/** News and events drawn by the demo, and the memorial galleries, get the photographs in turn. */
async function showOnDemoContent(db: Database, paths: string[]) {
  const list = `array[${paths.map((_, i) => `$${i + 1}`).join(', ')}]::text[]`;
  const pick = (n: string) => `(${list})[1 + (${n} % ${paths.length})]`;
  await db.query(
    `update public.news n set image_url = ${pick('x.rn')}
       from (select id, row_number() over (order by created_at) as rn from public.news) x
      where x.id = n.id and n.image_url like '/images/%'`,
    paths,
  );
  await db.query(
    `update public.events e set featured_image_url = ${pick('x.rn')}, image_url = null
       from (select id, row_number() over (order by event_date) as rn from public.events) x
      where x.id = e.id and coalesce(e.featured_image_url, e.image_url, '') like '/images/%'`,
    paths,
  );
  await db.query(
    `update public.memorials set gallery_image_urls = ${list}
      where exists (select 1 from unnest(gallery_image_urls) u where u like '/images/%')`,
    paths,
  );
}

type CachedWithBytes = Omit<CachedImage, 'variants'> & { variants: ImageVariant[] };

async function cachedImage(
  photo: Photo,
  size: { width: number; height: number },
  cacheDir: string,
): Promise<CachedWithBytes> {
  const dir = path.join(cacheDir, cacheName(photo, size));
  try {
    const meta = JSON.parse(await readFile(path.join(dir, 'image.json'), 'utf8')) as CachedImage;
    const variants = await Promise.all(
      meta.variants.map(async (v) => ({
        ...v,
        bytes: await readFile(path.join(dir, `${v.width}.${v.format}`)),
      })),
    );
    return { ...meta, variants };
  } catch {
    log.info('making a demo photograph (once, then cached)', { photo: photo.name });
    const source = await makeSource(photo, size);
    const image: ProcessedImage = await imageQueue.run(() => processImage(source));
    await mkdir(dir, { recursive: true });
    for (const v of image.variants)
      await writeFile(path.join(dir, `${v.width}.${v.format}`), v.bytes);
    const meta: CachedImage = {
      id: image.id,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      variants: image.variants.map(({ width, height, format }) => ({ width, height, format })),
    };
    await writeFile(path.join(dir, 'image.json'), JSON.stringify(meta));
    return { ...meta, variants: image.variants };
  }
}

/** A phone's JPEG: 4:3 landscapes, 3:4 portraits held upright, 16:9 banners. */
function makeSource(photo: Photo, size: { width: number; height: number }): Promise<Buffer> {
  const { seed, gps } = photo;
  switch (photo.use) {
    case 'landscape':
      return syntheticPhoto({ ...size, seed, gps });
    case 'banner':
      return syntheticPhoto({
        width: size.width,
        height: Math.round((size.width * 9) / 16),
        seed,
        gps,
      });
    case 'memorialPortrait':
    case 'avatar': {
      const portrait = { width: size.height, height: size.width, seed, gps };
      return syntheticPortrait({
        ...portrait,
        sepia: photo.use === 'memorialPortrait',
        longHair: photo.longHair,
      });
    }
  }
}

function cacheName(photo: Photo, size: { width: number }): string {
  return `${photo.name}-${size.width}-v${pipelineVersion}`;
}
