import type { FlashNotice } from "@/lib/flash-notice";

/** The notice a form left (post → redirect → get: src/lib/flash-notice.ts): a status line, or an alert for a refusal. */
export function FlashLine({ flash }: { flash: FlashNotice | null }) {
  if (!flash) return null;
  return (
    <p
      role={flash.kind === "error" ? "alert" : "status"}
      className={`rounded-lg border px-3 py-2 text-sm ${flash.kind === "error" ? "border-error/30 bg-error/5 text-error" : "border-secondary-dark-green/30 bg-secondary-dark-green/5 text-secondary-dark-green"}`}
    >
      {flash.text}
    </p>
  );
}
