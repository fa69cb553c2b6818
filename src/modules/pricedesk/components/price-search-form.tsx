"use client";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { requestGraphQL } from "@/ui/graphql-client";
import { graphql } from "@/ui/graphql-documents";

interface Suggestion {
  slug: string;
  name: string;
  unitLabel: string;
}

const SUGGEST = graphql(
  `query PriceSuggest($search: String!) { priceItems(search: $search, first: 8) { slug name unitLabel } }`,
);
const DEBOUNCE_MS = 200;

/**
 * The desk's search box: a plain GET form to /pricedesk/search (works without JavaScript), enhanced into an
 * accessible combobox that suggests items 200 ms after the person stops typing. Choosing a suggestion opens the item.
 */
export function PriceSearchForm({
  defaultValue = "",
  state,
  autoFocus = false,
}: {
  defaultValue?: string;
  state?: string | null;
  autoFocus?: boolean;
}) {
  const listId = useId();
  const inputId = useId();
  const [value, setValue] = useState(defaultValue);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const typed = useRef(false);
  const router = useRouter();

  useEffect(() => {
    const query = value.trim();
    if (!typed.current || query.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const data = await requestGraphQL({
          query: SUGGEST,
          variables: { search: query.slice(0, 100) },
          signal: controller.signal,
        });
        const found = (data.priceItems ?? []).flatMap(({ slug, name, unitLabel }) =>
          slug && name ? [{ slug, name, unitLabel: unitLabel ?? "" }] : [],
        );
        setItems(found);
        setActive(-1);
        setOpen(true);
        setStatus(
          found.length
            ? `${found.length} ${found.length === 1 ? "item" : "items"} found. Use the arrow keys to choose.`
            : "No items found.",
        );
      } catch {
        // Aborted by the next keystroke, offline or refused: the form still submits to the search page.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  function go(item: Suggestion) {
    const params = new URLSearchParams({ q: value.trim(), item: item.slug });
    if (state) params.set("state", state);
    setOpen(false);
    router.push(`/pricedesk/search?${params.toString()}`);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!open || items.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      go(items[active]!);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  }

  // Suggestions of an older, longer query are not shown once the text is cleared.
  const expanded = open && items.length > 0 && value.trim().length >= 2;
  return (
    <form
      action="/pricedesk/search"
      method="get"
      role="search"
      aria-label="Search the price desk"
      className="relative flex w-full gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Item to look up
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          id={inputId}
          name="q"
          type="search"
          value={value}
          onChange={(event) => {
            typed.current = true;
            setValue(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => items.length > 0 && setOpen(true)}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder="Rice, garri, cement, iPhone…"
          className="w-full rounded-lg border border-black/20 bg-white px-3 py-2.5 text-base outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggested items"
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-black/10 bg-white py-1 shadow-lg"
        >
          {items.map((item, index) => (
            <li
              key={item.slug}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                go(item);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-auth-bg text-primary-light" : "hover:bg-black/5"}`}
            >
              <span className="font-medium">{item.name}</span>{" "}
              <span className="text-primary/75">· per {item.unitLabel}</span>
            </li>
          ))}
        </ul>
      </div>
      {state ? <input type="hidden" name="state" value={state} /> : null}
      <button
        type="submit"
        className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-4 py-2.5"
      >
        Search
      </button>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </form>
  );
}
