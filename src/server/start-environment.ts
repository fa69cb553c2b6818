/**
 * What `npm start` settles before Next.js reads any setting (imported by server.ts, so no "server-only" modules):
 *
 * - The public address. APP_URL and NEXTAUTH_URL decide where "Sign out" lands and where e-mailed links point; unset,
 *   they follow the port the server listens on (`PORT=3200 npm start` is http://localhost:3200), one set fills the
 *   other, and a local address whose port differs from the server's is named in a warning at start.
 * - Demo mode (`--demo`, used by `npm run demo`): no e-mail or SMS provider is needed; every message lands in the
 *   development outbox at /dev/outbox, which the pages that send a code link to. It shows one-time codes to whoever
 *   opens it, so it is refused unless the public address is this machine.
 */

export interface StartEnvironment {
  /** Variables to add to process.env (only ones that were unset or empty). */
  set: Record<string, string>;
  /** Printed at start: what a person should know about this run. */
  notes: string[];
  /** Printed at start, to stderr: settings that will misbehave. */
  warnings: string[];
}

const loopback = (host: string) => ["localhost", "::1", "[::1]"].includes(host.toLowerCase()) || /^127\./.test(host);

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null; // src/lib/env.ts reports the variable by name
  }
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

/** The public address for a server listening on `port`, filling APP_URL and NEXTAUTH_URL when unset. */
export function resolvePublicAddress(source: Record<string, string | undefined>, port: number): StartEnvironment {
  const given = {
    APP_URL: source.APP_URL?.trim() || undefined,
    NEXTAUTH_URL: source.NEXTAUTH_URL?.trim() || undefined,
  };
  const address = given.APP_URL ?? given.NEXTAUTH_URL ?? `http://localhost:${port}`;
  const set: Record<string, string> = {};
  if (!given.APP_URL) set.APP_URL = address;
  if (!given.NEXTAUTH_URL) set.NEXTAUTH_URL = address;

  const warnings: string[] = [];
  for (const name of ["APP_URL", "NEXTAUTH_URL"] as const) {
    const url = given[name] ? parse(given[name]) : null;
    if (!url || !loopback(url.hostname) || portOf(url) === port) continue;
    warnings.push(
      `${name} is ${given[name]} but this server listens on port ${port}: "Sign out" and the links in e-mails and SMS will go to port ${portOf(url)}. ` +
        `Remove APP_URL and NEXTAUTH_URL (from .env.local too) so the address follows the port, or set them to http://localhost:${port}.`,
    );
  }
  const [app, auth] = [given.APP_URL, given.NEXTAUTH_URL].map((value) => (value ? parse(value)?.origin : undefined));
  if (app && auth && app !== auth) {
    warnings.push(
      `APP_URL (${app}) and NEXTAUTH_URL (${auth}) differ: set both to the one address people open, or only APP_URL.`,
    );
  }
  return { set, notes: [], warnings };
}

/**
 * Everything server.ts applies before Next.js starts: the public address and, with `demo`, the development outbox.
 * Throws a message for a person when demo mode is asked for on a public address.
 */
export function startEnvironment(
  source: Record<string, string | undefined>,
  options: { port: number; demo: boolean },
): StartEnvironment {
  const result = resolvePublicAddress(source, options.port);
  const address = source.APP_URL?.trim() || result.set.APP_URL!;
  if (!options.demo) return result;
  const url = parse(address);
  if (!url || !loopback(url.hostname)) {
    throw new Error(
      `Demo mode (--demo) shows every sign-up and reset code at /dev/outbox to anyone who opens it, so it runs only on this machine; APP_URL is ${address}. ` +
        "Unset APP_URL and NEXTAUTH_URL, or start without --demo and configure SMTP_URL and TERMII_API_KEY.",
    );
  }
  result.set.DEV_OUTBOX_IN_PRODUCTION = "1";
  result.notes.push(
    `Demo mode: no e-mail or SMS is really sent. Sign-up and password-reset codes appear at ${url.origin}/dev/outbox ` +
      `(demo accounts: buyer@demo.oja.ng and the others in the README, password Demo-Oja-2026!).`,
  );
  return result;
}

const everyInterface = (host: string) => ["0.0.0.0", "::", "[::]", "*"].includes(host);

/**
 * Where the server listens. Like `next start`, every interface unless `-H` says otherwise, except while the
 * development outbox is on (the demo, or DEV_OUTBOX_IN_PRODUCTION=1): it holds everyone's codes, so the server then
 * listens on this machine only, and a person who asks for another address is warned that others can reach the app
 * (the outbox itself still answers only this machine, src/modules/notifications/notifications.config.ts).
 */
export function listenAddress(
  requested: string | undefined,
  source: Record<string, string | undefined>,
): { hostname: string | undefined; warnings: string[] } {
  if (source.DEV_OUTBOX_IN_PRODUCTION !== "1") return { hostname: requested, warnings: [] };
  if (requested === undefined) return { hostname: "localhost", warnings: [] };
  if (loopback(requested) && !everyInterface(requested)) return { hostname: requested, warnings: [] };
  return {
    hostname: requested,
    warnings: [
      `Listening on ${requested} with the development outbox on: other machines on this network can reach the app. ` +
        "The outbox (/dev/outbox), which shows every sign-up and reset code, still answers only this machine.",
    ],
  };
}
