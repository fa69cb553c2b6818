/**
 * The changes `npm run setup` makes to the text of .env.local (./setup-env.ts does the reading and writing): a fresh
 * NEXTAUTH_SECRET when there is none, and no public address. Unset, APP_URL and NEXTAUTH_URL follow the port the server
 * starts on (src/server/start-environment.ts), so `PORT=3200 npm run demo` signs out to port 3200.
 */

// What earlier versions of setup wrote: it pinned every run to port 3000 whatever port the server used.
const pinnedDefaultAddress = /^NEXTAUTH_URL=http:\/\/localhost:3000\r?\n?/m;

export function settleEnvFile(before: string, newSecret: () => string): { text: string; done: string[] } {
  let text = before;
  const done: string[] = [];
  if (pinnedDefaultAddress.test(text)) {
    text = text.replace(pinnedDefaultAddress, "");
    done.push(
      "removed NEXTAUTH_URL=http://localhost:3000 (written by an earlier setup): the address now follows the server's port",
    );
  }
  if (!/^NEXTAUTH_SECRET=.{32,}/m.test(text)) {
    text = text.replace(/^NEXTAUTH_SECRET=.*\r?\n?/m, "");
    if (text !== "" && !text.endsWith("\n")) text += "\n";
    text += `NEXTAUTH_SECRET=${newSecret()}\n`;
    done.push("wrote a new NEXTAUTH_SECRET");
  }
  return { text, done };
}
