import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { devOutboxOpenTo } from "@/modules/notifications/notifications.config";
import { describeTransports, listDevOutbox } from "@/modules/notifications/notifications.service";
import { DevOutboxView } from "@/modules/notifications/components/dev-outbox-view";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Development outbox",
  robots: { index: false, follow: false },
};

/**
 * Messages the app would have sent, when no e-mail/SMS provider is configured. Not found in production, except the
 * demo, and never for a client other than this machine.
 */
export default async function DevOutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!devOutboxOpenTo(await headers())) notFound();
  const { to } = await searchParams;
  const recipient = typeof to === "string" && to.trim() !== "" ? to.trim() : undefined;
  const messages = await listDevOutbox({ recipient, limit: 50 });
  // Only a demo (`npm start -- --demo`) shows this page in a production build.
  const demo = process.env.NODE_ENV === "production";
  return <DevOutboxView messages={messages} recipient={recipient} transports={describeTransports()} demo={demo} />;
}
