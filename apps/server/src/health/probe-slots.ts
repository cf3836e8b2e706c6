/** How many probes may be under way at once on one server when the configuration names no limit. */
export const DEFAULT_MAX_PROBES_IN_FLIGHT = 100;

/**
 * Bounds the probes under way at once: a probe takes a slot before it starts and gives it back when
 * it ends; probes beyond the limit wait their turn, first come first served.
 */
export class ProbeSlots {
  private inUse = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number = DEFAULT_MAX_PROBES_IN_FLIGHT) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`the probe limit must be a whole number of at least 1 (got ${limit})`);
  }

  /** Resolves once a slot is this caller's; call `release()` exactly once afterwards. */
  async acquire(): Promise<void> {
    if (this.inUse < this.limit) {
      this.inUse += 1;
      return;
    }
    // The slot passes straight from the releasing probe to this one, so the count does not change.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inUse -= 1;
  }
}
