const unsafeInScript = /[<>&\u2028\u2029]/g;

/**
 * JSON to write inside a <script> element (JSON-LD, data for the page). "<", ">" and "&" become \u escapes, so no
 * text such as "</script>" or "<!--" can end the element or change how the HTML parser reads it; U+2028 and U+2029
 * too, which older JavaScript parsers take for line ends. JSON.parse reads the result back to the same value.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? "null").replace(
    unsafeInScript,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
