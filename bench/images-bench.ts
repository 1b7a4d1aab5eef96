import { imageQueue, ImageQueueFull } from '../server/images/image-queue.ts';
import { processImage } from '../server/images/process-image.ts';
import { syntheticPhoto } from '../server/images/synthetic-photo.ts';
import { setLogLevel } from '../server/log.ts';
import { enginesFrom } from './bench-engines.ts';
import { benchUploads } from './image-uploads-bench.ts';
import { withPeakMemory } from './peak-memory.ts';

/**
 * `npm run bench -- images [count] [postgres|pglite]`: the image pipeline on
 * a 12-megapixel phone-like JPEG (4000 × 3000, generated, with GPS EXIF):
 *
 * - the time and the peak memory (resident set above the process's size
 *   before) to take in one photo: validate, decode, make the 12 variants and
 *   the placeholder;
 * - photos per second when `count` (default 12) arrive at once through the
 *   server's queue, the peak memory meanwhile, and how many the queue
 *   refused at once (it holds one running and eight waiting).
 *
 * - then the same through the real server on each engine
 *   (image-uploads-bench.ts): one upload to POST /media end to end, and
 *   `count` uploads at once, kept per second, refused, peak memory.
 */
export async function main(args: string[]): Promise<void> {
  setLogLevel('warn');
  const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 12);
  console.log('Generating a 4000 × 3000 photo…');
  const photo = await syntheticPhoto({
    width: 4000,
    height: 3000,
    seed: 11,
    gps: { latitude: 45.4215, longitude: -75.6972 },
  });
  console.log(`  ${(photo.length / 1e6).toFixed(1)} MB JPEG`);

  await processImage(variantOf(photo, 0)); // warm-up: loads the codecs
  const one = await withPeakMemory(() => processImage(variantOf(photo, 1)));
  const stored = one.result.variants.reduce((sum, v) => sum + v.bytes.length, 0);
  console.log(
    `one 12 MP photo: ${one.ms.toFixed(0)} ms, peak memory +${mb(one.peak)} MB, ` +
      `${one.result.variants.length} variants, ${(stored / 1024).toFixed(0)} kB stored`,
  );
  const lead640 = one.result.variants.find((v) => v.width === 640 && v.format === 'avif');
  if (lead640)
    console.log(
      `  640 px AVIF (a phone's lead image): ${(lead640.bytes.length / 1024).toFixed(1)} kB`,
    );

  let refused = 0;
  const burst = await withPeakMemory(() =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        imageQueue
          .run(() => processImage(variantOf(photo, 100 + i)))
          .catch((error: unknown) => {
            if (error instanceof ImageQueueFull) refused += 1;
            else throw error;
          }),
      ),
    ),
  );
  const done = count - refused;
  console.log(
    `burst of ${count}: ${done} processed, ${refused} refused at once (queue full), ` +
      `${((done * 1000) / burst.ms).toFixed(2)} photos/s, peak memory +${mb(burst.peak)} MB`,
  );

  for (const engine of enginesFrom(args)) {
    const figures = await benchUploads(engine, (n) => variantOf(photo, n), count);
    console.log(
      `${engine.padEnd(8)} POST /media: one upload ${figures.oneMs.toFixed(0)} ms, ` +
        `peak +${mb(figures.onePeakBytes)} MB; ${count} at once: ${figures.kept} kept, ` +
        `${figures.refused} refused (503), ${figures.perSecond.toFixed(2)} uploads/s, ` +
        `peak +${mb(figures.burstPeakBytes)} MB`,
    );
  }
}

/** The same picture with one byte more, so each run has its own content address. */
function variantOf(photo: Buffer, n: number): Buffer {
  return Buffer.concat([photo, Buffer.from([n & 0xff])]);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
