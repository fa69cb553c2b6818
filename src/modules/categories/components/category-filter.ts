/** The sub-categories a seller can list goods under, found as they type (the product form's typeahead). */
export interface CategoryNode {
  id: string;
  name: string;
  kind: "GOODS" | "SERVICES";
  children: { id: string; name: string; kind: "GOODS" | "SERVICES" }[];
}

export interface CategoryOption {
  id: string;
  name: string;
  parentName: string;
}

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Every GOODS sub-category with its main category's name, in the tree's order. */
export function goodsCategoryOptions(tree: readonly CategoryNode[]): CategoryOption[] {
  return tree
    .filter((main) => main.kind === "GOODS")
    .flatMap((main) =>
      main.children
        .filter((child) => child.kind === "GOODS")
        .map((child) => ({ id: child.id, name: child.name, parentName: main.name })),
    );
}

/**
 * The options whose name or main category holds every word typed ("phone sam" finds "Phones" under "Phones &
 * Tablets"), sub-categories whose own name starts with the text first. An empty query lists them all.
 */
export function filterCategoryOptions(options: readonly CategoryOption[], query: string, limit = 50): CategoryOption[] {
  const words = fold(query)
    .split(/[\s,&/]+/)
    .filter(Boolean);
  if (words.length === 0) return options.slice(0, limit);
  const matches = options.filter((option) => {
    const haystack = fold(`${option.name} ${option.parentName}`);
    return words.every((word) => haystack.includes(word));
  });
  const first = fold(query).trim();
  const rank = (option: CategoryOption) =>
    fold(option.name).startsWith(first) ? 0 : fold(option.name).includes(words[0]!) ? 1 : 2;
  return matches
    .map((option, index) => ({ option, index, rank: rank(option) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.option);
}

/** "Phones · Phones & Tablets", the text shown in the box once one is chosen. */
export function categoryOptionLabel(option: CategoryOption): string {
  return `${option.name} · ${option.parentName}`;
}
