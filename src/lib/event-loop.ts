/**
 * Long CPU work inside one request (reading and checking a 10,000-row CSV) must not hold the event loop, or every
 * other request on the process, /api/health included, waits behind it (issue 23, item 4: one preview held it 444 ms,
 * fifteen aliased previews 4.8 s). Such loops call the function this returns between small steps: once a slice of
 * work has run for `sliceMs`, it lets timers, I/O and other requests run before carrying on.
 */
export function loopYielder(sliceMs = 10): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    // setImmediate, not a microtask or nextTick: those run before I/O, so they would let nothing else in.
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
