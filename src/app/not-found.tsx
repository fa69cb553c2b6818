import type { Metadata } from "next";
import { HomeContent } from "@/modules/home/components/home-content";
import { PublicFrame } from "@/ui/frame/public-frame";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** The spec makes home the not-found page: an unknown address shows home's content with status 404. */
export default function NotFound() {
  return (
    <PublicFrame>
      <HomeContent notFoundPath />
    </PublicFrame>
  );
}
