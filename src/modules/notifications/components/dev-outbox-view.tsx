import { formatLagosTimeToTheSecond } from "@/lib/dates";
import type { MessageChannel, TransportName } from "@/modules/notifications/notifications.config";
import type { DevOutboxMessage } from "@/modules/notifications/notifications.service";

const channelLabel: Record<MessageChannel, string> = { EMAIL: "E-mail", SMS: "SMS" };

function TransportNote({ channel, transport }: { channel: MessageChannel; transport: TransportName }) {
  if (transport !== "dev-outbox") {
    return (
      <li>
        <strong>{channelLabel[channel]}</strong> is sent through {transport === "smtp" ? "SMTP" : "Termii"}; new
        messages of this kind do not appear here.
      </li>
    );
  }
  return (
    <li>
      <strong>{channelLabel[channel]}</strong> would be sent through{" "}
      {channel === "EMAIL" ? (
        <>
          SMTP when <code>SMTP_URL</code> (or <code>SMTP_HOST</code>) is set
        </>
      ) : (
        <>
          Termii when <code>TERMII_API_KEY</code> is set
        </>
      )}
      ; until then it lands here.
    </li>
  );
}

/** The first 6-digit number of a body: the one-time code a person came here to read. */
const codeIn = (body: string | null) => body?.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null;

/** The development outbox: what the app would have e-mailed or texted, newest first, with full bodies. */
export function DevOutboxView({
  messages,
  recipient,
  transports,
  demo = false,
}: {
  messages: DevOutboxMessage[];
  recipient: string | undefined;
  transports: Record<MessageChannel, TransportName>;
  /** A production build started by `npm run demo` (rather than the development server). */
  demo?: boolean;
}) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-6 text-primary smm:py-10">
      <h1 className="text-2xl font-bold">Development outbox</h1>
      <div className="mt-3 rounded-lg bg-warning-bg p-4 text-sm leading-relaxed">
        <p>
          {demo
            ? "This is a demo (npm run demo): no e-mail or SMS is really sent. "
            : "No message provider is configured for these messages, so nothing was really sent. "}
          Every message is kept here instead, so you can read one-time codes (each works for 10 minutes) and check
          wording. This page exists only in development and in the demo.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <TransportNote channel="EMAIL" transport={transports.EMAIL} />
          <TransportNote channel="SMS" transport={transports.SMS} />
        </ul>
      </div>

      <form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-medium">
          Recipient (e-mail or phone)
          <input
            type="search"
            name="to"
            defaultValue={recipient ?? ""}
            placeholder="buyer@demo.oja.ng or 0803 123 4567"
            autoComplete="off"
            className="w-full rounded-lg border border-primary/30 px-3 py-2 text-base font-normal focus:border-primary-light focus:outline-2 focus:outline-primary-light"
          />
        </label>
        <div className="flex gap-3">
          <button
            type="submit"
            className="rounded-lg bg-primary-light px-4 py-2 font-semibold text-white hover:bg-primary-light/90"
          >
            Filter
          </button>
          <a
            href="/dev/outbox"
            className="rounded-lg border border-primary/30 px-4 py-2 font-semibold hover:bg-auth-bg"
          >
            {recipient ? "Show all" : "Refresh"}
          </a>
        </div>
      </form>

      <p className="mt-4 text-sm text-primary/75" aria-live="polite">
        {messages.length === 0
          ? recipient
            ? `No messages for ${recipient} yet.`
            : "No messages yet. Ask for a one-time code and reload this page."
          : `Latest ${messages.length} message${messages.length === 1 ? "" : "s"}${recipient ? ` for ${recipient}` : ""}, newest first.`}
      </p>

      <ol className="mt-3 space-y-4">
        {messages.map((message) => (
          <li key={message.id} className="rounded-lg border border-primary/20 p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="rounded bg-secondary-blue px-2 py-0.5 text-xs font-semibold text-white">
                {channelLabel[message.channel]}
              </span>
              <time dateTime={message.createdAt.toISOString()} className="text-primary/75">
                {formatLagosTimeToTheSecond(message.createdAt)}
              </time>
              <span className="text-primary/75">{message.purpose}</span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">To</dt>
              <dd className="min-w-0 break-all">{message.recipient}</dd>
              {message.subject ? (
                <>
                  <dt className="font-semibold">Subject</dt>
                  <dd className="min-w-0 break-words">{message.subject}</dd>
                </>
              ) : null}
            </dl>
            {codeIn(message.body) ? (
              <p className="mt-3 text-sm">
                Code:{" "}
                <strong className="font-mono text-2xl tracking-[0.2em]" data-testid="outbox-code">
                  {codeIn(message.body)}
                </strong>
              </p>
            ) : null}
            <pre className="mt-3 overflow-x-auto rounded bg-auth-bg p-3 text-sm leading-relaxed break-words whitespace-pre-wrap">
              {message.body ?? "(no body)"}
            </pre>
            {message.html ? (
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer font-medium">HTML version (source)</summary>
                <pre className="mt-2 max-h-80 overflow-auto rounded bg-auth-bg p-3 text-xs break-words whitespace-pre-wrap">
                  {message.html}
                </pre>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </main>
  );
}
