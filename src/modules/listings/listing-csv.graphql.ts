import { builder } from "@/graphql/builder";
import { parseInput } from "@/lib/errors";
import { signedInActor, vendorScope } from "@/graphql/guards";
import { listingCsvInput } from "@/modules/listings/listing-csv.inputs";
import {
  importListings,
  previewListingImport,
  type ImportPreviewRow,
  type ListingImportResult,
} from "@/modules/listings/listing-csv.service";
import type { CsvRowError } from "@/modules/listings/listing-csv-plan";

/**
 * CSV import of a vendor's listings (issue #15); the export is a download (src/app/(dashboard)/dashboard/product/export).
 * The browser sends the file's text; the body limit lets these two mutations carry up to 5 MB
 * (src/graphql/large-request-bodies.ts). Both types are private: shareable answers are opt-in (src/graphql/shareable.ts).
 */

const ImportActionEnum = builder.enumType("ListingImportAction", {
  values: ["CREATE", "UPDATE", "UNCHANGED"] as const,
});

const RowErrorType = builder.objectRef<CsvRowError>("ListingImportError").implement({
  description: "A problem in the file: its line (1 is the header) and column (null: the whole row)",
  fields: (t) => ({
    line: t.exposeInt("line"),
    column: t.exposeString("column", { nullable: true }),
    message: t.exposeString("message"),
  }),
});

const PreviewRowType = builder.objectRef<ImportPreviewRow>("ListingImportRow").implement({
  fields: (t) => ({
    line: t.exposeInt("line"),
    action: t.field({ type: ImportActionEnum, resolve: (r) => r.action }),
    title: t.exposeString("title"),
    priceKobo: t.field({ type: "Float", description: "Integer kobo", resolve: (r) => r.priceKobo }),
    stock: t.exposeInt("stock"),
    status: t.exposeString("status"),
  }),
});

const ResultType = builder.objectRef<ListingImportResult>("ListingImportResult").implement({
  description: "What a CSV file does (preview) or did (import); a file with any error writes nothing",
  fields: (t) => ({
    imported: t.exposeBoolean("imported"),
    creates: t.exposeInt("creates"),
    updates: t.exposeInt("updates"),
    unchanged: t.exposeInt("unchanged"),
    errorCount: t.exposeInt("errorCount"),
    errors: t.field({
      type: [RowErrorType],
      description: "The first 500 errors, in file order",
      resolve: (r) => r.errors,
    }),
    rows: t.field({ type: [PreviewRowType], description: "The first 20 rows without errors", resolve: (r) => r.rows }),
  }),
});

const mayWriteListings = vendorScope("listings:write");
const fileOf = (args: { vendorId: string | number; csv: string }) =>
  parseInput(listingCsvInput, { vendorId: String(args.vendorId), csv: args.csv });

builder.mutationFields((t) => ({
  previewListingImport: t.field({
    type: ResultType,
    description:
      "Checks a CSV of listings (header row, then one listing a row) and says what it would do; writes nothing",
    authScopes: mayWriteListings,
    args: { vendorId: t.arg.id({ required: true }), csv: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { vendorId, csv } = fileOf(args);
      return previewListingImport(signedInActor(ctx), vendorId, csv);
    },
  }),
  importListings: t.field({
    type: ResultType,
    description: "Applies a CSV of listings in one transaction, all or nothing (send the previewed file again)",
    authScopes: mayWriteListings,
    args: { vendorId: t.arg.id({ required: true }), csv: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { vendorId, csv } = fileOf(args);
      return importListings(signedInActor(ctx), vendorId, csv);
    },
  }),
}));
