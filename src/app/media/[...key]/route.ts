import { serveLocalRendition } from "@/modules/media/serve-rendition";

type Context = { params: Promise<{ key: string[] }> };

/** Image renditions stored in the local folder (MEDIA_STORAGE=local); S3 renditions are served by the bucket. */
export async function GET(request: Request, context: Context): Promise<Response> {
  return serveLocalRendition(request, (await context.params).key);
}

export { GET as HEAD };
