import "server-only";
import { getDb, type Database } from "@/db/client";
import { createReference } from "@/lib/reference";
import { partnerApplications } from "@/modules/partners/partners.schema";
import type { PartnerApplication } from "@/modules/partners/partners.inputs";

const prefix = { COURIER: "CR", STORE: "ST", ARTISAN: "AR" } as const;

export async function submitPartnerApplication(
  application: PartnerApplication,
  db: Database = getDb(),
): Promise<{ reference: string }> {
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
