/** Read models of the category tree (two levels: main categories and their sub-categories). */

export interface CategoryView {
  id: string;
  slug: string;
  name: string;
  kind: "GOODS" | "SERVICES";
  parentId: string | null;
  description: string | null;
}

export interface CategoryTree extends CategoryView {
  children: CategoryView[];
}
