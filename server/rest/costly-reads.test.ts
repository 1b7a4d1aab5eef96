import { describe, expect, it } from 'vitest';
import { costlyReadLimit } from './costly-reads.ts';
import { parseQuery } from './parse/parse-query.ts';
import { isCostlyRead } from './parse/query-cost.ts';

const costly = (query: string) => isCostlyRead(parseQuery(new URLSearchParams(query)).shape);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('which reads are costly', () => {
  it('counts pattern, regular-expression and text-search filters, anywhere in the request', () => {
    expect(costly('select=*&status=eq.published&order=created_at.desc&limit=12')).toBe(false);
    expect(costly('slug=eq.a&id=in.(1,2,3)&deleted_at=is.null')).toBe(false);
    expect(costly('title=ilike.*sava*')).toBe(true);
    expect(costly('or=(slug.eq.a,name.ilike.*a*)')).toBe(true);
    expect(costly('title=match.^S')).toBe(true);
    expect(costly('organizations.name_en=like.A*')).toBe(true);
    expect(costly('search=fts.folk')).toBe(true);
  });

  it('counts a read with many plain filters as costly', () => {
    const filters = (count: number) =>
      Array.from({ length: count }, (_, n) => `c${n}=eq.${n}`).join('&');
    expect(costly(filters(10))).toBe(false);
    expect(costly(filters(11))).toBe(true);
  });
});

describe('the part of the pool costly reads may hold', () => {
  it('runs at most `slots` at once and starts the next when one ends', async () => {
    const limit = costlyReadLimit(2, 60_000);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, n) =>
      limit.run(async () => {
        started.push(n);
        await gate.promise;
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.running).toBe(2);
    gates[0]!.resolve();
    expect(await runs[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(limit.running).toBe(0);
  });

  it('answers a costly read that waited too long with 53300 (503 with Retry-After)', async () => {
    const limit = costlyReadLimit(1, 50);
    const gate = deferred();
    const first = limit.run(() => gate.promise);
    await expect(limit.run(async () => 'never')).rejects.toMatchObject({ code: '53300' });
    gate.resolve();
    await first;
    await expect(limit.run(async () => 'now')).resolves.toBe('now');
  });

  it('frees the slot when the read fails', async () => {
    const limit = costlyReadLimit(1, 50);
    await expect(limit.run(() => Promise.reject(new Error('57014')))).rejects.toThrow('57014');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });
});
