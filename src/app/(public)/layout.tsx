import type { ReactNode } from "react";
import { PublicFrame } from "@/ui/frame/public-frame";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicFrame>{children}</PublicFrame>;
}
