import { parseConfig } from '../server/config.ts';
import { startServer } from '../server/start-server.ts';
import { type EngineName, freshStore } from './bench-engines.ts';
import { withPeakMemory } from './peak-memory.ts';

/**
 * Uploads of a 12 MP photo to the real server's POST /media on one engine
 * (a fresh PGlite data directory or PostgreSQL database, files under a
 * fresh DATA_DIR): after a warm-up upload, one upload end to end (pipeline,
 * files, the images row),
 * then `count` uploads at once, each from its own address: how many were
 * kept and how many the bounded queue refused at once (503), uploads kept
 * per second, and the peak memory of this process (server included)
 * meanwhile. Each upload is a different file, so none is stored only once.
 */
export interface UploadFigures {
  engine: EngineName;
  oneMs: number;
  onePeakBytes: number;
  kept: number;
  refused: number;
  perSecond: number;
  burstPeakBytes: number;
}

export async function benchUploads(
  engine: EngineName,
  photoOf: (n: number) => Buffer,
  count: number,
): Promise<UploadFigures> {
  const store = await freshStore(engine);
  const server = await startServer(
    parseConfig({
      ...store.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      // Each upload from its own address: the per-network limits are not what this measures.
      TRUST_PROXY: 'loopback',
    }),
  );
  const upload = async (n: number) => {
    const response = await fetch(`${server.url}/media`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        'X-Forwarded-For': `198.51.100.${n % 250}`,
      },
      body: photoOf(engine === 'postgres' ? 1000 + n : 2000 + n),
    });
    await response.arrayBuffer();
    if (response.status !== 201 && response.status !== 503)
      throw new Error(`upload answered ${response.status}`);
    return response.status;
  };
  try {
    await upload(0); // warm-up: the server's first request and the codecs
    const one = await withPeakMemory(() => upload(1));
    const burst = await withPeakMemory(() =>
      Promise.all(Array.from({ length: count }, (_, i) => upload(i + 2))),
    );
    const kept = burst.result.filter((status) => status === 201).length;
    return {
      engine,
      oneMs: one.ms,
      onePeakBytes: one.peak,
      kept,
      refused: count - kept,
      perSecond: (kept * 1000) / burst.ms,
      burstPeakBytes: burst.peak,
    };
  } finally {
    await server.close();
    await store.dispose();
  }
}
