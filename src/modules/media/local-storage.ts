import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { objectKeyPattern, type MediaStorage } from "@/modules/media/media-storage";

/** Resolves an object key inside `root`, refusing anything that is not one of our keys. */
export function localPath(root: string, objectKey: string): string {
  if (!objectKeyPattern.test(objectKey)) throw new Error("Refusing an unexpected media key");
  return path.join(path.resolve(root), ...objectKey.split("/"));
}

/** Renditions as files under `root` (MEDIA_DIR), served by the /media route. */
export function createLocalStorage(root: string): MediaStorage {
  return {
    kind: "LOCAL",
    async put(objectKey, body) {
      const target = localPath(root, objectKey);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so the serving route never reads half a file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(objectKey) {
      const target = localPath(root, objectKey);
      await rm(target, { force: true });
      // The key's folder goes once its last rendition has (ENOTEMPTY otherwise, which is fine).
      await rmdir(path.dirname(target)).catch(() => {});
    },
  };
}
