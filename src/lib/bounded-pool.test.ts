import { describe, expect, it } from "vitest";
import { createBoundedPool } from "@/lib/bounded-pool";

/** A job that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, job: () => opened.then(() => "done") };
}

describe("createBoundedPool", () => {
  it("runs at most `concurrency` jobs, queues up to `queueLimit`, and refuses the rest at once", async () => {
    const pool = createBoundedPool({ concurrency: 2, queueLimit: 1 });
    const gates = [gate(), gate(), gate()];
    const running = gates.map((g) => pool.run(g.job));
    expect({ active: pool.active, queued: pool.queued, full: pool.isFull() }).toEqual({
      active: 2,
      queued: 1,
      full: true,
    });
    expect(await pool.run(async () => "never")).toEqual({ ok: false });

    gates[0]!.open();
    expect(await running[0]).toEqual({ ok: true, value: "done" });
    // The finished job's slot went straight to the waiter: still two running, nobody queued.
    expect({ active: pool.active, queued: pool.queued, full: pool.isFull() }).toEqual({
      active: 2,
      queued: 0,
      full: false,
    });

    gates[1]!.open();
    gates[2]!.open();
    await Promise.all(running);
    expect({ active: pool.active, queued: pool.queued }).toEqual({ active: 0, queued: 0 });
  });

  it("frees the slot when a job throws, and passes the error on", async () => {
    const pool = createBoundedPool({ concurrency: 1, queueLimit: 0 });
    await expect(pool.run(() => Promise.reject(new Error("sharp failed")))).rejects.toThrow("sharp failed");
    expect(await pool.run(async () => 42)).toEqual({ ok: true, value: 42 });
    expect(pool.active).toBe(0);
  });
});
