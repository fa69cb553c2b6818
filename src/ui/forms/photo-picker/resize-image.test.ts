import { describe, expect, it } from "vitest";
import { maxEdge, needsResize, smallEnoughBytes, targetSize } from "./resize-image";

describe("targetSize", () => {
  it("scales a landscape phone photo so its width is the long edge limit", () => {
    expect(targetSize({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
  });

  it("scales a portrait photo by its height", () => {
    expect(targetSize({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600 });
    expect(targetSize({ width: 3000, height: 4000 }, 1000)).toEqual({ width: 750, height: 1000 });
  });

  it("never enlarges a small image and keeps one at the limit as it is", () => {
    expect(targetSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(targetSize({ width: maxEdge, height: 900 })).toEqual({ width: maxEdge, height: 900 });
  });

  it("keeps a very thin panorama at least one pixel high", () => {
    expect(targetSize({ width: 12_000, height: 5 })).toEqual({ width: 1600, height: 1 });
  });
});

describe("needsResize", () => {
  it("skips a small JPEG within the limit", () => {
    expect(needsResize({ width: 1200, height: 900 }, 250 * 1024, "image/jpeg")).toBe(false);
  });

  it("resizes when the image is too large in pixels or in bytes", () => {
    expect(needsResize({ width: 4032, height: 3024 }, 200 * 1024, "image/jpeg")).toBe(true);
    expect(needsResize({ width: 1200, height: 900 }, smallEnoughBytes + 1, "image/png")).toBe(true);
  });

  it("re-encodes a format the server may not take, whatever its size", () => {
    expect(needsResize({ width: 800, height: 600 }, 90 * 1024, "image/heic")).toBe(true);
  });
});
