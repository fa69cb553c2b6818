/**
 * Abuse: image uploads (POST /api/media) and the rendition route (GET /media/...). Only sellers and staff with
 * media:upload may upload (a buyer is refused before the body is read). Oversized bodies are refused before they are
 * read, files are judged by content (a text file named .jpg is not an image), damaged images, decompression bombs and
 * pictures over the pixel ceiling are refused with clear messages (the last without being decoded), a burst of big
 * pictures is queued in a bounded pool and the overflow told to retry (503), nothing is stored for any refusal, and
 * the rendition route serves our keys only (no path traversal) with immutable caching and conditional requests.
 *
 * The route handlers are called in-process. The session-cookie path reads cookies() through next/headers, so those
 * calls run inside the request scope Next.js sets up for a route handler (as in auth-redirect-csrf.test.ts).
 */
import { mkdirSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const mediaDir = vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  // env() is read once per process (one per test file): MEDIA_DIR must be set before anything reads it.
  const { tmpdir } = await import("node:os");
  const dir = `${tmpdir()}/media-abuse-${process.pid}-${Date.now()}`;
  process.env.MEDIA_DIR = dir;
  process.env.MEDIA_STORAGE = "local";
  return dir;
});

import { encode } from "next-auth/jwt";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { NextRequest } from "next/server";
import { POST } from "@/app/api/media/route";
import { GET, HEAD } from "@/app/media/[...key]/route";
import { getDb } from "@/db/client";
import { accessTokens, type User } from "@/modules/identity/identity.schema";
import { authOptions } from "@/modules/identity/auth-options";
import { setStaffRole } from "@/modules/identity/staff.service";
import { mediaAssets } from "@/modules/media/media.schema";
import { vendors } from "@/modules/vendors/vendors.schema";
import { imageQueueLimit, imageWorkers } from "@/modules/media/media.service";
import { maxUploadBytes, mediaUploadRateLimit, starterUploadRateLimit } from "@/modules/media/upload";
import { markClientAddress } from "@/lib/request";
import { parseProxyTrust, type ProxyTrust } from "@/lib/client-address";
import { buildPhoto, buildPngBomb, createAccessToken, createUser, createVendor } from "../factories";

const BASE = "http://localhost:3000";
const dir = await mediaDir;

afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(async () => {
  await getDb().delete(mediaAssets);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
});

interface UploadBody {
  id?: string;
  width?: number;
  height?: number;
  placeholder?: string;
  sources?: Array<{ width: number; url: string }>;
  error?: string;
}

function form(data: Uint8Array, filename = "photo.jpg", type = "image/jpeg"): FormData {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(data)], { type }), filename);
  return body;
}

/** Runs a route handler inside the request scope next/headers needs. */
async function inRequestScope<T>(request: NextRequest, run: () => Promise<T>): Promise<T> {
  const url = new URL(request.url);
  const requestStore = createRequestStoreForAPI(
    request as never,
    { pathname: url.pathname, search: url.search },
    undefined as never,
    undefined,
    undefined as never,
    undefined,
  );
  const workStore = {
    route: url.pathname,
    forceStatic: false,
    dynamicShouldError: false,
    isStaticGeneration: false,
  } as never;
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, run));
}

async function upload(
  body: BodyInit | null,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: UploadBody; response: Response }> {
  const request = new NextRequest(`${BASE}/api/media`, {
    method: "POST",
    headers: { host: "localhost:3000", ...headers },
    body,
    duplex: "half",
  } as never);
  const response = await inRequestScope(request, () => POST(request));
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as UploadBody, response };
}

async function serve(
  key: string[],
  headers: Record<string, string> = {},
  method: "GET" | "HEAD" = "GET",
): Promise<Response> {
  const request = new Request(`${BASE}/media/${key.join("/")}`, { method, headers });
  return (method === "GET" ? GET : HEAD)(request, { params: Promise.resolve({ key }) });
}

async function expectNothingStored() {
  expect(await getDb().select().from(mediaAssets)).toHaveLength(0);
  expect(await readdir(dir)).toEqual([]);
}

/**
 * A seller whose shop still awaits approval, its profile sent for review: sellers prepare listings, pictures included,
 * before approval. `starting`: one click on "Start selling", nothing sent yet (a starter allowance of uploads).
 */
async function createSeller(status: "PENDING" | "APPROVED" | "SUSPENDED" | "starting" = "PENDING"): Promise<User> {
  const seller = await createUser({ kind: "SELLER" });
  const pending = status === "PENDING" || status === "starting";
  await createVendor({
    ownerId: seller.id,
    status: pending ? "PENDING" : status,
    approvedAt: pending ? null : new Date(),
    submittedAt: status === "starting" ? null : new Date(),
  });
  return seller;
}

async function bearerFor(account: User): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await createAccessToken(account)}` };
}

/** A body that records whether anyone read it; highWaterMark 0: the stream only pulls when someone reads it. */
function watchedBody(): { body: ReadableStream<Uint8Array>; wasRead: () => boolean } {
  let pulled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled = true;
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { body, wasRead: () => pulled };
}

let user: User;
let bearer: Record<string, string>;

beforeEach(async () => {
  user ??= await createSeller();
  bearer ??= { authorization: `Bearer ${await createAccessToken(user)}` };
});

describe("POST /api/media: signed-in uploads", () => {
  it("stores a JPEG and answers 201 with its renditions, which the /media route serves", async () => {
    const { status, json, response } = await upload(form(await buildPhoto(1000, 750)), bearer);
    expect(status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      width: 1000,
      height: 750,
      placeholder: "#c82828",
      sources: [160, 320, 480, 768].map((width) => ({ width, url: `/media/i/${json.id}/${width}.webp` })),
    });
    const [row] = await getDb().select().from(mediaAssets).where(eq(mediaAssets.id, json.id!));
    expect(row).toMatchObject({ ownerId: user.id, storage: "LOCAL", widths: [160, 320, 480, 768] });

    for (const source of json.sources!) {
      const served = await serve(source.url.split("/").slice(2));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: source.width });
    }
  });

  it("stores a PNG; a small image is not upscaled", async () => {
    const { status, json } = await upload(
      form(await buildPhoto(120, 90, { format: "png" }), "logo.png", "image/png"),
      bearer,
    );
    expect(status).toBe(201);
    expect(json.sources).toEqual([{ width: 120, url: `/media/i/${json.id}/120.webp` }]);
    expect(await readdir(path.join(dir, "i", json.id!))).toEqual(["120.webp"]);
  });

  it("strips the GPS position and camera details a phone photo carries", async () => {
    const { status, json } = await upload(form(await buildPhoto(900, 600, { gps: true })), bearer);
    expect(status).toBe(201);
    for (const source of json.sources!) {
      const body = Buffer.from(await (await serve(source.url.split("/").slice(2))).arrayBuffer());
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(body.includes(Buffer.from("TestPhone"))).toBe(false);
    }
  });

  it("judges the file by its content, not the name or declared type", async () => {
    const png = await buildPhoto(400, 300, { format: "png" });
    const { status } = await upload(form(png, "invoice.txt", "text/plain"), bearer);
    expect(status).toBe(201);
  });

  it("accepts the next-auth session cookie from our own pages", async () => {
    const token = await createAccessToken(user);
    const cookie = await encode({
      token: { sub: user.id, name: user.firstName, email: user.email, kind: user.kind, accessToken: token },
      secret: authOptions().secret!,
    });
    const headers = { cookie: `next-auth.session-token=${cookie}`, origin: BASE, "sec-fetch-site": "same-origin" };
    const { status, json } = await upload(form(await buildPhoto(300, 300)), headers);
    expect(status).toBe(201);
    const [row] = await getDb().select().from(mediaAssets).where(eq(mediaAssets.id, json.id!));
    expect(row!.ownerId).toBe(user.id);

    // Another site's page cannot use the session (the cookie is SameSite=Lax as well).
    const crossSite = await upload(form(await buildPhoto(300, 300)), {
      ...headers,
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);

    // A session whose access token was revoked (signed out elsewhere) is no session.
    await getDb().update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.userId, user.id));
    const revoked = await upload(form(await buildPhoto(300, 300)), headers);
    expect(revoked.status).toBe(401);
    user = await createSeller();
    bearer = { authorization: `Bearer ${await createAccessToken(user)}` };
  });
});

describe("POST /api/media: refusals (nothing stored)", () => {
  it.each([
    ["no credentials", {}],
    ["an unknown Bearer token", { authorization: `Bearer ${"x".repeat(43)}` }],
    ["a malformed Authorization header", { authorization: "Basic dXNlcjpwYXNz" }],
    ["a forged session cookie", { cookie: "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.x.y.z.w" }],
  ])("401 with %s", async (_, headers) => {
    const { status, json } = await upload(form(await buildPhoto(300, 200)), headers);
    expect(status).toBe(401);
    expect(json.error).toBe("Sign in to upload images.");
    await expectNothingStored();
  });

  it("413 by Content-Length, before a byte of the body is read", async () => {
    const { body, wasRead } = watchedBody();
    const { status, json } = await upload(body, {
      ...bearer,
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(50 * 1024 * 1024),
    });
    expect(status).toBe(413);
    expect(json.error).toBe("Images must be 8 MB or smaller.");
    expect(wasRead()).toBe(false);
    await expectNothingStored();
  });

  it("413 when a body without Content-Length turns out too large (streamed, cut off at the limit)", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 20 * 1024 * 1024) throw new Error("the route kept reading past the limit");
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const { status } = await upload(body, { ...bearer, "content-type": "multipart/form-data; boundary=x" });
    expect(status).toBe(413);
    expect(sent).toBeLessThanOrEqual(maxUploadBytes + 2 * chunk.length);
    await expectNothingStored();
  });

  it("413 for a file just over 8 MB inside a multipart body", async () => {
    const data = Buffer.alloc(8 * 1024 * 1024 + 1);
    data.set([0xff, 0xd8, 0xff]);
    const { status } = await upload(form(data), bearer);
    expect(status).toBe(413);
    await expectNothingStored();
  });

  it("415 for a text file renamed .jpg and sent as image/jpeg", async () => {
    const { status, json } = await upload(
      form(Buffer.from("This is not a photo.\n".repeat(40)), "photo.jpg", "image/jpeg"),
      bearer,
    );
    expect(status).toBe(415);
    expect(json.error).toBe("This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF.");
    await expectNothingStored();
  });

  it.each([
    [
      "an SVG (scripts inside)",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "a.svg",
    ],
    ["an HTML page", Buffer.from("<!doctype html><script>alert(1)</script>"), "a.jpg"],
    ["a PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"), "a.png"],
  ])("415 for %s", async (_, data, filename) => {
    expect((await upload(form(data, filename), bearer)).status).toBe(415);
    await expectNothingStored();
  });

  it("415 for a body that is not multipart/form-data", async () => {
    const { status, json } = await upload(new Uint8Array(await buildPhoto(300, 200)), {
      ...bearer,
      "content-type": "image/jpeg",
    });
    expect(status).toBe(415);
    expect(json.error).toBe("Send the image as multipart/form-data in a field named file.");
    await expectNothingStored();
  });

  it("422 with a clear message for a truncated JPEG", async () => {
    const photo = await buildPhoto(1200, 900);
    const { status, json } = await upload(form(photo.subarray(0, photo.length >> 1)), bearer);
    expect(status).toBe(422);
    expect(json.error).toBe("This image could not be read: it may be damaged or incomplete. Try exporting it again.");
    await expectNothingStored();
  });

  it("422 for a decompression bomb (a few KB claiming 50,000 × 50,000 pixels)", async () => {
    const { status, json } = await upload(form(buildPngBomb(50_000, 50_000), "bomb.png", "image/png"), bearer);
    expect(status).toBe(422);
    expect(json.error).toBe(
      "This image is 50000 × 50000 pixels (2500 megapixels); the limit is 25 megapixels and 12000 pixels a side. Save a smaller copy of the picture and upload that.",
    );
    await expectNothingStored();
  });

  it("400 without a file field, or with two files", async () => {
    const noFile = new FormData();
    noFile.append("image", new Blob([new Uint8Array(await buildPhoto(100, 100))]), "a.jpg");
    expect((await upload(noFile, bearer)).json.error).toBe("Send exactly one image in a field named file.");

    const text = new FormData();
    text.append("file", "not a file");
    expect((await upload(text, bearer)).status).toBe(400);

    const two = form(await buildPhoto(100, 100));
    two.append("file", new Blob([new Uint8Array(await buildPhoto(100, 100))]), "b.jpg");
    expect((await upload(two, bearer)).status).toBe(400);
    await expectNothingStored();
  });

  it("400 for a broken multipart body", async () => {
    const { status } = await upload('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno closing boundary', {
      ...bearer,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(status).toBe(400);
    await expectNothingStored();
  });

  it("429 with Retry-After past the per-user limit; other users are unaffected", async () => {
    const junk = Buffer.from("not an image");
    for (let i = 0; i < mediaUploadRateLimit.points; i++) expect((await upload(form(junk), bearer)).status).toBe(415);
    const limited = await upload(form(await buildPhoto(200, 200)), bearer);
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectNothingStored();

    const other = await createSeller();
    expect((await upload(form(await buildPhoto(200, 200)), await bearerFor(other))).status).toBe(201);
  });
});

describe("POST /api/media: only sellers and staff may upload", () => {
  it.each([
    ["a buyer", () => createUser({ kind: "BUYER" })],
    ["an artisan account without a shop", () => createUser({ kind: "ARTISAN" })],
    ["a seller whose shop is suspended", () => createSeller("SUSPENDED")],
    [
      "a moderator (staff without media:upload)",
      async () => {
        const moderator = await createUser({ kind: "BUYER" });
        expect(await setStaffRole(null, moderator.email!, "MODERATOR")).toMatchObject({ ok: true });
        return moderator;
      },
    ],
  ])("403 for %s, before a byte of the body is read", async (_, account) => {
    const { body, wasRead } = watchedBody();
    const { status, json, response } = await upload(body, {
      ...(await bearerFor(await account())),
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(status).toBe(403);
    expect(json).toEqual({ error: "Only sellers and staff can upload pictures." });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(wasRead()).toBe(false);
    await expectNothingStored();
  });

  it("403 for a buyer sending a real picture through our own pages (session cookie); nothing is stored", async () => {
    const buyer = await createUser({ kind: "BUYER" });
    const cookie = await encode({
      token: {
        sub: buyer.id,
        name: buyer.firstName,
        email: buyer.email,
        kind: buyer.kind,
        accessToken: await createAccessToken(buyer),
      },
      secret: authOptions().secret!,
    });
    const headers = { cookie: `next-auth.session-token=${cookie}`, origin: BASE, "sec-fetch-site": "same-origin" };
    const { status, json } = await upload(form(await buildPhoto(300, 300)), headers);
    expect(status).toBe(403);
    expect(json.error).toBe("Only sellers and staff can upload pictures.");
    await expectNothingStored();
  });

  it("201 for an approved seller, and for an admin (media:upload) who has no shop", async () => {
    const seller = await createSeller("APPROVED");
    const admin = await createUser({ kind: "BUYER" });
    expect(await setStaffRole(null, admin.email!, "ADMIN")).toMatchObject({ ok: true });
    for (const account of [seller, admin]) {
      const { status, json } = await upload(form(await buildPhoto(400, 300)), await bearerFor(account));
      expect(status).toBe(201);
      const [row] = await getDb().select().from(mediaAssets).where(eq(mediaAssets.id, json.id!));
      expect(row!.ownerId).toBe(account.id);
    }
  });
});

describe("POST /api/media: big pictures cannot tie up the server", () => {
  afterEach(() => vi.restoreAllMocks());

  it("422 for a 36-megapixel photo, read from its header and never decoded", async () => {
    // 7200 × 5000 in one colour: about 200 KB, well under the byte limit, yet 36 MP (~150 MB) once decoded.
    const photo = await buildPhoto(7200, 5000);
    expect(photo.length).toBeLessThan(1024 * 1024);
    // Every decode ends in toBuffer (renditions, placeholder); reading the header does not.
    const decodes = vi.spyOn(Object.getPrototypeOf(sharp()) as { toBuffer: () => unknown }, "toBuffer");
    const started = performance.now();
    const { status, json } = await upload(form(photo), bearer);
    const elapsed = performance.now() - started;
    expect(status).toBe(422);
    expect(json.error).toBe(
      "This image is 7200 × 5000 pixels (36 megapixels); the limit is 25 megapixels and 12000 pixels a side. Save a smaller copy of the picture and upload that.",
    );
    expect(decodes).not.toHaveBeenCalled();
    expect(elapsed).toBeLessThan(1000);
    await expectNothingStored();
  });

  it("a burst beyond the pool and its queue: the overflow gets 503 with Retry-After, every accepted one is stored", async () => {
    const photo = await buildPhoto(1600, 1200, { noise: true });
    const burst = imageWorkers + imageQueueLimit + 1;
    // Each from its own seller, so the per-user limit plays no part.
    const headers = await Promise.all(Array.from({ length: burst }, async () => bearerFor(await createSeller())));
    const results = await Promise.all(headers.map((h) => upload(form(photo), h)));

    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(),
    ).toBe(true);
    const busy = results.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const refused of busy) {
      expect(refused.json).toEqual({
        error: "Many pictures are being processed right now. Please try again in a few seconds.",
      });
      expect(refused.response.headers.get("retry-after")).toBe("5");
    }

    const accepted = results.filter((r) => r.status === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(imageWorkers);
    const rows = await getDb().select().from(mediaAssets);
    expect(rows.map((row) => row.id).sort()).toEqual(accepted.map((r) => r.json.id).sort());
    for (const { json } of accepted)
      expect(await readdir(path.join(dir, "i", json.id!))).toEqual([
        "1080.webp",
        "160.webp",
        "320.webp",
        "480.webp",
        "768.webp",
      ]);

    // The pool is free again once the burst has drained.
    expect((await upload(form(await buildPhoto(400, 300)), bearer)).status).toBe(201);
  });
});

describe("GET /media/<key>/<width>.webp", () => {
  async function stored(): Promise<string[]> {
    const { json } = await upload(form(await buildPhoto(500, 400)), bearer);
    return ["i", json.id!, "320.webp"];
  }

  it("serves with immutable caching, ETag and Last-Modified; HEAD has the headers and no body", async () => {
    const key = await stored();
    const response = await serve(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(new Date(response.headers.get("last-modified")!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.length));

    const head = await serve(key, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(body.length));
    expect(await head.text()).toBe("");
  });

  it("answers 304 to a matching If-None-Match or a current If-Modified-Since, 200 otherwise", async () => {
    const key = await stored();
    const first = await serve(key);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;

    const conditional: Array<Record<string, string>> = [
      { "if-none-match": etag },
      { "if-none-match": `W/${etag}` },
      { "if-none-match": `"other", ${etag}` },
      { "if-modified-since": lastModified },
    ];
    for (const headers of conditional) {
      const response = await serve(key, headers);
      expect(response.status, JSON.stringify(headers)).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toBe("");
    }
    expect((await serve(key, { "if-none-match": '"stale"' })).status).toBe(200);
    expect(
      (await serve(key, { "if-modified-since": new Date(Date.parse(lastModified) - 60_000).toUTCString() })).status,
    ).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await serve(key, { "if-none-match": '"stale"', "if-modified-since": lastModified })).status).toBe(200);
    expect((await serve(key, { "if-modified-since": "not a date" })).status).toBe(200);
  });

  it("404 for a well-formed key that does not exist, or a width that was not produced", async () => {
    const [, id] = await stored();
    expect((await serve(["i", "00000000-0000-4000-8000-000000000000", "320.webp"])).status).toBe(404);
    expect((await serve(["i", id!, "1080.webp"])).status).toBe(404);
    expect((await serve(["i", id!, "321.webp"])).status).toBe(404);
  });

  it.each([
    [["..", "..", "etc", "passwd"]],
    [["i", "..", "..", "package.json"]],
    [["i", "%2e%2e", "%2e%2e", "package.json"]],
    [["i", "..%2f..%2fpackage.json"]],
    [["..%2F..%2F..%2Fetc%2Fpasswd"]],
    [["i", "/etc/passwd"]],
    [["/etc", "passwd"]],
    [["i", "00000000-0000-4000-8000-000000000000", "..", "..", "..", "package.json"]],
    [["i", "00000000-0000-4000-8000-000000000000"]],
    [["i", "00000000-0000-4000-8000-000000000000", "320.webp", "x"]],
    [["i", "00000000-0000-4000-8000-000000000000", "0.webp"]],
    [["i", "00000000-0000-4000-8000-000000000000", "-320.webp"]],
    [["i", "00000000-0000-4000-8000-000000000000", "320.5.webp"]],
    [["i", "00000000-0000-4000-8000-000000000000", "1e3.webp"]],
    [["i", "00000000-0000-4000-8000-000000000000", "320.png"]],
    [["i", "00000000-0000-4000-8000-000000000000", "320.webp.tmp"]],
    [["i", "00000000-0000-4000-8000-000000000000", "320.webp\u0000.png"]],
    [["i", "00000000-0000-4000-8000-00000000000G", "320.webp"]],
    [["I", "00000000-0000-4000-8000-000000000000", "320.webp"]],
    [["i", "00000000-0000-4000-8000-000000000000", "abc.webp"]],
    [["x", "00000000-0000-4000-8000-000000000000", "320.webp"]],
    [[]],
  ])("404 for %j", async (key) => {
    const response = await serve(key);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Not found");
  });

  it("404 for a real rendition asked for with an upper-case or traversing spelling", async () => {
    const [, id, file] = await stored();
    expect((await serve(["i", id!.toUpperCase(), file!])).status).toBe(404);
    expect((await serve(["i", "x", "..", id!, file!])).status).toBe(404);
    expect((await serve(["i", `${id}`, ".", file!])).status).toBe(404);
  });
});

describe("POST /api/media: a business one click old (issue #23, item 9)", () => {
  it(`gets ${starterUploadRateLimit.points} uploads a day until its profile is sent for review; then the usual limit`, async () => {
    const starter = await createSeller("starting");
    const headers = await bearerFor(starter);
    const junk = Buffer.from("not an image");
    for (let i = 0; i < starterUploadRateLimit.points; i++)
      expect((await upload(form(junk), headers)).status).toBe(415);
    const refused = await upload(form(await buildPhoto(200, 200)), headers);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(
      "New shops can upload 12 pictures a day until their profile is sent for review. Send your profile for review to upload more.",
    );
    expect(await getDb().select().from(mediaAssets).where(eq(mediaAssets.ownerId, starter.id))).toEqual([]);

    // Sent for review, the same person uploads again.
    await getDb().update(vendors).set({ submittedAt: new Date() }).where(eq(vendors.ownerId, starter.id));
    expect((await upload(form(await buildPhoto(200, 200)), headers)).status).toBe(201);
  });
});

describe("POST /api/media: the origin of a cookie upload (issue #23, item 9)", () => {
  async function sessionCookie(account: User): Promise<string> {
    const token = await createAccessToken(account);
    const cookie = await encode({
      token: { sub: account.id, name: account.firstName, email: account.email, kind: account.kind, accessToken: token },
      secret: authOptions().secret!,
    });
    return `next-auth.session-token=${cookie}`;
  }

  /** The headers as the production server hands them on, from a client at `socket` (src/server/server.ts). */
  function asServed(headers: Record<string, string>, socket: string, trust: ProxyTrust): Record<string, string> {
    const raw: Record<string, string | string[] | undefined> = { host: "localhost:3000", ...headers };
    markClientAddress(raw, socket, trust);
    return Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  }

  it("a cookie request without an Origin is refused (browsers send one with every POST)", async () => {
    const cookie = await sessionCookie(await createSeller());
    for (const extra of [{}, { "sec-fetch-site": "same-origin" }, { origin: "null" }] as Record<string, string>[]) {
      const { status } = await upload(form(await buildPhoto(200, 200)), { cookie, ...extra });
      expect(status).toBe(403);
    }
  });

  it("X-Forwarded-Host naming another site does not make it our origin, unless a trusted proxy set it", async () => {
    const cookie = await sessionCookie(await createSeller());
    const forged = { cookie, origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    const direct = asServed(forged, "203.0.113.9", parseProxyTrust(undefined) as ProxyTrust);
    expect(direct["x-forwarded-host"]).toBeUndefined();
    expect((await upload(form(await buildPhoto(200, 200)), direct)).status).toBe(403);

    // Behind our own proxy (TRUSTED_PROXIES lists it), the public host it reports is ours and counts.
    const proxied = asServed(
      { cookie, origin: "https://shop.oja.example", "x-forwarded-host": "shop.oja.example" },
      "10.0.0.2",
      parseProxyTrust("10.0.0.2") as ProxyTrust,
    );
    expect((await upload(form(await buildPhoto(200, 200)), proxied)).status).toBe(201);
  });
});
