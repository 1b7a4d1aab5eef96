import { parentPort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite-instance.ts';
import { pglitePipeline } from './pglite-pipeline.ts';
import {
  errorData,
  type WorkerAnswer,
  type WorkerRequest,
  type WorkerRequests,
} from './pglite-worker-protocol.ts';

/**
 * The worker thread that owns the embedded database (started by
 * pglite-thread.ts). PGlite runs PostgreSQL as WebAssembly synchronously on
 * the thread that calls it; here that is this thread, so the server's event
 * loop keeps accepting and answering requests while a statement runs.
 * Requests are handled one at a time in the order they came.
 */

if (!parentPort) throw new Error('pglite-worker.ts runs only as a worker thread');
const port = parentPort;

let pglite: PGlite | undefined;
let pipeline: ReturnType<typeof pglitePipeline> | undefined;

function opened(): PGlite {
  if (!pglite) throw new Error('The embedded database is not open');
  return pglite;
}

const handlers: {
  [Op in keyof WorkerRequests]: (
    ...args: WorkerRequests[Op]['args']
  ) => Promise<WorkerRequests[Op]['value']>;
} = {
  async open(dataDir, loadDataDir) {
    pglite = await createPglite(dataDir, loadDataDir ? new Blob([loadDataDir]) : undefined);
    pipeline = pglitePipeline(pglite);
  },
  async query(sql, params) {
    const result = await opened().query(sql, params);
    return { rows: result.rows as never, rowCount: result.affectedRows ?? result.rows.length };
  },
  async exec(sql) {
    await opened().exec(sql);
  },
  async pipeline(statements, begin) {
    opened();
    return pipeline!(statements, begin);
  },
  async dump() {
    // Uncompressed: a dump is only ever the test suites' template, opened once
    // per suite, and untarring it without gunzip first costs a sixth less CPU.
    return (await opened().dumpDataDir('none')).arrayBuffer();
  },
  async close() {
    await pglite?.close();
    pglite = undefined;
  },
};

async function handle(request: WorkerRequest): Promise<WorkerAnswer> {
  try {
    const handler = handlers[request.op] as (...args: unknown[]) => Promise<unknown>;
    return { id: request.id, ok: true, value: await handler(...request.args) };
  } catch (error) {
    return { id: request.id, ok: false, error: errorData(error) };
  }
}

let line = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  line = line.then(async () => {
    const answer = await handle(request);
    const transfer = answer.ok && answer.value instanceof ArrayBuffer ? [answer.value] : [];
    port.postMessage(answer, transfer);
  });
});
