"use client";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * Which listings of this page the seller ticked, shared by the rows' boxes (islands inside server-rendered rows), the
 * "select all on this page" box and the bulk bar. A new page (another filter, a refresh after a change) starts empty.
 */

interface Selection {
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
}

const SelectionContext = createContext<Selection | null>(null);

export function useListingSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("useListingSelection outside ListingSelectionProvider");
  return selection;
}

export function ListingSelectionProvider({ pageIds, children }: { pageIds: readonly string[]; children: ReactNode }) {
  const key = pageIds.join(",");
  const [state, setState] = useState<{ key: string; ids: Set<string> }>({ key, ids: new Set() });
  // Ticks belong to the page they were made on: the refreshed page after a bulk change starts with none.
  const value = useMemo<Selection>(() => {
    const selected = state.key === key ? state.ids : new Set<string>();
    return {
      pageIds,
      selected,
      toggle: (id, on) =>
        setState((prev) => {
          const ids = new Set(prev.key === key ? prev.ids : []);
          if (on) ids.add(id);
          else ids.delete(id);
          return { key, ids };
        }),
      setAll: (on) => setState({ key, ids: new Set(on ? pageIds : []) }),
      clear: () => setState({ key, ids: new Set() }),
    };
  }, [key, pageIds, state]);
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

const box = "size-5 shrink-0 cursor-pointer accent-primary-light";

/** One listing's box; its label names the listing for screen readers. */
export function SelectListingBox({ id, title }: { id: string; title: string }) {
  const { selected, toggle } = useListingSelection();
  return (
    <label className="-m-2 inline-flex p-2">
      <input
        type="checkbox"
        className={box}
        checked={selected.has(id)}
        onChange={(event) => toggle(id, event.target.checked)}
        aria-label={`Select ${title}`}
      />
    </label>
  );
}

/** Ticks or clears every listing on this page (never other pages': the seller sees what they act on). */
export function SelectAllBox({ withText = false }: { withText?: boolean }) {
  const { selected, pageIds, setAll } = useListingSelection();
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const some = !all && pageIds.some((id) => selected.has(id));
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className={box}
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = some;
        }}
        onChange={(event) => setAll(event.target.checked)}
        aria-label={withText ? undefined : "Select all on this page"}
      />
      {withText ? "Select all on this page" : null}
    </label>
  );
}
