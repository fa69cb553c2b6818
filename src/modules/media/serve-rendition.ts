import "server-only";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { env } from "@/lib/env";
import { localPath } from "@/modules/media/local-storage";
import { immutableCacheControl, objectKeyPattern } from "@/modules/media/media-storage";

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** RFC 9110: If-None-Match wins over If-Modified-Since; ETags compare weakly for GET. */
function notModified(request: Request, etag: string, modifiedSeconds: number): boolean {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    if (ifNoneMatch.trim() === "*") return true;
    return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  }
  const ifModifiedSince = request.headers.get("if-modified-since");
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && modifiedSeconds * 1000 <= since;
}

/**
 * GET/HEAD /media/i/<uuid>/<width>.webp from MEDIA_DIR. Anything but one of our keys is a 404 before the file
 * system is touched, so no traversal (`..`, encoded slashes, absolute paths) can reach it.
 */
export async function serveLocalRendition(
  request: Request,
  segments: readonly string[] | undefined,
): Promise<Response> {
  const objectKey = (segments ?? []).join("/");
  if (!objectKeyPattern.test(objectKey)) return notFound();

  let handle;
  try {
    handle = await open(localPath(env().MEDIA_DIR, objectKey), "r");
  } catch {
    return notFound();
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return notFound();
    }
    const modifiedSeconds = Math.floor(info.mtimeMs / 1000);
    const headers = new Headers({
      "Cache-Control": immutableCacheControl,
      ETag: `"${info.size.toString(36)}-${modifiedSeconds.toString(36)}"`,
      "Last-Modified": new Date(modifiedSeconds * 1000).toUTCString(),
      "X-Content-Type-Options": "nosniff",
    });
    if (notModified(request, headers.get("etag")!, modifiedSeconds)) {
      await handle.close();
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Type", "image/webp");
    headers.set("Content-Length", String(info.size));
    if (request.method === "HEAD") {
      await handle.close();
      return new Response(null, { status: 200, headers });
    }
    // The stream closes the handle when it ends or is cancelled.
    const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
