/** Runs `work` a few times to warm up, then `samples` times; returns p50 and p95 in milliseconds. */
export async function measure(work: () => Promise<unknown>, samples = 30, warmup = 3) {
  for (let n = 0; n < warmup; n += 1) await work();
  const times: number[] = [];
  for (let n = 0; n < samples; n += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return summarize(times);
}

export function summarize(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), samples: sorted.length };
}
