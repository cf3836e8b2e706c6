import { describe, expect, it, vi } from 'vitest';
import { startPollingLoop } from '#src/jobs/polling-loop.ts';

const HOUR_MS = 60 * 60_000;

describe('the polling loop behind the schedulers', () => {
  it('passes at once, then again when woken, without waiting for the interval', async () => {
    let passes = 0;
    const loop = startPollingLoop(async () => (passes += 1), HOUR_MS, () => undefined);
    try {
      await vi.waitFor(() => expect(passes).toBe(1));
      loop.wake();
      await vi.waitFor(() => expect(passes).toBe(2));
    } finally {
      await loop.stop();
    }
  });

  it('keeps going after a pass fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const loop = startPollingLoop(
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('database unreachable');
      },
      10,
      (error) => errors.push(error),
    );
    try {
      await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(2));
    } finally {
      await loop.stop();
    }
    expect(errors).toEqual([new Error('database unreachable')]);
  });

  it('never runs two passes at once; a wake during a pass runs one more pass after it', async () => {
    let active = 0;
    let overlapped = false;
    let passes = 0;
    let finishFirst: () => void = () => undefined;
    const firstPassHeld = new Promise<void>((resolve) => (finishFirst = resolve));
    const loop = startPollingLoop(
      async () => {
        active += 1;
        overlapped ||= active > 1;
        passes += 1;
        if (passes === 1) await firstPassHeld;
        active -= 1;
      },
      HOUR_MS,
      () => undefined,
    );
    try {
      loop.wake();
      loop.wake();
      expect(passes).toBe(1);
      finishFirst();
      await vi.waitFor(() => expect(passes).toBe(2));
    } finally {
      await loop.stop();
    }
    expect(overlapped).toBe(false);
  });

  it('stops after the pass under way has ended', async () => {
    let finish: () => void = () => undefined;
    let ended = false;
    const loop = startPollingLoop(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            ended = true;
            resolve();
          };
        }),
      HOUR_MS,
      () => undefined,
    );
    const stopped = loop.stop();
    finish();
    await stopped;
    expect(ended).toBe(true);
  });
});
