/**
 * Passes the abort of one signal on to many followers through a single listener on it. Every probe
 * of every canary follows the scheduler's one stop signal; a listener each would pile up on it (and
 * Node warns past ten), where the relay keeps one and forgets each follower when its probe ends.
 */
export class StopRelay {
  private readonly followers = new WeakMap<AbortSignal, Set<() => void>>();

  /** Calls `onStop` when `signal` aborts (at once if it has); answers the function that forgets it. */
  follow(signal: AbortSignal, onStop: () => void): () => void {
    if (signal.aborted) {
      onStop();
      return () => undefined;
    }
    let followers = this.followers.get(signal);
    if (!followers) {
      const created = new Set<() => void>();
      followers = created;
      this.followers.set(signal, created);
      signal.addEventListener(
        'abort',
        () => {
          for (const follower of [...created]) follower();
          created.clear();
        },
        { once: true },
      );
    }
    const own = followers;
    own.add(onStop);
    return () => {
      own.delete(onStop);
    };
  }
}
