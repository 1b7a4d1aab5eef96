import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { DatabaseBusyError, pgliteQueue } from './pglite-queue.ts';

describe('the embedded database in its worker thread', () => {
  let db: Database & { dumpDataDir(): Promise<Blob> };
  beforeAll(async () => {
    db = await openPgliteDatabase('memory://');
    await db.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => db.close());

  it('keeps the event loop turning while a long statement runs', async () => {
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks += 1;
      if (running) setTimeout(tick, 1);
    };
    setTimeout(tick, 1);
    // Several hundred milliseconds of WebAssembly anywhere; on the request thread it let no timer run.
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from generate_series(1, 5000000)',
    );
    running = false;
    expect(rows[0]!.count).toBe(5_000_000);
    expect(ticks).toBeGreaterThan(10);
  });

  it("keeps PostgreSQL's error fields and rolls a failed transaction back", async () => {
    await db.query('insert into notes values (1, $1)', ['first']);
    const failure = await db.query('insert into notes values (1, $1)', ['again']).catch((e) => e);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes values (2, $1)', ['second']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query('select id from notes order by id');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('dumps a data directory that opens again with its rows', async () => {
    const copy = await openPgliteDatabase('memory://', { loadDataDir: await db.dumpDataDir() });
    try {
      expect((await copy.query('select body from notes')).rows).toEqual([{ body: 'first' }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses work once closed', async () => {
    const closed = await openPgliteDatabase('memory://');
    await closed.close();
    await expect(closed.query('select 1')).rejects.toThrow();
  });
});

describe('the line in front of the embedded database', () => {
  function deferred() {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('lets a read that arrives behind a write go first', async () => {
    const queue = pgliteQueue(60_000);
    const running = deferred();
    const order: string[] = [];
    const first = queue.run(() => running.promise);
    const write = queue.run(async () => void order.push('write'));
    const read = queue.run(async () => void order.push('read'), true);
    expect(queue.waiting).toBe(2);
    running.resolve();
    await Promise.all([first, write, read]);
    expect(order).toEqual(['read', 'write']);
  });

  it('refuses work that waited too long with DatabaseBusyError', async () => {
    const queue = pgliteQueue(50);
    const running = deferred();
    const first = queue.run(() => running.promise);
    await expect(queue.run(async () => 'never')).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(queue.waiting).toBe(0);
    running.resolve();
    await first;
    await expect(queue.run(async () => 'now')).resolves.toBe('now');
  });
});

describe('the time budget of an embedded statement', { timeout: 120_000 }, () => {
  const slow = 'select count(*) from generate_series(1, 2000000000)';
  let dataDir: string;
  let db: Awaited<ReturnType<typeof openPgliteDatabase>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-budget-'));
    db = await openPgliteDatabase(dataDir, { statementTimeoutMs: 1_500 });
    await db.exec('create table notes (id int primary key, body text not null)');
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops a runaway statement with 57014, keeps what was committed and drops the open transaction', async () => {
    expect(db.restarts).toBe(0);
    await db.query('insert into notes values (1, $1)', ['committed']);
    const cutOff = db
      .transaction(async (tx) => {
        await tx.query('insert into notes values (2, $1)', ['in flight']);
        await tx.query(slow);
      })
      .catch((error: unknown) => error);
    // Waits in line behind the runaway transaction and is answered after the reopen.
    const behind = db.query<{ id: number; body: string }>('select * from notes order by id');
    expect(await cutOff).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect((await behind).rows).toEqual([{ id: 1, body: 'committed' }]);
    expect(db.restarts).toBe(1);
    await db.query('insert into notes values (3, $1)', ['after']);
    expect((await db.query('select id from notes order by id')).rows).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
  });

  it('stops a runaway pipeline (a /rest/v1 request) and prepares its statements again after', async () => {
    const read = { name: 'budget_read', sql: 'select $1::int * 2 as twice', params: [21] };
    expect(await db.pipeline([read])).toEqual([[{ twice: '42' }]]);
    const runaway = { name: 'budget_slow', sql: slow, params: [] };
    await expect(db.pipeline([runaway])).rejects.toMatchObject({ code: '57014' });
    expect(await db.pipeline([read])).toEqual([[{ twice: '42' }]]);
    const write = {
      name: 'budget_write',
      sql: 'insert into notes values (4, $1)',
      params: ['half applied'],
    };
    await expect(db.pipeline([write, runaway], () => undefined)).rejects.toMatchObject({
      code: '57014',
    });
    // The write of the pipeline that was cut off is not half applied.
    expect((await db.query('select id from notes order by id')).rows).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
  });

  it('keeps every committed row on disk across the reopens', async () => {
    await db.close();
    db = await openPgliteDatabase(dataDir, { statementTimeoutMs: 1_500 });
    expect((await db.query('select id from notes order by id')).rows).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
  });

  it('refuses all work once an in-memory database was stopped (it has nothing to reopen)', async () => {
    const memory = await openPgliteDatabase('memory://', { statementTimeoutMs: 1_500 });
    try {
      await expect(memory.query(slow)).rejects.toMatchObject({ code: '57014' });
      await expect(memory.query('select 1')).rejects.toMatchObject({ code: '57P01' });
    } finally {
      await memory.close();
    }
  });
});
