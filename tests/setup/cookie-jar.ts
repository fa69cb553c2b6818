/** A browser's cookie store, reduced to what the session-service tests need: take Set-Cookie, send Cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line seen, attributes included, for tests of Secure/HttpOnly/prefixes. */
  readonly lines: string[] = [];

  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      this.lines.push(line);
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
