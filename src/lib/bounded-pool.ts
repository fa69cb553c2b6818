/**
 * At most `concurrency` jobs at once, at most `queueLimit` waiting behind them; past that a job is refused at once
 * instead of queued, so a burst cannot pile up memory and waiting time without limit.
 */
export interface BoundedPool {
  /** Runs `work` when a slot is free, or answers `{ ok: false }` straight away when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }>;
  /** True when a job handed in now would be refused: lets a caller refuse before doing costly preparation. */
  isFull(): boolean;
  readonly active: number;
  readonly queued: number;
}

export function createBoundedPool(options: { concurrency: number; queueLimit: number }): BoundedPool {
  const { concurrency, queueLimit } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`createBoundedPool: concurrency must be a positive integer, got ${concurrency}`);
  if (!Number.isInteger(queueLimit) || queueLimit < 0)
    throw new Error(`createBoundedPool: queueLimit must be a whole number, got ${queueLimit}`);
  let active = 0;
  const waiting: Array<() => void> = [];

  return {
    async run(work) {
      if (active >= concurrency) {
        if (waiting.length >= queueLimit) return { ok: false };
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      // A finished job hands its slot straight to the next waiter (see finally), so `active` is already counted.
      else active += 1;
      try {
        return { ok: true, value: await work() };
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    isFull: () => active >= concurrency && waiting.length >= queueLimit,
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
