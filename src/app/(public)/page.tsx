import { HomeContent } from "@/modules/home/components/home-content";

export default function HomePage() {
  return <HomeContent />;
}
