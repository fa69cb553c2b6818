/** What a person sees after a successful submission: the server's message and the reference to quote. */
export function ReceiptPanel({
  message,
  reference,
  onAgain,
  againLabel,
}: {
  message: string;
  reference: string;
  onAgain?: () => void;
  againLabel?: string;
}) {
  return (
    <div role="status" className="rounded-xl border border-secondary/30 bg-secondary/5 p-6">
      <p className="font-semibold text-secondary-dark-green">{message}</p>
      <p className="mt-2 text-sm">
        Your reference: <strong className="font-mono">{reference}</strong>. Quote it if you contact us about this.
      </p>
      {onAgain ? (
        <button
          type="button"
          onClick={onAgain}
          className="mt-4 text-sm font-semibold text-primary-light hover:underline"
        >
          {againLabel ?? "Send another"}
        </button>
      ) : null}
    </div>
  );
}
