"use client";
import { useLayoutEffect, useRef } from "react";
import { formatPriceTyping } from "@/modules/listings/components/listing-price-format";
import { controlClass } from "@/ui/forms/field";

/**
 * A naira amount formatted as it is typed (₦1,234.50). The caret stays after the digit just typed; the text is what
 * the server parses, so nothing else converts it.
 */
export function ListingPriceInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // Every render: a refused character (a letter) leaves the value unchanged, yet React still moves the caret.
  useLayoutEffect(() => {
    if (caret.current !== null && ref.current && document.activeElement === ref.current)
      ref.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <input
      ref={ref}
      id={id}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      placeholder="₦0"
      value={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        const typed = formatPriceTyping(event.target.value, event.target.selectionStart ?? event.target.value.length);
        caret.current = typed.caret;
        onChange(typed.text);
      }}
      onBlur={onBlur}
      className={controlClass}
    />
  );
}
