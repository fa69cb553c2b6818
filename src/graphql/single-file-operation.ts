import { GraphQLError, Kind, type SelectionSetNode, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { FILE_MUTATION_FIELDS } from "@/graphql/large-request-bodies";

/**
 * Mutations that each cost up to a second of CPU or hundreds of writes: a CSV preview or import of up to 10,000 rows,
 * a bulk change of up to 500 listings. Aliases would multiply one in a single request (fifteen aliased previews of one
 * 10,000-row file held the server 4.8 s, issue 23, item 4), so a request carries at most one of them. The names are
 * the schema's contract, listed here because rails never import modules.
 */
export const EXPENSIVE_MUTATION_FIELDS: ReadonlySet<string> = new Set([...FILE_MUTATION_FIELDS, "bulkUpdateListings"]);

export const singleFileOperationMessage = "Only one CSV preview, CSV import or bulk change is allowed per request";

export const singleFileOperationRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== "mutation") return;
    let count = 0;
    const visited = new Set<string>();
    // Root fields through inline fragments and fragment spreads too: `...F` twice, or F holding aliases, counts them all.
    const walk = (selectionSet: SelectionSetNode) => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (EXPENSIVE_MUTATION_FIELDS.has(selection.name.value)) count += 1;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          walk(selection.selectionSet);
        } else {
          const fragment = context.getFragment(selection.name.value);
          if (fragment && !visited.has(fragment.name.value)) {
            visited.add(fragment.name.value);
            walk(fragment.selectionSet);
            visited.delete(fragment.name.value);
          }
        }
      }
    };
    walk(operation.selectionSet);
    if (count > 1) {
      context.reportError(
        new GraphQLError(singleFileOperationMessage, {
          nodes: [operation],
          extensions: { code: "TOO_MANY_FILE_OPERATIONS" },
        }),
      );
    }
  },
});

export function singleFileOperationPlugin(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(singleFileOperationRule) };
}
