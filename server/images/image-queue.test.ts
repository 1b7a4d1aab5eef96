import { describe, expect, it } from 'vitest';
import { ImageQueue, ImageQueueFull } from './image-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ImageQueue', () => {
  it('runs at most `concurrency` jobs at once, in order', async () => {
    const queue = new ImageQueue(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 6 }, deferred);
    const jobs = gates.map((gate, i) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(i);
        await gate.promise;
        running -= 1;
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.size).toEqual({ running: 2, waiting: 4 });
    for (const gate of gates) {
      gate.resolve();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once when the waiting line is full', async () => {
    const queue = new ImageQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(ImageQueueFull);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
  });

  it('frees its place when a job fails', async () => {
    const queue = new ImageQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
