import { describe, expect, it } from "vitest";
import { isInFlight, runOnePerKey, type InFlightRule } from "@/lib/in-flight";

const rule: InFlightRule = { name: "in-flight-test", expirySeconds: 60 };
const busy = () => new Error("busy");

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("runOnePerKey (in process, no REDIS_URL)", () => {
  it("refuses a second run for the same key while the first runs, not another key's; frees the key after", async () => {
    const { open, opened } = gate();
    const first = runOnePerKey(rule, "a", busy, async () => {
      await opened;
      return "first";
    });
    await expect.poll(() => isInFlight(rule, "a")).toBe(true);
    await expect(runOnePerKey(rule, "a", busy, async () => "second")).rejects.toThrow("busy");
    expect(await runOnePerKey(rule, "b", busy, async () => "other key")).toBe("other key");
    open();
    expect(await first).toBe("first");
    expect(await isInFlight(rule, "a")).toBe(false);
    expect(await runOnePerKey(rule, "a", busy, async () => "next")).toBe("next");
  });

  it("frees the key when the work throws", async () => {
    await expect(
      runOnePerKey(rule, "c", busy, async () => {
        throw new Error("file broken");
      }),
    ).rejects.toThrow("file broken");
    expect(await isInFlight(rule, "c")).toBe(false);
    expect(await runOnePerKey(rule, "c", busy, async () => "again")).toBe("again");
  });
});
