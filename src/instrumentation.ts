/** Runs once when a server process starts: check configuration, then apply migrations. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  env();
  const { ensureMigrated } = await import("@/db/client");
  await ensureMigrated();
}
