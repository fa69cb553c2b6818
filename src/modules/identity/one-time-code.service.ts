import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { serverSecret } from "@/lib/env";
import { oneTimeCodes } from "@/modules/identity/identity.schema";

/** docs/decisions/0005: 6 digits from a CSPRNG, stored hashed, single use, bound to purpose and user, ≤ 5 tries, 10 minutes. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)["purpose"];
export type CodeChannel = (typeof oneTimeCodes.$inferSelect)["channel"];
export type CodeCheck =
  { ok: true; codeId: string; channel: CodeChannel } | { ok: false; reason: "invalid" | "expired" | "locked" };

/**
 * `subject` binds a code to what it proves (a vendor's phone code to that vendor and that number), so a code sent to one
 * number can never confirm another; account codes have none.
 */
function hashCode(userId: string, purpose: CodePurpose, code: string, subject?: string): string {
  const bound = subject === undefined ? "" : `:${subject}`;
  return createHmac("sha256", serverSecret()).update(`otp:${userId}:${purpose}${bound}:${code}`).digest("hex");
}

/** A new code for this account and purpose; any earlier unused one stops working. Joins the caller's transaction. */
export async function issueOneTimeCode(
  input: {
    userId: string;
    purpose: CodePurpose;
    channel: CodeChannel;
    requestedIp?: string;
    subject?: string;
    now?: Date;
  },
  db: Database = getDb(),
): Promise<{ code: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    channel: input.channel,
    codeHash: hashCode(input.userId, input.purpose, code, input.subject),
    requestedIp: input.requestedIp ?? null,
    expiresAt,
  });
  return { code, expiresAt };
}

/** The account's live (unconsumed, newest) code for `purpose`, if any. */
export interface LiveCode {
  id: string;
  expiresAt: Date;
  requestedIp: string | null;
}

export async function findLiveCode(
  input: { userId: string; purpose: CodePurpose },
  db: Database = getDb(),
): Promise<LiveCode | undefined> {
  const [latest] = await db
    .select({ id: oneTimeCodes.id, expiresAt: oneTimeCodes.expiresAt, requestedIp: oneTimeCodes.requestedIp })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return latest;
}

/** Whether a live code was asked for from `ip` (codes from before addresses were kept: yes). */
export function codeRequestedFrom(live: LiveCode | undefined, ip: string): boolean {
  return live !== undefined && (live.requestedIp === null || live.requestedIp === ip);
}

/**
 * Checks and consumes a code. A try from the address that asked for the code first reserves one of the code's five
 * attempts with an atomic update, and a correct code is consumed by a second conditional update, so concurrent tries
 * can neither exceed five nor succeed twice. A try from elsewhere (`countOnCode: false`) leaves the five alone, so a
 * stranger cannot burn the owner's code; the caller limits those tries by address and account instead.
 */
export async function consumeOneTimeCode(
  input: {
    userId: string;
    purpose: CodePurpose;
    code: string;
    /** The subject the code was issued for (issueOneTimeCode), if any. */
    subject?: string;
    countOnCode?: boolean;
    /** The live code when the caller has already read it (findLiveCode), so it is not read twice. */
    live?: LiveCode;
    now?: Date;
  },
  db: Database = getDb(),
): Promise<CodeCheck> {
  const now = input.now ?? new Date();
  const latest = "live" in input ? input.live : await findLiveCode(input, db);
  if (!latest) return { ok: false, reason: "invalid" };
  if (latest.expiresAt <= now) return { ok: false, reason: "expired" };

  const [reserved] =
    input.countOnCode === false
      ? await db
          .select({ codeHash: oneTimeCodes.codeHash, channel: oneTimeCodes.channel })
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.id, latest.id),
              isNull(oneTimeCodes.consumedAt),
              lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
            ),
          )
      : await db
          .update(oneTimeCodes)
          .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
          .where(
            and(
              eq(oneTimeCodes.id, latest.id),
              isNull(oneTimeCodes.consumedAt),
              lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
            ),
          )
          .returning({ codeHash: oneTimeCodes.codeHash, channel: oneTimeCodes.channel });
  if (!reserved) return { ok: false, reason: "locked" };

  const expected = Buffer.from(reserved.codeHash, "hex");
  const given = Buffer.from(hashCode(input.userId, input.purpose, input.code, input.subject), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };

  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed ? { ok: true, codeId: consumed.id, channel: reserved.channel } : { ok: false, reason: "invalid" };
}
