/**
 * The child of tests/jobs/crash-between-commit-and-handling.test.ts: commits a listing's new price (which feeds the
 * price desk) and another vendor's suspension (which purges the shared answers), each with its events and jobs, then dies
 * by SIGKILL before anything handles them. It starts no job runner, as a process that dies right after its commit.
 *
 *   CRASH_DATABASE_URL=… | CRASH_PGLITE_DIR=…  CRASH_FIXTURES='{"ownerId",…}'  node --conditions=react-server --import tsx …
 */
import { openDatabase, useDatabaseHandle as adoptDatabaseHandle } from "@/db/client";
import type { UserActor } from "@/lib/actor";
import { setListingPrice } from "@/modules/listings/listing-editor.service";
import { suspendVendor } from "@/modules/vendors/vendor-review-decisions.service";

interface Fixtures {
  ownerId: string;
  reviewerId: string;
  vendorId: string;
  suspendedVendorId: string;
  productId: string;
}

const fixtures = JSON.parse(process.env.CRASH_FIXTURES ?? "{}") as Fixtures;
const handle = openDatabase({
  url: process.env.CRASH_DATABASE_URL || undefined,
  dataDir: process.env.CRASH_PGLITE_DIR || undefined,
});
adoptDatabaseHandle(handle);

// Actors as the access module builds them (it reads the session, which needs Next.js): the vendor's owner may edit
// listings, the reviewer is staff who reviews vendors.
const owner: UserActor = {
  kind: "user",
  userId: fixtures.ownerId,
  tokenId: null,
  staffPermissions: new Set(),
  vendors: new Map([
    [fixtures.vendorId, { vendorId: fixtures.vendorId, role: "Owner", permissions: new Set(["listings:write"]) }],
  ]),
};
const reviewer: UserActor = {
  kind: "user",
  userId: fixtures.reviewerId,
  tokenId: null,
  staffPermissions: new Set(["vendors:review"]),
  vendors: new Map(),
};
await setListingPrice(owner, fixtures.productId, 9_600_000);
const result = await suspendVendor(
  reviewer,
  fixtures.suspendedVendorId,
  "Several buyers reported goods never delivered.",
  {
    messages: { background: false },
  },
);
if (!result.ok) throw new Error(`suspension refused: ${result.message}`);
process.stdout.write("committed\n");
process.kill(process.pid, "SIGKILL");
