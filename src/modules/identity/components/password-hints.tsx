/**
 * The spec's password hint list: each rule is ticked as the person types. Only the length rule blocks submission
 * (it is the schema's "Password should be of minimum 8 characters length"); the others are advice.
 */
const rules = [
  { label: "At least 8 characters", test: (value: string) => value.length >= 8 },
  { label: "One uppercase letter", test: (value: string) => /\p{Lu}/u.test(value) },
  { label: "One digit", test: (value: string) => /\d/.test(value) },
  { label: "One special character", test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value) },
] as const;

export function PasswordHints({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} aria-label="Password tips" className="grid gap-x-4 gap-y-1 text-xs xsmm:grid-cols-2">
      {rules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.label}
            className={`flex items-center gap-1.5 ${met ? "text-secondary-dark-green" : "text-primary/75"}`}
          >
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" className="shrink-0">
              {met ? (
                <>
                  <circle cx="8" cy="8" r="8" fill="currentColor" />
                  <path
                    d="M4.5 8.2 7 10.6l4.6-5"
                    stroke="#fff"
                    strokeWidth="1.8"
                    fill="none"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </>
              ) : (
                <circle cx="8" cy="8" r="7" stroke="currentColor" strokeWidth="1.5" fill="none" />
              )}
            </svg>
            <span>
              {rule.label}
              <span className="sr-only">{met ? ": done" : ": not yet"}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
