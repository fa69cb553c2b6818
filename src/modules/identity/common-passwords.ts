import "server-only";

let common: Promise<Set<string>> | undefined;

/** The 49,000 most common passwords (zxcvbn-ts), loaded once on first use and only on the server. */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then(async ({ dictionary }) => {
    const list = dictionary["passwords-common"] as unknown;
    const words = (
      Array.isArray(list) ? list : (await (list as () => Promise<{ default: string[] }>)()).default
    ) as string[];
    return new Set(words.filter((word) => word.length >= 8));
  });
  return (await common).has(password.toLowerCase());
}
