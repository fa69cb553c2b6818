import { isSignedIn, vendorIdsWith } from "@/lib/actor";
import { lagosToday } from "@/lib/dates";
import { ForbiddenError } from "@/lib/errors";
import { currentActor } from "@/modules/access/actor.service";
import { exportListingsCsv, listingCsvTemplate } from "@/modules/listings/listing-csv-export.service";
import { sessionRequiredUrl } from "@/modules/dashboard/dashboard-session";

/**
 * GET /dashboard/product/export?vendor=: the vendor's listings as a CSV download (issue #15). The session's actor
 * decides (shop:view, so a sales assistant may export too); the columns are documented in listing-csv.inputs.ts.
 * `?template=1`: the import template instead (the header and one example row), for any signed-in person.
 * A UTF-8 BOM first: without it Excel reads the file as Windows-1252 and the naira signs come out as "â‚¦".
 */
export async function GET(request: Request): Promise<Response> {
  const actor = await currentActor();
  const requested = new URL(request.url).searchParams.get("vendor");
  if (!isSignedIn(actor)) {
    const back = `/dashboard/product/list${requested ? `?vendor=${encodeURIComponent(requested)}` : ""}`;
    return new Response(null, {
      status: 303,
      headers: { location: sessionRequiredUrl(back), "cache-control": "private, no-store" },
    });
  }
  if (new URL(request.url).searchParams.has("template"))
    return download(listingCsvTemplate(), "oja-listings-template.csv");
  const vendorId = requested ?? vendorIdsWith(actor, "shop:view")[0];
  // Another vendor's id, a made-up one, and no vendor at all look the same: nothing says whether that shop exists.
  const refused = () =>
    new Response("You do not have permission to export these listings.", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
    });
  if (!vendorId) return refused();
  let csv: string;
  try {
    csv = await exportListingsCsv(actor, vendorId);
  } catch (error) {
    if (error instanceof ForbiddenError) return refused();
    throw error;
  }
  const day = lagosToday();
  return download(csv, `oja-listings-${day}.csv`);
}

function download(csv: string, fileName: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
