"use client";
import { useRef, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from "react";

export const OTP_LENGTH = 6;

/** The value as six slots; a blank slot is a space so the digits keep their places. */
function toSlots(value: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => {
    const char = value[i];
    return char && /\d/.test(char) ? char : "";
  });
}

function fromSlots(slots: string[]): string {
  return slots
    .map((slot) => slot || " ")
    .join("")
    .trimEnd();
}

/**
 * The 6-digit code widget: six numeric boxes, one group label. Typing moves forward, Backspace moves back,
 * the arrow keys move between boxes, and pasting (or the phone's one-time-code autofill) fills every box.
 */
export function OtpInput({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  invalid,
  describedById,
  disabled,
  autoFocus,
}: {
  id: string;
  /** The element that names the whole code (the group's label). */
  labelId: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  invalid?: boolean;
  describedById?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const slots = toSlots(value);

  function focusBox(index: number) {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  }

  /** Writes digits into the boxes from `start` on and moves focus after the last one written. */
  function fill(start: number, digits: string) {
    const next = [...slots];
    let index = start;
    for (const digit of digits) {
      if (index >= OTP_LENGTH) break;
      next[index] = digit;
      index += 1;
    }
    onChange(fromSlots(next));
    focusBox(index);
  }

  function handleInput(index: number, raw: string) {
    const digits = raw.replace(/\D/g, "");
    if (!digits) {
      const next = [...slots];
      next[index] = "";
      onChange(fromSlots(next));
      return;
    }
    // A full code typed or autofilled into one box fills the whole widget.
    if (digits.length >= OTP_LENGTH) return fill(0, digits.slice(0, OTP_LENGTH));
    // Typing over a filled box: keep the newest digit.
    const typed = digits.length > 1 && slots[index] ? digits.replace(slots[index] as string, "") || digits : digits;
    fill(index, typed);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && !slots[index] && index > 0) {
      event.preventDefault();
      const next = [...slots];
      next[index - 1] = "";
      onChange(fromSlots(next));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = event.clipboardData.getData("text").replace(/\D/g, "");
    if (!digits) return;
    event.preventDefault();
    fill(digits.length >= OTP_LENGTH ? 0 : index, digits.slice(0, OTP_LENGTH));
  }

  // "Touched" means focus has left the whole widget, not moved between its boxes.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  }

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedById}
      onBlur={handleBlur}
      className="flex justify-between gap-1.5 xsmm:gap-2"
    >
      {slots.map((slot, index) => (
        <input
          key={index}
          ref={(node) => {
            refs.current[index] = node;
          }}
          id={index === 0 ? id : `${id}-${index + 1}`}
          value={slot}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          autoFocus={autoFocus && index === 0}
          maxLength={index === 0 ? OTP_LENGTH : 2}
          disabled={disabled}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          className="h-12 w-10 min-w-0 flex-1 rounded-lg border border-black/20 bg-white text-center text-xl font-semibold text-primary tabular-nums outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20 disabled:opacity-60 aria-invalid:border-error xsmm:h-14"
        />
      ))}
    </div>
  );
}
