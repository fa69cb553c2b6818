import { Kind, visit, type ASTNode, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { domainGraphQLError } from "@/graphql/domain-errors";
import { InputValidationError, type ValidationMap } from "@/lib/errors";

/**
 * No text the API is given may carry a NUL or another C0 control character (tab, line feed and carriage return
 * excepted). PostgreSQL cannot store NUL in text at all, so one that reached a query failed as an unexpected error
 * (a 500 to the person); the others only ever arrive from scripts, never from a keyboard. Checking every String
 * argument and variable here, before any resolver runs, covers every field, today's and tomorrow's, in one place.
 *
 * Passwords are the one exception: they are hashed, never stored or shown as text, and compared byte for byte, so
 * whatever a person chose (tests/abuse/auth-inputs.test.ts) keeps working.
 */
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const secretField = /password/i;

function refused(value: string, field: string): boolean {
  return forbidden.test(value) && !secretField.test(field);
}

/** Per parsed document (Yoga reuses them): the fields whose literal strings are refused, and where each variable is used. */
interface DocumentFacts {
  literalFields: string[];
  variableFields: Map<string, string>;
}

const documentFacts = new WeakMap<DocumentNode, DocumentFacts>();

function factsOf(document: DocumentNode): DocumentFacts {
  const known = documentFacts.get(document);
  if (known) return known;
  const facts: DocumentFacts = { literalFields: [], variableFields: new Map() };
  // The argument or input field each value sits in: the key of the validation map, as resolvers name their fields.
  const names: string[] = [];
  const enterName = {
    enter: (node: { name: { value: string } }) => void names.push(node.name.value),
    leave: () => void names.pop(),
  };
  visit(document, {
    Argument: enterName,
    ObjectField: enterName,
    VariableDefinition: { enter: (node) => void names.push(node.variable.name.value), leave: () => void names.pop() },
    StringValue(node) {
      const field = names.at(-1) ?? "input";
      if (refused(node.value, field)) facts.literalFields.push(field);
    },
    Variable(node, _key, parent) {
      if ((parent as ASTNode | undefined)?.kind === Kind.VARIABLE_DEFINITION) return;
      const usedAs = names.at(-1);
      if (usedAs && !facts.variableFields.has(node.name.value)) facts.variableFields.set(node.name.value, usedAs);
    },
  });
  documentFacts.set(document, facts);
  return facts;
}

/** Every string inside a variable's value, nested inputs and lists included, without recursion (the body decides the depth). */
function collectFromVariable(value: unknown, field: string, into: string[]): void {
  const pending: [unknown, string][] = [[value, field]];
  while (pending.length > 0) {
    const [current, name] = pending.pop()!;
    if (typeof current === "string") {
      if (refused(current, name)) into.push(name);
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push([item, name]);
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) pending.push([item, key]);
    }
  }
}

/** "first_name" → "First name", "fullName" → "Full name". */
function label(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_+/g, " ")
    .trim()
    .toLowerCase();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : "This field";
}

/** The validation map for an operation's refused values, or null when every string is acceptable. */
export function controlCharacterProblems(
  document: DocumentNode,
  variableValues: Record<string, unknown> | null | undefined,
): ValidationMap | null {
  const facts = factsOf(document);
  const fields = [...facts.literalFields];
  for (const [name, value] of Object.entries(variableValues ?? {}))
    collectFromVariable(value, facts.variableFields.get(name) ?? name, fields);
  if (fields.length === 0) return null;
  const map: ValidationMap = {};
  for (const field of fields) map[field] ??= [`${label(field)} contains characters we cannot accept`];
  return map;
}

/** Stopping execution here skips the endpoint's maskError, so the answer is mapped to GraphQL here. */
function refusal(problems: ValidationMap) {
  return { errors: [domainGraphQLError(new InputValidationError(problems))] };
}

export function controlCharactersPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problems = controlCharacterProblems(args.document, args.variableValues);
      if (problems) setResultAndStopExecution(refusal(problems));
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problems = controlCharacterProblems(args.document, args.variableValues);
      if (problems) setResultAndStopExecution(refusal(problems));
    },
  };
}
