import { describe, expect, it } from "vitest";
import { photoLabel } from "./photo-labels";
import {
  backoffMs,
  coverKey,
  initialPhotoQueue,
  maxAttempts,
  nextRetryAt,
  pendingCount,
  photoQueueReducer,
  photosToStart,
  roomLeft,
  uploadedPhotos,
  waitingForNetworkMessage,
  type PhotoAction,
  type PhotoQueueState,
} from "./photo-queue";

const stored = (id: string) => ({ id, url: `/media/i/${id}/320.webp` });
const picked = (...keys: string[]) => keys.map((key) => ({ key, previewUrl: `blob:${key}` }));
const run = (state: PhotoQueueState, ...actions: PhotoAction[]) => actions.reduce(photoQueueReducer, state);
const statusOf = (state: PhotoQueueState, key: string) => state.items.find((item) => item.key === key)?.status;
const keys = (state: PhotoQueueState) => state.items.map((item) => item.key);
const transient = { kind: "transient" } as const;

/** a, b, c picked; a is uploading. */
function uploadingA(): PhotoQueueState {
  return run(
    initialPhotoQueue([]),
    { type: "add", photos: picked("a", "b", "c"), max: 8 },
    { type: "start", key: "a" },
    { type: "prepared", key: "a" },
  );
}

describe("adding photos", () => {
  it("queues picked photos after the stored ones, up to max, and says how many were left out", () => {
    const state = run(initialPhotoQueue([stored("s1")]), { type: "add", photos: picked("a", "b", "c"), max: 3 });
    expect(keys(state)).toEqual(["stored:s1", "a", "b"]);
    expect(statusOf(state, "a")).toBe("queued");
    expect(state.notice).toBe("You can add up to 3 photos: 1 was not added.");
    expect(roomLeft(state, 3)).toBe(0);
  });

  it("keeps a locally refused file as rejected, not counting toward max", () => {
    const state = run(initialPhotoQueue([]), {
      type: "reject-local",
      key: "pdf",
      previewUrl: "",
      message: "Not a photo",
    });
    expect(statusOf(state, "pdf")).toBe("rejected");
    expect(roomLeft(state, 2)).toBe(2);
    expect(photosToStart(state)).toEqual([]);
  });
});

describe("uploading", () => {
  it("starts at most two at once, in display order, and only while online", () => {
    let state = run(initialPhotoQueue([]), { type: "add", photos: picked("a", "b", "c"), max: 8 });
    expect(photosToStart(state)).toEqual(["a", "b"]);
    state = run(state, { type: "start", key: "a" }, { type: "start", key: "b" });
    expect(photosToStart(state)).toEqual([]);
    state = run(state, { type: "prepared", key: "a" }, { type: "succeeded", key: "a", photo: stored("A") });
    expect(photosToStart(state)).toEqual(["c"]);
    expect(photosToStart(run(state, { type: "network", online: false }))).toEqual([]);
  });

  it("tracks progress, then becomes part of the value on success", () => {
    let state = run(uploadingA(), { type: "progress", key: "a", loaded: 45, total: 100 });
    expect(state.items[0]?.progress).toBe(0.45);
    expect(photoLabel(state.items[0]!, 0, 3, true, true)).toBe("Photo 1 of 3, cover, uploading 45%");
    state = run(state, { type: "succeeded", key: "a", photo: stored("A") });
    expect(statusOf(state, "a")).toBe("done");
    expect(uploadedPhotos(state)).toEqual([stored("A")]);
    expect(pendingCount(state)).toBe(2);
  });

  it("swaps the thumbnail for the resized one once prepared", () => {
    const state = run(
      initialPhotoQueue([]),
      { type: "add", photos: picked("a"), max: 8 },
      { type: "start", key: "a" },
      { type: "prepared", key: "a", previewUrl: "blob:small" },
    );
    expect(state.items[0]).toMatchObject({ status: "uploading", previewUrl: "blob:small" });
  });

  it("ignores progress and results for a photo that was removed meanwhile", () => {
    const state = run(uploadingA(), { type: "remove", key: "a" });
    expect(run(state, { type: "succeeded", key: "a", photo: stored("A") })).toBe(state);
    expect(run(state, { type: "progress", key: "a", loaded: 1, total: 2 })).toBe(state);
  });
});

describe("failures", () => {
  it("schedules retries with growing back-off, then gives up after the third try", () => {
    let state = run(uploadingA(), { type: "failed", key: "a", failure: transient, now: 1000, jitter: 0.5 });
    expect(state.items[0]).toMatchObject({ status: "retry-wait", attempts: 1, retryAt: 1000 + backoffMs(1) });
    expect(nextRetryAt(state)).toBe(3000);
    expect(photosToStart(state)).toEqual(["b", "c"]);

    expect(run(state, { type: "tick", now: 2999 })).toBe(state);
    state = run(state, { type: "tick", now: 3000 });
    expect(statusOf(state, "a")).toBe("queued");

    state = run(
      state,
      { type: "start", key: "a" },
      { type: "prepared", key: "a" },
      { type: "failed", key: "a", failure: transient, now: 5000, jitter: 0.5 },
    );
    expect(state.items[0]).toMatchObject({ status: "retry-wait", attempts: 2, retryAt: 5000 + backoffMs(2) });
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));

    state = run(
      state,
      { type: "tick", now: 10_000 },
      { type: "start", key: "a" },
      { type: "failed", key: "a", failure: transient, now: 11_000 },
    );
    expect(state.items[0]).toMatchObject({ status: "failed", attempts: maxAttempts, message: undefined });
    expect(nextRetryAt(state)).toBeUndefined();
  });

  it("waits at least as long as the server's Retry-After", () => {
    const state = run(uploadingA(), {
      type: "failed",
      key: "a",
      failure: { kind: "transient", retryAfterMs: 30_000 },
      now: 0,
    });
    expect(state.items[0]?.retryAt).toBe(30_000);
  });

  it("retries a failed photo from scratch when the person presses Try again", () => {
    let state = run(uploadingA(), {
      type: "failed",
      key: "a",
      failure: { kind: "stopped", message: "Sign in to upload images." },
      now: 0,
    });
    expect(state.items[0]).toMatchObject({ status: "failed", message: "Sign in to upload images." });
    state = run(state, { type: "retry", key: "a" });
    expect(state.items[0]).toMatchObject({ status: "queued", attempts: 0, message: undefined });
  });

  it("never retries an image the server refused, and lets another photo take its place", () => {
    const message = "Images must be 8 MB or smaller.";
    let state = run(uploadingA(), { type: "failed", key: "a", failure: { kind: "rejected", message }, now: 0 });
    expect(state.items[0]).toMatchObject({ status: "rejected", message });
    expect(run(state, { type: "retry", key: "a" })).toBe(state);
    expect(run(state, { type: "tick", now: 1e12 })).toBe(state);
    state = run(state, { type: "network", online: false }, { type: "network", online: true });
    expect(statusOf(state, "a")).toBe("rejected");
    expect(roomLeft(state, 3)).toBe(1);
    expect(coverKey(state)).toBe("b");
  });
});

describe("the network", () => {
  it("parks a photo that failed offline without using a try, and resumes it on the online event", () => {
    let state = run(
      uploadingA(),
      { type: "network", online: false },
      { type: "failed", key: "a", failure: transient, now: 0 },
    );
    expect(state.items[0]).toMatchObject({ status: "waiting-network", attempts: 0 });
    expect(photoLabel(state.items[0]!, 0, 3, true, state.online)).toBe(
      `Photo 1 of 3, cover, ${waitingForNetworkMessage.toLowerCase()}`,
    );
    expect(photosToStart(state)).toEqual([]);
    expect(photoLabel(state.items[1]!, 1, 3, false, state.online)).toBe("Photo 2 of 3, waiting for network…");
    state = run(state, { type: "network", online: true });
    expect(statusOf(state, "a")).toBe("queued");
    expect(photosToStart(state)).toEqual(["a", "b"]);
  });

  it("tries a photo waiting on its back-off at once when the network comes back", () => {
    const state = run(
      uploadingA(),
      { type: "failed", key: "a", failure: transient, now: 0 },
      { type: "network", online: false },
      { type: "network", online: true },
    );
    expect(state.items[0]).toMatchObject({ status: "queued", retryAt: undefined });
  });
});

describe("order and cover", () => {
  const three = () => run(initialPhotoQueue([stored("x"), stored("y"), stored("z")]));

  it("moves a photo left or right, and the first becomes the cover", () => {
    let state = three();
    expect(coverKey(state)).toBe("stored:x");
    state = run(state, { type: "move", key: "stored:y", by: -1 });
    expect(uploadedPhotos(state).map((photo) => photo.id)).toEqual(["y", "x", "z"]);
    expect(coverKey(state)).toBe("stored:y");
    state = run(state, { type: "move", key: "stored:x", by: 1 });
    expect(uploadedPhotos(state).map((photo) => photo.id)).toEqual(["y", "z", "x"]);
  });

  it("does nothing past either end", () => {
    const state = three();
    expect(run(state, { type: "move", key: "stored:x", by: -1 })).toBe(state);
    expect(run(state, { type: "move", key: "stored:z", by: 1 })).toBe(state);
  });

  it("removes a photo and the next one becomes the cover", () => {
    const state = run(three(), { type: "remove", key: "stored:x" });
    expect(keys(state)).toEqual(["stored:y", "stored:z"]);
    expect(coverKey(state)).toBe("stored:y");
  });

  it("takes a value set by the form (a reset) and keeps photos still uploading", () => {
    let state = run(three(), { type: "add", photos: picked("a"), max: 8 }, { type: "start", key: "a" });
    state = run(state, { type: "sync", value: [stored("z"), stored("new")] });
    expect(keys(state)).toEqual(["stored:z", "stored:new", "a"]);
    expect(statusOf(state, "a")).toBe("preparing");
  });
});
