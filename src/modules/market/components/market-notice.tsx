/** A gentle note about input we could not use (a price of "abc", a page past the end): never an error page. */
export function MarketNotice({ messages, title }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <div role="status" className="rounded-xl bg-warning-bg px-4 py-3 text-sm">
      {title ? <p className="font-semibold">{title}</p> : null}
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
