import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRateLimitStore } from '../http/rate-limit.ts';
import { createRenderGuard } from './render-guard.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the render guard', () => {
  it('lets one address render its limit a minute, then again the next minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const guard = createRenderGuard({ rateLimits: memoryRateLimitStore(), perAddressPerMinute: 3 });
    for (let render = 0; render < 3; render++) (await guard.tryStart('198.51.100.1'))!();
    expect(await guard.tryStart('198.51.100.1')).toBeUndefined();
    // Another visitor is not held up by the first.
    expect(await guard.tryStart('198.51.100.2')).toBeTypeOf('function');
    vi.setSystemTime(new Date('2026-11-29T10:01:00Z'));
    expect(await guard.tryStart('198.51.100.1')).toBeTypeOf('function');
  });

  it('runs a bounded number of renders at once; a finished one makes room', async () => {
    const guard = createRenderGuard({ rateLimits: memoryRateLimitStore(), atOnce: 2 });
    const first = (await guard.tryStart('a'))!;
    await guard.tryStart('b');
    expect(await guard.tryStart('c')).toBeUndefined();
    first();
    first(); // releasing twice frees one place, not two
    expect(await guard.tryStart('c')).toBeTypeOf('function');
    expect(await guard.tryStart('d')).toBeUndefined();
  });

  it('does not let a burst of simultaneous requests past the bound', async () => {
    const guard = createRenderGuard({ rateLimits: memoryRateLimitStore(), atOnce: 2 });
    const started = await Promise.all(
      ['a', 'b', 'c', 'd'].map((address) => guard.tryStart(address)),
    );
    expect(started.filter(Boolean)).toHaveLength(2);
  });
});
