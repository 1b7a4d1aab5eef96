/**
 * How many image bodies the server holds at once, whoever sends them.
 * Per-network limits bound one client, but an attacker with many IPv6 /64s
 * could each send a 20 MB upload (or make the server download one) at the
 * same time, and every body is held in memory until the pipeline has read
 * it. Past `limit` bodies, a new upload or address is refused at once
 * (503, try again shortly) before its body is read, so memory stays under
 * about `limit` × 20 MB whatever the number of networks.
 */
export class ImageBodySlots {
  private held = 0;

  constructor(readonly limit: number) {}

  get inUse(): number {
    return this.held;
  }

  /** Takes a slot if one is free; the caller gives it back when the body is no longer held. */
  tryTake(): boolean {
    if (this.held >= this.limit) return false;
    this.held += 1;
    return true;
  }

  give(): void {
    this.held = Math.max(0, this.held - 1);
  }
}

/**
 * The server's slots: the image queue's one running and eight waiting jobs,
 * and a few bodies still arriving (at most about 240 MB of them).
 */
export const imageBodySlots = new ImageBodySlots(12);
