import type { Failure, UploadedPhoto } from "./photo-queue";
import type { PreparedImage } from "./resize-image";

/** The image route's contract: POST multipart/form-data, one field `file` (src/modules/media/upload.ts). */
export const mediaEndpoint = "/api/media";
/** A dropped connection often leaves a request hanging instead of failing: no upload progress this long means gone. */
const stallMs = 30_000;
/** Once the bytes are sent, the server decodes and encodes the image: a busy server answers 503 well before this. */
const answerMs = 60_000;
/** The tile is ~110 CSS px; 320 px stays sharp on a 3× screen. */
const thumbnailWidth = 320;

export type UploadOutcome = { ok: true; photo: UploadedPhoto } | { ok: false; failure: Failure };

interface StoredImageAnswer {
  id?: unknown;
  sources?: unknown;
  error?: unknown;
}

function thumbnailUrl(sources: unknown): string | undefined {
  if (!Array.isArray(sources)) return undefined;
  const valid = sources.filter(
    (source): source is { width: number; url: string } =>
      typeof source?.url === "string" && typeof source?.width === "number",
  );
  const sorted = [...valid].sort((a, b) => a.width - b.width);
  return (sorted.find((source) => source.width >= thumbnailWidth) ?? sorted.at(-1))?.url;
}

/**
 * What an answer of POST /api/media means for the photo. `status` 0 is a network error or a time-out.
 * Retry-After is in seconds (the route sends seconds, never a date).
 */
export function classifyAnswer(status: number, body: unknown, retryAfter: string | null): UploadOutcome {
  const answer = (typeof body === "object" && body !== null ? body : {}) as StoredImageAnswer;
  const message = typeof answer.error === "string" ? answer.error : undefined;
  if (status === 200 || status === 201) {
    const url = thumbnailUrl(answer.sources);
    if (typeof answer.id === "string" && url) return { ok: true, photo: { id: answer.id, url } };
    return { ok: false, failure: { kind: "transient" } };
  }
  if ([400, 413, 415, 422].includes(status)) {
    return {
      ok: false,
      failure: { kind: "rejected", message: message ?? "This image cannot be used. Please choose another." },
    };
  }
  // Signed out (401), not a seller (403), over the upload limit for minutes (429): a retry now would fail the same way.
  if (status >= 400 && status < 500) {
    return { ok: false, failure: { kind: "stopped", message: message ?? "The server refused this upload." } };
  }
  const seconds = Number(retryAfter);
  const retryAfterMs = retryAfter !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
  return { ok: false, failure: { kind: "transient", retryAfterMs } };
}

export interface UploadHandle {
  /** Stops the upload; `onDone` is not called. */
  abort(): void;
}

/**
 * Sends one image with XMLHttpRequest, since fetch cannot report upload progress in the browsers we support.
 * `onDone` is called exactly once unless the caller aborts.
 */
export function uploadPhoto(
  image: PreparedImage,
  callbacks: { onProgress(loaded: number, total: number): void; onDone(outcome: UploadOutcome): void },
  endpoint: string = mediaEndpoint,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  let settled = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const finish = (outcome: UploadOutcome) => {
    if (settled) return;
    settled = true;
    clearTimeout(watchdog);
    callbacks.onDone(outcome);
  };
  const arm = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      xhr.abort();
      finish(classifyAnswer(0, null, null));
    }, ms);
  };

  xhr.open("POST", endpoint);
  xhr.responseType = "json";
  xhr.upload.onprogress = (event) => {
    arm(stallMs);
    if (event.lengthComputable) callbacks.onProgress(event.loaded, event.total);
  };
  xhr.upload.onload = () => arm(answerMs);
  xhr.onload = () => finish(classifyAnswer(xhr.status, xhr.response, xhr.getResponseHeader("Retry-After")));
  xhr.onerror = () => finish(classifyAnswer(0, null, null));
  xhr.ontimeout = xhr.onerror;

  const form = new FormData();
  form.append("file", image.blob, image.fileName);
  arm(stallMs);
  xhr.send(form);

  return {
    abort() {
      settled = true;
      clearTimeout(watchdog);
      xhr.abort();
    },
  };
}
