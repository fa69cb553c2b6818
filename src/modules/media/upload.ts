import "server-only";
import { readLimitedBody } from "@/lib/body-limit";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { hasStaffPermission, signedOut, type Actor, type UserActor } from "@/lib/actor";
import { mayUpload } from "@/modules/media/media.policy";
import { imageView } from "@/modules/media/media.queries";
import {
  imageBusyMessage,
  imageBusyRetrySeconds,
  imageQueueIsFull,
  maxImageBytes,
  storeImage,
  type ImageRejection,
} from "@/modules/media/media.service";

/** A seller adding a few products with several photos each stays well inside this; a script does not. */
export const mediaUploadRateLimit: RateLimitRule = { name: "media-upload", points: 60, durationSeconds: 600 };

/**
 * Before a business is approved or has sent its profile for review: a logo, a cover and one listing's photos a day.
 * Enough to prepare the shop; too little to use one click on "Start selling" as free picture hosting.
 */
export const starterUploadRateLimit: RateLimitRule = {
  name: "media-upload-starter",
  points: 12,
  durationSeconds: 24 * 60 * 60,
};
const starterLimitMessage =
  "New shops can upload 12 pictures a day until their profile is sent for review. Send your profile for review to upload more.";

/** The whole multipart body: the image plus room for the boundary and part headers. */
export const maxUploadBytes = maxImageBytes + 64 * 1024;

const tooLargeMessage = `Images must be ${maxImageBytes / 1024 / 1024} MB or smaller.`;
const statusFor: Record<Exclude<ImageRejection, "busy">, number> = {
  "too-large": 413,
  "too-many-pixels": 422,
  unsupported: 415,
  invalid: 422,
};
const notAnUploaderMessage = "Only sellers and staff can upload pictures.";

function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * A request that carries our session cookie must come from one of our pages. Browsers send Origin with every POST, so
 * a cookie request without one is not our page's upload (a script replaying a stolen cookie, or an old browser we do
 * not serve): refused. The origin must be the public address, or the host the request was sent to (X-Forwarded-Host
 * survives only from a proxy in TRUSTED_PROXIES: src/lib/request.ts). Apps and scripts send a Bearer token instead.
 */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null || origin === "null") return false;
  try {
    const host = new URL(origin).host;
    return (
      origin === new URL(env().APP_URL).origin ||
      host === request.headers.get("x-forwarded-host") ||
      host === request.headers.get("host")
    );
  } catch {
    return false;
  }
}

/** How the route learns who is uploading: the access and vendors modules' readers, handed in (media sits below them). */
export interface UploadActors {
  fromToken(token: string): Promise<Actor>;
  fromSession(): Promise<Actor>;
  /** Whether one of the person's businesses is approved or has sent its profile for review. */
  isEstablished(actor: UserActor): Promise<boolean>;
}

/** The signed-in uploader: a Bearer access token (apps, API), or the next-auth session cookie (our pages). */
async function uploader(request: Request, actors: UploadActors): Promise<UserActor | null | "forbidden"> {
  const authorization = request.headers.get("authorization");
  let actor: Actor;
  if (authorization !== null) {
    const token = authorization.match(/^Bearer\s+(\S+)$/i)?.[1];
    actor = token ? await actors.fromToken(token) : signedOut;
  } else {
    if (!request.headers.get("cookie")) return null;
    actor = await actors.fromSession();
    if (actor.kind === "user" && !sameOrigin(request)) return "forbidden";
  }
  return actor.kind === "user" ? actor : null;
}

/** The image queue is full: a burst of uploads, which waits its turn rather than taking memory from the whole site. */
function busy(userId: string): Response {
  logger.warn("media.busy", { userId });
  return json(503, { error: imageBusyMessage }, { "Retry-After": String(imageBusyRetrySeconds) });
}

/**
 * POST /api/media: multipart/form-data with one field `file`. 201 with the stored image's view; 401 without a
 * signed-in user; 403 for someone who is neither a seller nor staff with media:upload (before the body is read);
 * 413 over the size limit (by Content-Length before the body is read); 415 for anything that is not a supported
 * image; 422 for a damaged image or one over the pixel limit; 429 over the per-user limit; 503 with Retry-After while
 * the image queue is full.
 */
export async function handleImageUpload(request: Request, actors: UploadActors): Promise<Response> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxUploadBytes) return json(413, { error: tooLargeMessage }, { Connection: "close" });

  const actor = await uploader(request, actors);
  if (actor === null) return json(401, { error: "Sign in to upload images." });
  if (actor === "forbidden") return json(403, { error: "Uploads are accepted from this site only." });
  if (!mayUpload(actor)) return json(403, { error: notAnUploaderMessage });
  const userId = actor.userId;

  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    return json(415, { error: "Send the image as multipart/form-data in a field named file." });
  }

  // storeImage checks again when it queues the work; asking now spares the seller's limit and reading the body.
  if (imageQueueIsFull()) return busy(userId);
  const limit = await consumeRateLimit(mediaUploadRateLimit, userId);
  if (!limit.allowed) {
    return json(
      429,
      { error: "Too many uploads. Please wait a few minutes and try again." },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }
  if (!hasStaffPermission(actor, "media:upload") && !(await actors.isEstablished(actor))) {
    const starter = await consumeRateLimit(starterUploadRateLimit, userId);
    if (!starter.allowed)
      return json(429, { error: starterLimitMessage }, { "Retry-After": String(starter.retryAfterSeconds) });
  }

  const body = await readLimitedBody(request, maxUploadBytes);
  if (body === null) return json(413, { error: tooLargeMessage }, { Connection: "close" });

  let files: FormDataEntryValue[];
  try {
    const form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    files = form.getAll("file");
  } catch {
    return json(400, {
      error: "The upload could not be read. Send the image as multipart/form-data in a field named file.",
    });
  }
  const [file] = files;
  if (files.length !== 1 || !(file instanceof Blob))
    return json(400, { error: "Send exactly one image in a field named file." });
  if (file.size > maxImageBytes) return json(413, { error: tooLargeMessage });

  let result;
  try {
    result = await storeImage({ data: new Uint8Array(await file.arrayBuffer()), ownerId: userId });
  } catch (error) {
    logger.error("media.upload_failed", { error, userId });
    return json(500, { error: "The image could not be saved. Please try again." });
  }
  if (!result.ok)
    return result.reason === "busy" ? busy(userId) : json(statusFor[result.reason], { error: result.message });

  const { asset } = result;
  logger.info("media.uploaded", { userId, id: asset.id, widths: asset.widths });
  const { sources } = imageView(asset, "");
  return json(201, { id: asset.id, width: asset.width, height: asset.height, placeholder: asset.placeholder, sources });
}
