/** Runs once when a server process starts: check configuration, then apply migrations. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { env } = await import("@/lib/env");
    env();
  } catch (error) {
    // A misconfigured instance must not serve: stop with the message that names the variable.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { ensureMigrated } = await import("@/db/client");
  try {
    await ensureMigrated();
  } catch (error) {
    // Without its schema the app cannot serve; exit so the supervisor restarts it once the database is back.
    console.error("Could not apply database migrations:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
