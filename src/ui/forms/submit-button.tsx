import { Button } from "@/ui/components/button";
export function SubmitButton({ pending, children }: { pending: boolean; children: React.ReactNode }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending} size="lg" className="w-full sm:w-auto">
      {pending ? "Sending…" : children}
    </Button>
  );
}
