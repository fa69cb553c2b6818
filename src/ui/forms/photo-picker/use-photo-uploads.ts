"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  initialPhotoQueue,
  nextRetryAt,
  pendingCount,
  photoQueueReducer,
  photosToStart,
  uploadedPhotos,
  type UploadedPhoto,
} from "./photo-queue";
import { prepareImage, type PreparedImage } from "./resize-image";
import { mediaEndpoint, uploadPhoto, type UploadHandle } from "./upload-photo";

const sameIds = (a: UploadedPhoto[], b: UploadedPhoto[]) =>
  a.length === b.length && a.every((photo, i) => photo.id === b[i]?.id);
const notAPhotoMessage = "This file is not a photo. Choose a JPEG, PNG or WebP picture.";

interface Options {
  value: UploadedPhoto[];
  onChange(photos: UploadedPhoto[]): void;
  max: number;
  endpoint?: string;
  onPendingChange?(pending: number): void;
}

/**
 * Runs the queue's side effects: resizing, XHR uploads (at most `maxInFlight`), the retry timer, the browser's
 * online/offline events, object URLs, and keeping the controlled `value` in step. What to do is always read from the
 * reducer's state; anything the state no longer holds (a removed photo) is cancelled and released here.
 */
export function usePhotoUploads({ value, onChange, max, endpoint = mediaEndpoint, onPendingChange }: Options) {
  const [state, dispatch] = useReducer(photoQueueReducer, value, (initial) => initialPhotoQueue(initial));
  const files = useRef(new Map<string, File>());
  const prepared = useRef(new Map<string, PreparedImage>());
  const active = useRef(new Map<string, UploadHandle | "preparing">());
  const objectUrls = useRef(new Set<string>());
  const emitted = useRef(value);
  const nextKey = useRef(0);

  const objectUrl = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    objectUrls.current.add(url);
    return url;
  }, []);

  const add = useCallback(
    (picked: FileList | File[]) => {
      const photos: { key: string; previewUrl: string }[] = [];
      for (const file of Array.from(picked)) {
        const key = `new:${nextKey.current++}`;
        // Some gallery apps give no type at all: those go to the server, which judges by the bytes.
        if (file.type !== "" && !file.type.startsWith("image/")) {
          dispatch({ type: "reject-local", key, previewUrl: "", message: notAPhotoMessage });
          continue;
        }
        files.current.set(key, file);
        photos.push({ key, previewUrl: objectUrl(file) });
      }
      if (photos.length > 0) dispatch({ type: "add", photos, max });
    },
    [max, objectUrl],
  );

  const start = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      active.current.set(key, "preparing");
      dispatch({ type: "start", key });
      let image = prepared.current.get(key);
      if (!image) {
        image = await prepareImage(file);
        if (active.current.get(key) !== "preparing") return; // removed while resizing
        prepared.current.set(key, image);
        dispatch({ type: "prepared", key, previewUrl: image.resized ? objectUrl(image.blob) : undefined });
      } else {
        dispatch({ type: "prepared", key });
      }
      const handle = uploadPhoto(
        image,
        {
          onProgress: (loaded, total) => dispatch({ type: "progress", key, loaded, total }),
          onDone: (outcome) => {
            active.current.delete(key);
            if (outcome.ok) {
              prepared.current.delete(key);
              files.current.delete(key);
              dispatch({ type: "succeeded", key, photo: outcome.photo });
              return;
            }
            if (!navigator.onLine) dispatch({ type: "network", online: false });
            dispatch({ type: "failed", key, failure: outcome.failure, now: Date.now(), jitter: Math.random() });
          },
        },
        endpoint,
      );
      active.current.set(key, handle);
    },
    [endpoint, objectUrl],
  );

  // Start what the queue says may start. `active` guards against starting twice (effects can run twice).
  useEffect(() => {
    for (const key of photosToStart(state)) if (!active.current.has(key)) void start(key);
  }, [state, start]);

  // Release what the state no longer holds: cancel removed uploads, revoke unused thumbnails, forget files.
  useEffect(() => {
    const keys = new Set(state.items.map((item) => item.key));
    for (const [key, handle] of active.current) {
      if (keys.has(key)) continue;
      if (handle !== "preparing") handle.abort();
      active.current.delete(key);
    }
    for (const map of [files.current, prepared.current])
      for (const key of map.keys()) if (!keys.has(key)) map.delete(key);
    const shown = new Set(state.items.map((item) => item.previewUrl));
    for (const url of objectUrls.current) {
      if (shown.has(url)) continue;
      URL.revokeObjectURL(url);
      objectUrls.current.delete(url);
    }
  }, [state.items]);

  const retryAt = nextRetryAt(state);
  useEffect(() => {
    if (retryAt === undefined) return;
    const timer = setTimeout(() => dispatch({ type: "tick", now: Date.now() }), Math.max(0, retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [retryAt]);

  useEffect(() => {
    const online = () => dispatch({ type: "network", online: true });
    // Uploads in flight would hang until the stall watchdog: stop them now, they resume on `online`.
    const offline = () => {
      dispatch({ type: "network", online: false });
      for (const [key, handle] of active.current) {
        if (handle === "preparing") continue;
        handle.abort();
        active.current.delete(key);
        dispatch({ type: "failed", key, failure: { kind: "transient" }, now: Date.now() });
      }
    };
    if (!navigator.onLine) offline();
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, []);

  useEffect(() => {
    const uploads = active.current;
    const urls = objectUrls.current;
    return () => {
      for (const handle of uploads.values()) if (handle !== "preparing") handle.abort();
      uploads.clear();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  // Controlled value: report our changes, and take the parent's when it sets one we did not report.
  useEffect(() => {
    const photos = uploadedPhotos(state);
    if (sameIds(photos, emitted.current)) return;
    emitted.current = photos;
    onChange(photos);
  }, [state, onChange]);
  useEffect(() => {
    if (sameIds(value, emitted.current)) return;
    emitted.current = value;
    dispatch({ type: "sync", value });
  }, [value]);

  // Told only when the count changes: a parent that passes a new function each render must not be called each render.
  const pending = pendingCount(state);
  const pendingListener = useRef(onPendingChange);
  useEffect(() => {
    pendingListener.current = onPendingChange;
  });
  useEffect(() => {
    pendingListener.current?.(pending);
  }, [pending]);

  return { state, dispatch, add };
}
