export function SubmitButton({ pending, children }: { pending: boolean; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="w-full rounded-lg bg-primary-light px-5 py-3 font-semibold text-white hover:bg-primary-light/90 disabled:opacity-60 sm:w-auto"
    >
      {pending ? "Sending…" : children}
    </button>
  );
}
