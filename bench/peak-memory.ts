/**
 * The time `work` takes and the highest resident set size of this process
 * meanwhile, above what it was before (sampled every 10 ms).
 */
export async function withPeakMemory<T>(work: () => Promise<T>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, ms: performance.now() - started, peak: peak - before };
  } finally {
    clearInterval(timer);
  }
}
