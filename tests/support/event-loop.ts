import { readFileSync } from "node:fs";

/**
 * Watching the event loop while one request runs (issue 23, item 4). Wall-clock gaps between timer ticks include
 * the time the OS gave other processes, which on a shared two-core machine is most of it; the main thread's own CPU
 * time between two ticks is what this process's work held the loop, whatever else runs. Linux reports it per thread
 * in /proc (10 ms ticks); elsewhere the whole process's CPU time stands in (an upper bound: GC threads count too).
 */
const statFile = `/proc/self/task/${process.pid}/stat`;
const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux

function readMainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(statFile, "utf8");
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  } catch {
    return null;
  }
}

export function mainThreadCpuMs(): number {
  const own = readMainThreadCpuMs();
  if (own !== null) return own;
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

export interface LoopWatch {
  ticks: number;
  /** The most main-thread CPU spent between two ticks (or since the last one, when the watch stopped). */
  longestCpuMs: number;
  /** The longest wall-clock gap between two ticks. */
  longestWallMs: number;
}

/** Starts a timer every `intervalMs`; `stop()` ends it and returns what it saw. */
export function watchEventLoop(intervalMs = 5): { stop(): LoopWatch } {
  const watch: LoopWatch = { ticks: 0, longestCpuMs: 0, longestWallMs: 0 };
  let lastCpu = mainThreadCpuMs();
  let lastWall = performance.now();
  const sample = () => {
    const cpu = mainThreadCpuMs();
    const wall = performance.now();
    watch.longestCpuMs = Math.max(watch.longestCpuMs, cpu - lastCpu);
    watch.longestWallMs = Math.max(watch.longestWallMs, wall - lastWall);
    lastCpu = cpu;
    lastWall = wall;
  };
  const timer = setInterval(() => {
    sample();
    watch.ticks += 1;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return watch;
    },
  };
}
