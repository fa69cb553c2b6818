import "server-only";
import { getDb, type Database } from "@/db/client";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { createReference } from "@/lib/reference";
import { partnerApplications } from "@/modules/partners/partners.schema";
import type { PartnerApplication } from "@/modules/partners/partners.inputs";

const prefix = { COURIER: "CR", STORE: "ST", ARTISAN: "AR" } as const;

/** Applications one client address may send an hour: the form is open to signed-out visitors. */
export const partnerApplicationRateLimit: RateLimitRule = {
  name: "partner-application",
  points: 5,
  durationSeconds: 60 * 60,
};

/** Stores an application; the requester's address spends one of partnerApplicationRateLimit's (RateLimitedError after). */
export async function submitPartnerApplication(
  application: PartnerApplication,
  requester: { ip: string },
  db: Database = getDb(),
): Promise<{ reference: string }> {
  await enforceRateLimit(partnerApplicationRateLimit, requester.ip);
  const reference = createReference(prefix[application.kind]);
  await db.insert(partnerApplications).values({
    reference,
    kind: application.kind,
    fullName: application.fullName,
    phone: application.phone,
    email: application.email ?? null,
    state: application.state,
    city: application.city,
    detail: application.detail,
    about: application.about ?? null,
  });
  return { reference };
}
