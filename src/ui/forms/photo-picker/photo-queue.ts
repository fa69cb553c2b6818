/**
 * The photo picker's state as a pure reducer: every transition (add, upload progress, success, failure and its retry,
 * the network going away and coming back, reorder, remove) is decided here with the time passed in, so it can be
 * tested without a browser. Side effects (resizing, XHR, timers, object URLs) live in the component's hook.
 */

/** An image the server has stored: what the form submits, in display order (the first is the cover). */
export interface UploadedPhoto {
  id: string;
  /** A small rendition, for the thumbnail. */
  url: string;
}

export type PhotoStatus =
  | "queued" // waiting for an upload slot (or for the network)
  | "preparing" // being resized in the browser
  | "uploading"
  | "retry-wait" // failed, tries again at retryAt
  | "waiting-network" // failed or paused while offline; resumes on the `online` event
  | "failed" // gave up: the person can press "Try again"
  | "rejected" // the server refused the image itself: retrying would not help
  | "done";

export interface PhotoItem {
  key: string;
  status: PhotoStatus;
  /** Object URL of the picked (later the resized) file, or the stored image's URL. */
  previewUrl: string;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Failed tries since the last success or manual retry. */
  attempts: number;
  retryAt?: number;
  /** Why a photo failed or was refused, in the server's words (or ours for a file that is not a photo). */
  message?: string;
  uploaded?: UploadedPhoto;
}

export interface PhotoQueueState {
  items: PhotoItem[];
  online: boolean;
  /** Shown once after too many photos were picked. */
  notice?: string;
}

export type Failure =
  /** Retry by itself (network error, time-out, 5xx); `retryAfterMs` from a Retry-After answer. */
  | { kind: "transient"; retryAfterMs?: number }
  /** Do not retry by itself, but let the person try again (signed out, rate-limited). */
  | { kind: "stopped"; message: string }
  /** The image is refused (413, 415, 422, 400): retrying would fail the same way. */
  | { kind: "rejected"; message: string };

export type PhotoAction =
  | { type: "add"; photos: { key: string; previewUrl: string }[]; max: number }
  | { type: "reject-local"; key: string; previewUrl: string; message: string }
  | { type: "start"; key: string }
  | { type: "prepared"; key: string; previewUrl?: string }
  | { type: "progress"; key: string; loaded: number; total: number }
  | { type: "succeeded"; key: string; photo: UploadedPhoto }
  /** `jitter` (0 to 1, from Math.random in the hook) spreads retries; passed in to keep the reducer pure. */
  | { type: "failed"; key: string; failure: Failure; now: number; jitter?: number }
  | { type: "tick"; now: number }
  | { type: "network"; online: boolean }
  | { type: "retry"; key: string }
  | { type: "remove"; key: string }
  | { type: "move"; key: string; by: -1 | 1 }
  | { type: "sync"; value: UploadedPhoto[] }
  | { type: "dismiss-notice" };

/** Tries before a photo waits for the person's "Try again". */
export const maxAttempts = 3;
/** At most this many photos resize or upload at once: a slow connection shares its bandwidth among fewer. */
export const maxInFlight = 2;
export const waitingForNetworkMessage = "Waiting for network…";
export const uploadFailedMessage = "Upload failed";

/** 2 s after the first failure, 4 s after the second, ±20 % so photos that failed together do not retry together. */
export function backoffMs(attempts: number, jitter = 0.5): number {
  const base = 1000 * 2 ** attempts;
  return Math.round(base * (0.8 + 0.4 * jitter));
}

export function initialPhotoQueue(value: UploadedPhoto[], online = true): PhotoQueueState {
  return { items: value.map(doneItem), online };
}

function doneItem(photo: UploadedPhoto): PhotoItem {
  return {
    key: `stored:${photo.id}`,
    status: "done",
    previewUrl: photo.url,
    progress: 1,
    attempts: 0,
    uploaded: photo,
  };
}

/** Rejected photos never upload, so they do not take one of the `max` places. */
export function countsTowardMax(item: PhotoItem): boolean {
  return item.status !== "rejected";
}

export function roomLeft(state: PhotoQueueState, max: number): number {
  return Math.max(0, max - state.items.filter(countsTowardMax).length);
}

const inFlight = (item: PhotoItem) => item.status === "preparing" || item.status === "uploading";

/** Keys the hook should start now: queued photos in display order, while online and below `maxInFlight`. */
export function photosToStart(state: PhotoQueueState): string[] {
  if (!state.online) return [];
  const free = maxInFlight - state.items.filter(inFlight).length;
  return free > 0
    ? state.items
        .filter((item) => item.status === "queued")
        .slice(0, free)
        .map((item) => item.key)
    : [];
}

/** The earliest scheduled retry, for the hook's single timer. */
export function nextRetryAt(state: PhotoQueueState): number | undefined {
  const times = state.items.flatMap((item) =>
    item.status === "retry-wait" && item.retryAt !== undefined ? [item.retryAt] : [],
  );
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** The form's value: stored photos in display order. */
export function uploadedPhotos(state: PhotoQueueState): UploadedPhoto[] {
  return state.items.flatMap((item) => (item.status === "done" && item.uploaded ? [item.uploaded] : []));
}

/** Photos that will still become part of the value if all goes well (the form should wait for them). */
export function pendingCount(state: PhotoQueueState): number {
  return state.items.filter((item) => item.status !== "done" && item.status !== "rejected" && item.status !== "failed")
    .length;
}

/** The cover is the first photo that can still be published. */
export function coverKey(state: PhotoQueueState): string | undefined {
  return state.items.find(countsTowardMax)?.key;
}

function update(state: PhotoQueueState, key: string, change: (item: PhotoItem) => PhotoItem | null): PhotoQueueState {
  const index = state.items.findIndex((item) => item.key === key);
  const current = state.items[index];
  if (current === undefined) return state;
  const next = change(current);
  if (next === null || next === current) return state;
  const items = [...state.items];
  items[index] = next;
  return { ...state, items };
}

function fail(item: PhotoItem, failure: Failure, now: number, jitter: number, online: boolean): PhotoItem {
  const settled = { ...item, progress: 0, retryAt: undefined, message: undefined };
  if (failure.kind === "rejected") return { ...settled, status: "rejected", message: failure.message };
  if (failure.kind === "stopped") return { ...settled, status: "failed", message: failure.message };
  // Offline is not the photo's fault: it does not use up a try.
  if (!online) return { ...settled, status: "waiting-network" };
  const attempts = item.attempts + 1;
  if (attempts >= maxAttempts) return { ...settled, attempts, status: "failed" };
  const delay = Math.max(backoffMs(attempts, jitter), failure.retryAfterMs ?? 0);
  return { ...settled, attempts, status: "retry-wait", retryAt: now + delay };
}

export function photoQueueReducer(state: PhotoQueueState, action: PhotoAction): PhotoQueueState {
  switch (action.type) {
    case "add": {
      const room = roomLeft(state, action.max);
      const accepted = action.photos.slice(0, room);
      const skipped = action.photos.length - accepted.length;
      const added = accepted.map((photo): PhotoItem => ({ ...photo, status: "queued", progress: 0, attempts: 0 }));
      const notice =
        skipped > 0
          ? `You can add up to ${action.max} photos: ${skipped} ${skipped === 1 ? "was" : "were"} not added.`
          : undefined;
      return { ...state, items: [...state.items, ...added], notice };
    }
    case "reject-local":
      return {
        ...state,
        items: [
          ...state.items,
          {
            key: action.key,
            previewUrl: action.previewUrl,
            status: "rejected",
            progress: 0,
            attempts: 0,
            message: action.message,
          },
        ],
      };
    case "start":
      return update(state, action.key, (item) =>
        item.status === "queued" ? { ...item, status: "preparing", progress: 0, message: undefined } : null,
      );
    case "prepared":
      return update(state, action.key, (item) =>
        item.status === "preparing"
          ? { ...item, status: "uploading", previewUrl: action.previewUrl ?? item.previewUrl }
          : null,
      );
    case "progress":
      return update(state, action.key, (item) =>
        item.status === "uploading" && action.total > 0
          ? { ...item, progress: Math.min(1, action.loaded / action.total) }
          : null,
      );
    case "succeeded":
      return update(state, action.key, (item) =>
        inFlight(item)
          ? {
              ...item,
              status: "done",
              progress: 1,
              attempts: 0,
              message: undefined,
              retryAt: undefined,
              uploaded: action.photo,
            }
          : null,
      );
    case "failed":
      return update(state, action.key, (item) =>
        inFlight(item) ? fail(item, action.failure, action.now, action.jitter ?? 0.5, state.online) : null,
      );
    case "tick": {
      const due = (item: PhotoItem) => item.status === "retry-wait" && (item.retryAt ?? 0) <= action.now;
      if (!state.items.some(due)) return state;
      return {
        ...state,
        items: state.items.map((item) => (due(item) ? { ...item, status: "queued", retryAt: undefined } : item)),
      };
    }
    case "network": {
      if (action.online === state.online) return state;
      // Going offline: the hook aborts uploads in flight and reports them as failed, which parks them here.
      if (!action.online) return { ...state, online: false };
      const resume = (item: PhotoItem) => item.status === "waiting-network" || item.status === "retry-wait";
      return {
        ...state,
        online: true,
        items: state.items.map((item) => (resume(item) ? { ...item, status: "queued", retryAt: undefined } : item)),
      };
    }
    case "retry":
      return update(state, action.key, (item) =>
        item.status === "failed"
          ? { ...item, status: "queued", attempts: 0, message: undefined, retryAt: undefined }
          : null,
      );
    case "remove":
      return { ...state, items: state.items.filter((item) => item.key !== action.key), notice: undefined };
    case "move": {
      const from = state.items.findIndex((item) => item.key === action.key);
      const moving = state.items[from];
      const other = state.items[from + action.by];
      if (from < 0 || moving === undefined || other === undefined) return state;
      const items = [...state.items];
      items[from] = other;
      items[from + action.by] = moving;
      return { ...state, items };
    }
    case "sync":
      return syncWithValue(state, action.value);
    case "dismiss-notice":
      return state.notice === undefined ? state : { ...state, notice: undefined };
  }
}

/**
 * The parent set a value we did not emit (a reset, or a product loaded for editing): stored photos become exactly
 * that value, in its order; photos still on their way are kept after them.
 */
function syncWithValue(state: PhotoQueueState, value: UploadedPhoto[]): PhotoQueueState {
  const known = new Map(
    state.items.flatMap((item) => (item.status === "done" && item.uploaded ? [[item.uploaded.id, item] as const] : [])),
  );
  const stored = value.map((photo) => known.get(photo.id) ?? doneItem(photo));
  const unfinished = state.items.filter((item) => item.status !== "done");
  return { ...state, items: [...stored, ...unfinished] };
}
