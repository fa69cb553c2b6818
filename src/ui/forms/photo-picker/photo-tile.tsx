"use client";

import clsx from "clsx";
import type { ReactNode } from "react";
import { photoLabel, photoStatusText } from "./photo-labels";
import type { PhotoItem } from "./photo-queue";

const iconButtonClass =
  "flex h-9 items-center justify-center rounded-md border border-black/15 bg-white text-primary hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-light disabled:opacity-35 disabled:hover:bg-white";

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

interface PhotoTileProps {
  item: PhotoItem;
  index: number;
  count: number;
  isCover: boolean;
  online: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  onRetry(): void;
}

/**
 * One photo: a square thumbnail (fixed size, so nothing moves as photos arrive), its state and progress, and
 * buttons to move it, remove it or try its upload again. Buttons keep plain names ("Move left") inside a group named
 * after the photo, so a screen reader says which photo and a test finds them within the tile.
 */
export function PhotoTile({ item, index, count, isCover, online, onMove, onRemove, onRetry }: PhotoTileProps) {
  const status = photoStatusText(item, online);
  const percent = Math.round(item.progress * 100);
  const problem = item.status === "failed" || item.status === "rejected";
  return (
    <li data-photo-key={item.key} data-status={item.status}>
      <div role="group" aria-label={photoLabel(item, index, count, isCover, online)} className="flex flex-col gap-1">
        <div className="relative aspect-square overflow-hidden rounded-lg border border-black/10 bg-black/5">
          {item.previewUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- object URLs and fresh uploads: nothing for next/image to optimise
            <img src={item.previewUrl} alt="" decoding="async" className="size-full object-cover" />
          ) : null}
          {item.status !== "done" ? (
            <div
              aria-hidden={problem ? undefined : true}
              className={clsx(
                "absolute inset-0 flex flex-col items-center justify-center gap-1.5 p-1.5 text-center text-xs leading-tight font-medium",
                problem ? "bg-white/90 text-error" : "bg-black/45 text-white",
              )}
            >
              <span>{status}</span>
              {item.status === "failed" ? (
                <button
                  type="button"
                  onClick={onRetry}
                  className="rounded-md bg-primary-light px-2 py-1 font-semibold text-white hover:bg-primary-light/90 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-light"
                >
                  Try again
                </button>
              ) : null}
            </div>
          ) : null}
          {isCover ? (
            <span className="absolute top-1 left-1 rounded bg-primary-light px-1.5 py-0.5 text-xs font-semibold text-white shadow-sm">
              Cover
            </span>
          ) : null}
          {item.status === "uploading" || item.status === "preparing" ? (
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="absolute inset-x-0 bottom-0 h-1.5 bg-black/30"
            >
              <div className="h-full bg-secondary transition-[width] duration-200" style={{ width: `${percent}%` }} />
            </div>
          ) : null}
        </div>
        <div className="grid grid-cols-3 gap-1">
          <button
            type="button"
            data-move="left"
            aria-label="Move left"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            className={iconButtonClass}
          >
            <Icon>
              <path d="M15 18l-6-6 6-6" />
            </Icon>
          </button>
          <button type="button" data-remove aria-label="Remove photo" onClick={onRemove} className={iconButtonClass}>
            <Icon>
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </button>
          <button
            type="button"
            data-move="right"
            aria-label="Move right"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            className={iconButtonClass}
          >
            <Icon>
              <path d="M9 18l6-6-6-6" />
            </Icon>
          </button>
        </div>
      </div>
    </li>
  );
}
