"use client";

import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import { photoStatusText } from "./photo-labels";
import { coverKey, roomLeft, type PhotoStatus, type UploadedPhoto } from "./photo-queue";
import { PhotoTile } from "./photo-tile";
import { usePhotoUploads } from "./use-photo-uploads";

export type { UploadedPhoto } from "./photo-queue";

export interface PhotoPickerProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Stored photos in order; the first is the cover. */
  value: UploadedPhoto[];
  onChange(photos: UploadedPhoto[]): void;
  max?: number;
  /** With a name, each stored photo's id is also sent as a hidden field of a plain form. */
  name?: string;
  endpoint?: string;
  /** Photos still resizing, uploading or waiting to: a form should not publish until this is 0. */
  onPendingChange?(pending: number): void;
}

type FocusTarget = { key: string; move: "left" | "right" } | { index: number };
const announced: PhotoStatus[] = ["done", "failed", "rejected"];

/**
 * Photos for a listing, from a phone's camera or gallery (no `capture`, so the phone offers both). Each is resized in
 * the browser, uploaded with its own progress bar (two at a time), retried when the connection drops, and can be
 * moved or removed; the first is the cover.
 */
export function PhotoPicker({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  max = 8,
  name,
  endpoint,
  onPendingChange,
}: PhotoPickerProps) {
  const { state, dispatch, add } = usePhotoUploads({ value, onChange, max, endpoint, onPendingChange });
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const statuses = useRef(new Map<string, PhotoStatus>());

  const count = state.items.length;
  const cover = coverKey(state);
  const room = roomLeft(state, max);
  const describedBy = error ? `${id}-error` : `${id}-hint`;

  // A moved tile may lose its button (first or last place disables it), a removed one all of them: keep focus nearby.
  useLayoutEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    const list = listRef.current;
    if (!target || !list) return;
    if ("key" in target) {
      const tile = list.querySelector<HTMLElement>(`[data-photo-key="${CSS.escape(target.key)}"]`);
      const same = tile?.querySelector<HTMLButtonElement>(`[data-move="${target.move}"]`);
      const other = tile?.querySelector<HTMLButtonElement>(
        `[data-move="${target.move === "left" ? "right" : "left"}"]`,
      );
      (same && !same.disabled ? same : other)?.focus();
      return;
    }
    const tiles = list.querySelectorAll<HTMLElement>("[data-photo-key]");
    const next = tiles[Math.min(target.index, tiles.length - 1)];
    (next?.querySelector<HTMLButtonElement>("[data-remove]") ?? inputRef.current)?.focus();
  }, [state.items]);

  // Say when a photo finishes, fails or is refused; progress itself is in each tile's name.
  useEffect(() => {
    const previous = statuses.current;
    statuses.current = new Map(state.items.map((item) => [item.key, item.status]));
    const index = state.items.findIndex(
      (item) => announced.includes(item.status) && previous.has(item.key) && previous.get(item.key) !== item.status,
    );
    const changed = state.items[index];
    if (changed) setAnnouncement(`Photo ${index + 1}: ${photoStatusText(changed, state.online)}`);
  }, [state.items, state.online]);

  const move = (key: string, index: number, by: -1 | 1) => {
    dispatch({ type: "move", key, by });
    focusTarget.current = { key, move: by < 0 ? "left" : "right" };
    const place = index + by + 1;
    setAnnouncement(`Photo moved to position ${place} of ${count}${place === 1 ? ", now the cover" : ""}.`);
  };
  const remove = (key: string, index: number) => {
    dispatch({ type: "remove", key });
    focusTarget.current = { index };
    setAnnouncement("Photo removed.");
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.files) add(event.target.files);
    // The same photo can be picked again after it was removed.
    event.target.value = "";
  };

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 block text-sm font-medium">{label}</legend>
      <ul ref={listRef} className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5 sm:gap-3">
        {state.items.map((item, index) => (
          <PhotoTile
            key={item.key}
            item={item}
            index={index}
            count={count}
            // A single picture (a logo) has no cover to choose.
            isCover={max > 1 && item.key === cover}
            online={state.online}
            onMove={(by) => move(item.key, index, by)}
            onRemove={() => remove(item.key, index)}
            onRetry={() => dispatch({ type: "retry", key: item.key })}
          />
        ))}
        {room > 0 ? (
          <li>
            <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-black/25 bg-white p-2 text-center text-primary hover:border-primary-light hover:bg-primary-light/5 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary-light">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-7"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
                <circle cx="12" cy="13" r="3.5" />
              </svg>
              <span className="text-sm font-semibold">Add photos</span>
              <span className="text-xs text-primary/75" aria-hidden="true">
                {max - room} of {max}
              </span>
              <input
                ref={inputRef}
                id={id}
                type="file"
                accept="image/*"
                multiple
                onChange={picked}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className="sr-only"
              />
            </label>
          </li>
        ) : null}
      </ul>
      {state.items.some((item) => item.message) ? (
        <ul className="space-y-0.5 text-sm text-error">
          {state.items.map((item, index) =>
            item.message ? <li key={item.key}>{`Photo ${index + 1}: ${item.message}`}</li> : null,
          )}
        </ul>
      ) : null}
      {state.notice ? (
        <p role="status" className="rounded-md bg-warning-bg px-3 py-2 text-sm">
          {state.notice}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-primary/75">
          {hint ?? `Up to ${max} photos. The first is the cover: use the arrows to change the order.`}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {name
        ? state.items.map((item) =>
            item.status === "done" && item.uploaded ? (
              <input key={item.key} type="hidden" name={name} value={item.uploaded.id} />
            ) : null,
          )
        : null}
    </fieldset>
  );
}
