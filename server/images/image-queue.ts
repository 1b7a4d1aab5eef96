import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * libvips keeps decoded images in an operation cache and spreads one image
 * over a thread per core. An upload is decoded once, so the cache only holds
 * memory; one image at a time on few threads leaves the other cores to the
 * requests.
 */
sharp.cache(false);
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / 2)));

/** The queue is full: the caller answers 503 with Retry-After. */
export class ImageQueueFull extends Error {
  constructor() {
    super('too many images are being processed; try again shortly');
  }
}

/**
 * Runs at most `concurrency` jobs at once and lets at most `maxWaiting` wait;
 * a job beyond that is refused at once rather than piling up memory (each
 * waiting job holds its upload's bytes).
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new ImageQueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The server's one queue: one image at a time, eight more waiting (about 160 MB of uploads at most). */
export const imageQueue = new ImageQueue(1, 8);
