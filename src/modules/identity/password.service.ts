import "server-only";
import { Algorithm, hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum (19 MiB, 2 passes); runs on the libuv pool, off the event loop. */
export const passwordHashOptions = {
  algorithm: Algorithm.Argon2id,
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
