"use client";
import { useId, useMemo, useState } from "react";
import {
  categoryOptionLabel,
  filterCategoryOptions,
  type CategoryOption,
} from "@/modules/categories/components/category-filter";
import { controlClass } from "@/ui/forms/field";

/**
 * A combobox (ARIA 1.2 pattern) over the goods sub-categories: type to filter, arrows and Enter or a tap to choose,
 * Escape to close. The chosen id goes to the form; the box shows "Sub-category · Main category".
 */
export function ListingCategoryPicker({
  id,
  options,
  value,
  onChange,
  error,
  placeholder = "Type to search, e.g. phones, rice, shoes",
}: {
  id: string;
  options: CategoryOption[];
  value: string;
  onChange: (categoryId: string) => void;
  error?: string;
  placeholder?: string;
}) {
  const chosen = options.find((option) => option.id === value) ?? null;
  const [text, setText] = useState(chosen ? categoryOptionLabel(chosen) : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const typing = !chosen || text !== categoryOptionLabel(chosen);
  const shown = useMemo(() => filterCategoryOptions(options, typing ? text : "", 30), [options, text, typing]);

  function choose(option: CategoryOption) {
    onChange(option.id);
    setText(categoryOptionLabel(option));
    setOpen(false);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, shown.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter" && open && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? `${listId}-${shown[active].id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange("");
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={controlClass}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Categories"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-black/15 bg-white py-1 shadow-lg"
        >
          {shown.length === 0 ? (
            <li className="px-3 py-2 text-sm text-primary/75">No category matches “{text}”. Try another word.</li>
          ) : (
            shown.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={option.id === value}
                // Chosen on pointer-down so the input's blur does not close the list first.
                onPointerDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-3 py-2.5 text-sm ${index === active ? "bg-primary-light/10" : ""}`}
              >
                <span className="font-medium">{option.name}</span>{" "}
                <span className="text-primary/65">· {option.parentName}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
