import { describe, expect, it } from "vitest";
import { classifyAnswer } from "./upload-photo";

describe("classifyAnswer", () => {
  const stored = {
    id: "img-1",
    width: 1600,
    height: 1200,
    placeholder: "#aabbcc",
    sources: [160, 320, 480].map((width) => ({ width, url: `/media/i/x/${width}.webp` })),
  };

  it("takes the stored image's id and a 320 px thumbnail from a 201", () => {
    expect(classifyAnswer(201, stored, null)).toEqual({ ok: true, photo: { id: "img-1", url: "/media/i/x/320.webp" } });
  });

  it("falls back to the widest rendition of a small image", () => {
    const small = { ...stored, sources: [{ width: 200, url: "/media/i/x/200.webp" }] };
    expect(classifyAnswer(201, small, null)).toEqual({ ok: true, photo: { id: "img-1", url: "/media/i/x/200.webp" } });
  });

  it("treats 413, 415 and 422 as a refused image with the server's message", () => {
    for (const status of [413, 415, 422]) {
      expect(classifyAnswer(status, { error: `refused ${status}` }, null)).toEqual({
        ok: false,
        failure: { kind: "rejected", message: `refused ${status}` },
      });
    }
  });

  it("stops without retrying when signed out or over the upload limit", () => {
    expect(classifyAnswer(401, { error: "Sign in to upload images." }, null)).toEqual({
      ok: false,
      failure: { kind: "stopped", message: "Sign in to upload images." },
    });
    expect(classifyAnswer(429, { error: "Too many uploads." }, "300")).toMatchObject({ failure: { kind: "stopped" } });
  });

  it("retries a busy server after its Retry-After, and network errors and 5xx by back-off", () => {
    expect(classifyAnswer(503, { error: "Busy" }, "5")).toEqual({
      ok: false,
      failure: { kind: "transient", retryAfterMs: 5000 },
    });
    expect(classifyAnswer(0, null, null)).toEqual({
      ok: false,
      failure: { kind: "transient", retryAfterMs: undefined },
    });
    expect(classifyAnswer(502, "<html>Bad gateway</html>", null)).toMatchObject({ failure: { kind: "transient" } });
  });
});
