import { uploadFailedMessage, waitingForNetworkMessage, type PhotoItem } from "./photo-queue";

/** The short state shown on a tile and read out in its label. */
export function photoStatusText(item: PhotoItem, online: boolean): string {
  switch (item.status) {
    case "queued":
      return online ? "Waiting to upload" : waitingForNetworkMessage;
    case "preparing":
      return "Preparing";
    case "uploading":
      // All bytes sent: the server is making its renditions.
      return item.progress >= 1 ? "Finishing" : `Uploading ${Math.round(item.progress * 100)}%`;
    case "retry-wait":
      return "Connection problem, retrying…";
    case "waiting-network":
      return waitingForNetworkMessage;
    case "failed":
      return uploadFailedMessage;
    case "rejected":
      return "Not accepted";
    case "done":
      return "Uploaded";
  }
}

/**
 * A tile's name for screen readers, e.g. "Photo 2 of 4, uploading 45%", "Photo 1 of 4, cover, uploaded" or
 * "Photo 3 of 4, not accepted: Images must be 8 MB or smaller."
 */
export function photoLabel(item: PhotoItem, index: number, count: number, isCover: boolean, online: boolean): string {
  const status = photoStatusText(item, online);
  const reason = item.message ? `: ${item.message}` : "";
  return `Photo ${index + 1} of ${count}${isCover ? ", cover" : ""}, ${status.charAt(0).toLowerCase()}${status.slice(1)}${reason}`;
}
