import { GraphQLError } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";

/**
 * graphql-js ends some messages with a guess at what was meant: ` Did you mean "health"?`, ` Did you mean "a" or "b"?`,
 * ` Did you mean the enum value "ACCEPT"?`, ` Did you mean to use an inline fragment on "Product"?`. Each guess names
 * part of the schema, which introspection (off in production) would otherwise be needed to learn. Names never contain
 * "?", so the guess ends at the first one.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** `Variable "$input" got invalid value <the value, printed>[ at "input.path"]; <why>` (graphql-js and Yoga's executor). */
const VARIABLE_ERROR = /^(Variable "\$[_A-Za-z][_0-9A-Za-z]*" got) invalid value /;
/** The field inside the variable; printed values quote and escape their strings, so a value cannot end like this. */
const FIELD_PATH = / at "([_A-Za-z][_0-9A-Za-z]*(?:\.[_A-Za-z][_0-9A-Za-z]*|\[\d+\])*)"$/;

/** The reason without the value it quotes: `String cannot represent a non string value: 12` → `… value.`. */
function reasonWithoutValue(reason: string, value: string): string {
  if (!value) return reason;
  let result = reason
    .split(`: ${value}.`)
    .join(".")
    .split(`: ${value}`)
    .join("")
    .split(`Value ${value} `)
    .join("The value ");
  // Any other place the value is quoted is cut too, for printed strings, lists and objects (what can hold a secret);
  // a bare null, boolean or number would also match innocent words ("non-nullable").
  if (value.length > 3 && /^["[{]/.test(value)) result = result.split(value).join("…");
  return /[.?!]$/.test(result) ? result : `${result}.`;
}

/**
 * A variable that failed to coerce is reported with the whole value the client sent, a login's password included.
 * The answer keeps which variable, which field inside it and why; the value itself is left out. The error's
 * originalError carries the "why" exactly, which is how the value is told apart from the rest of the message.
 */
function withoutVariableValue(message: string, reason: string | undefined): string {
  const head = VARIABLE_ERROR.exec(message);
  if (!head) return message;
  if (reason === undefined || !message.endsWith(`; ${reason}`)) return `${head[1]} an invalid value.`;
  const printed = message.slice(head[0].length, message.length - reason.length - 2);
  const field = FIELD_PATH.exec(printed);
  const value = field ? printed.slice(0, field.index) : printed;
  return `${head[1]} an invalid value${field ? ` at "${field[1]}"` : ""}; ${reasonWithoutValue(reason, value)}`;
}

export function redactErrorMessage(message: string, reason?: string): string {
  return withoutVariableValue(message, reason).replace(SUGGESTION, "");
}

function redactError(error: GraphQLError): GraphQLError {
  const message = redactErrorMessage(error.message, error.originalError?.message);
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Every GraphQL answer leaves through here (parse, validation, variable and resolver errors alike, in every
 * environment), so this is where suggestions and echoed variable values are taken out. It replaces graphql-armor's
 * blockFieldSuggestion, which saw validation errors only and missed enum suggestions.
 */
export function redactedErrorsPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || isAsyncIterable(result) || !result.errors?.length) return;
      const errors = result.errors.map((error) => (error instanceof GraphQLError ? redactError(error) : error));
      if (errors.some((error, index) => error !== result.errors![index])) setResult({ ...result, errors });
    },
  };
}
