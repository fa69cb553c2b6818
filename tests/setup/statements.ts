import { vi } from "vitest";
import { getDb } from "@/db/client";

/** Counts SQL statements sent while `work` runs (every Drizzle query goes through session.prepareQuery). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const session = (getDb() as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const spy = vi.spyOn(session, "prepareQuery");
  try {
    const result = await work();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}
