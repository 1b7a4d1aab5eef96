import { describe, expect, it } from 'vitest';
import { createRenderGuard } from './render-guard.ts';

describe('the render guard', () => {
  it('lets one address render its limit a minute, then again the next minute', () => {
    let time = 0;
    const guard = createRenderGuard({ perAddressPerMinute: 3, now: () => time });
    for (let render = 0; render < 3; render++) guard.tryStart('198.51.100.1')!();
    expect(guard.tryStart('198.51.100.1')).toBeUndefined();
    // Another visitor is not held up by the first.
    expect(guard.tryStart('198.51.100.2')).toBeTypeOf('function');
    time = 60_000;
    expect(guard.tryStart('198.51.100.1')).toBeTypeOf('function');
  });

  it('runs a bounded number of renders at once; a finished one makes room', () => {
    const guard = createRenderGuard({ atOnce: 2 });
    const first = guard.tryStart('a')!;
    guard.tryStart('b')!;
    expect(guard.tryStart('c')).toBeUndefined();
    first();
    first(); // releasing twice frees one place, not two
    expect(guard.tryStart('c')).toBeTypeOf('function');
    expect(guard.tryStart('d')).toBeUndefined();
  });
});
