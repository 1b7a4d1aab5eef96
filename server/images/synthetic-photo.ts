import sharp from 'sharp';

/**
 * Photo-like JPEGs made from code: a landscape (sky, sun, hills, water,
 * grain) of any size, with the EXIF a phone writes (make, model, date,
 * orientation and GPS position). We have no licensed photographs and no
 * network to fetch them, so the demo, the tests and the benchmarks use these
 * honestly generated pictures: as large and as noisy as a phone's, so the
 * pipeline does the work a real upload costs, and carrying GPS so its
 * removal is exercised.
 */
export interface SyntheticPhotoOptions {
  width: number;
  height: number;
  seed: number;
  /** EXIF orientation written into the file (1 = upright, 6 = rotate 90° to show). */
  orientation?: number;
  /** Latitude and longitude written as EXIF GPS, in degrees. */
  gps?: { latitude: number; longitude: number };
  quality?: number;
  /** A slight blur of the drawn scene before it is enlarged. */
  soften?: boolean;
}

export async function syntheticPhoto(options: SyntheticPhotoOptions): Promise<Buffer> {
  const { seed } = options;
  // The scene is drawn at a quarter of the size, enlarged, and given a
  // full-size film grain by libvips: drawing 12 MP in JavaScript takes seconds.
  const width = Math.max(1, Math.round(options.width / 4));
  const height = Math.max(1, Math.round(options.height / 4));
  const random = mulberry32(seed);
  const palette = palettes[seed % palettes.length]!;
  const horizon = height * (0.45 + random() * 0.15);
  const sunX = width * (0.2 + random() * 0.6);
  const sunY = horizon * (0.35 + random() * 0.4);
  const sunRadius = Math.min(width, height) * 0.05;
  const hills = [0, 1, 2].map(() => ({
    phase: random() * 10,
    scale: 0.5 + random() * 2,
    height: height * (0.05 + random() * 0.12),
  }));

  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const colour = colourAt(x, y);
      const at = (y * width + x) * 3;
      pixels[at] = clamp(colour[0]!);
      pixels[at + 1] = clamp(colour[1]!);
      pixels[at + 2] = clamp(colour[2]!);
    }
  }

  function colourAt(x: number, y: number): number[] {
    const u = x / width;
    const ridge = hills.reduce(
      (top, hill, i) =>
        Math.min(
          top,
          horizon -
            hill.height *
              (1 + Math.sin(u * Math.PI * hill.scale * 2 + hill.phase)) *
              (1 - i * 0.25),
        ),
      horizon,
    );
    if (y < ridge) {
      const t = y / ridge;
      const sky = mix(palette.skyTop, palette.skyLow, t);
      const d = Math.hypot(x - sunX, y - sunY);
      const glow = Math.max(0, 1 - d / (sunRadius * 6));
      return d < sunRadius ? palette.sun : mix(sky, palette.sun, glow * glow * 0.6);
    }
    if (y < horizon) return mix(palette.hill, palette.skyLow, ((horizon - y) / horizon) * 0.5);
    const t = (y - horizon) / (height - horizon);
    const ripple = Math.sin(y * 0.35 + Math.sin(x * 0.01) * 4) * 10;
    return mix(palette.waterNear, palette.waterFar, 1 - t).map((c) => c + ripple);
  }

  return finishPhoto(pixels, { width, height }, options);
}

/**
 * A scene drawn at a quarter of the size (`pixels`, raw RGB of `drawn`)
 * becomes the full-size JPEG a phone writes: enlarged, given a full-size
 * film grain by libvips, with the phone's EXIF (and GPS when asked).
 */
export async function finishPhoto(
  pixels: Buffer,
  drawn: { width: number; height: number },
  options: SyntheticPhotoOptions,
): Promise<Buffer> {
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: 'Zajednica', Model: 'Synthetic camera', DateTime: '2026:06:28 10:00:00' },
  };
  if (options.gps) exif.IFD3 = gpsTags(options.gps.latitude, options.gps.longitude);
  const drawing = sharp(pixels, { raw: { ...drawn, channels: 3 } });
  // A lens draws no hard edge (the landscapes keep theirs, as before).
  if (options.soften) drawing.blur(0.8);
  const scene = await drawing
    .resize(options.width, options.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: options.width,
      height: options.height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(scene, { raw: { width: options.width, height: options.height, channels: 3 } })
    .composite([
      {
        input: grain,
        raw: { width: options.width, height: options.height, channels: 3 },
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: options.quality ?? 88 })
    .withExif(exif)
    .withMetadata({ orientation: options.orientation ?? 1 })
    .toBuffer();
}

function gpsTags(latitude: number, longitude: number): Record<string, string> {
  return {
    GPSLatitudeRef: latitude >= 0 ? 'N' : 'S',
    GPSLatitude: rational(Math.abs(latitude)),
    GPSLongitudeRef: longitude >= 0 ? 'E' : 'W',
    GPSLongitude: rational(Math.abs(longitude)),
  };
}

/** Degrees as EXIF's three rationals: degrees, minutes, hundredths of seconds. */
function rational(degrees: number): string {
  const d = Math.floor(degrees);
  const minutes = (degrees - d) * 60;
  const m = Math.floor(minutes);
  const s = Math.round((minutes - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

export type Rgb = number[];
const palettes: { skyTop: Rgb; skyLow: Rgb; sun: Rgb; hill: Rgb; waterNear: Rgb; waterFar: Rgb }[] =
  [
    {
      skyTop: [40, 70, 140],
      skyLow: [240, 170, 110],
      sun: [255, 236, 190],
      hill: [50, 60, 55],
      waterNear: [20, 40, 70],
      waterFar: [150, 120, 110],
    },
    {
      skyTop: [90, 150, 220],
      skyLow: [200, 225, 240],
      sun: [255, 255, 235],
      hill: [60, 110, 50],
      waterNear: [70, 120, 60],
      waterFar: [140, 170, 90],
    },
    {
      skyTop: [30, 30, 60],
      skyLow: [180, 90, 100],
      sun: [255, 200, 150],
      hill: [35, 30, 45],
      waterNear: [25, 25, 40],
      waterFar: [120, 70, 90],
    },
  ];

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return a.map((v, i) => v + (b[i]! - v) * t);
}

export function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}

/** A small seeded generator, so the same seed makes the same picture. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
