/**
 * Images an anonymous visitor was allowed to see, remembered for a short
 * while so a page of twenty pictures does not ask the database twenty times
 * per visitor. Only "visible" is kept (never "hidden"), for `ttlMs`; an
 * image whose content is unpublished stops being served within that time.
 */
export class VisibleImageCache {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 5000,
  ) {}

  has(id: string, now = Date.now()): boolean {
    const until = this.seen.get(id);
    if (until === undefined) return false;
    if (until > now) return true;
    this.seen.delete(id);
    return false;
  }

  add(id: string, now = Date.now()): void {
    if (this.seen.size >= this.maxEntries) this.seen.clear();
    this.seen.set(id, now + this.ttlMs);
  }
}
