/** Runs once when a server process starts (Node.js runtime only). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("@/server-start");
    await startServer();
  }
}
