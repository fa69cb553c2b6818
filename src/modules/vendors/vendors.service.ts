import "server-only";
import type { Database } from "@/db/client";
import { randomBytes } from "node:crypto";
import { uniqueSlug } from "@/lib/slug";
import { vendors } from "@/modules/vendors/vendors.schema";

/** The pending business profile a seller or artisan gets at sign-up; approval comes from operations. */
export async function createVendorForOwner(
  db: Database,
  input: { ownerId: string; kind: "INDIVIDUAL" | "STORE" | "ARTISAN"; displayName: string; state: string | null },
): Promise<string> {
  const [vendor] = await db
    .insert(vendors)
    .values({
      ownerId: input.ownerId,
      kind: input.kind,
      displayName: input.displayName,
      slug: uniqueSlug(input.displayName, randomBytes(3).toString("hex")),
      state: input.state,
    })
    .returning({ id: vendors.id });
  return vendor!.id;
}
