import Link from "next/link";

/** `compact`: the word steps aside below 360 px, where the header's controls need the room (the link keeps its name). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      href="/"
      prefetch={false}
      aria-label="Oja home"
      className="inline-flex items-center gap-2 font-bold text-primary"
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#9A1725" />
        <path d="M8 13h16l-1.6 10.2A2 2 0 0 1 20.4 25h-8.8a2 2 0 0 1-2-1.8L8 13Z" fill="#fff" />
        <path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2" fill="none" />
      </svg>
      <span className={`text-xl tracking-tight ${compact ? "max-[359px]:hidden" : ""}`}>Oja</span>
    </Link>
  );
}
