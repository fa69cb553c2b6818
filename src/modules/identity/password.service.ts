import "server-only";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 declares Algorithm as a const enum, which isolated modules cannot import; 2 is Argon2id.
const ARGON2ID = 2;

/** argon2id with OWASP's minimum (19 MiB, 2 passes); runs on the libuv pool, off the event loop. */
export const passwordHashOptions = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
