/**
 * Abuse: what GraphQL error messages give away (issue #13, item 9). A variable that fails to coerce must not be echoed
 * back (a login's password was), and no message may guess a name of the schema ("Did you mean …"), in any environment:
 * this file runs in the test environment; graphql-production.test.ts checks production.
 */
import { describe, expect, it } from "vitest";
import { redactErrorMessage } from "@/graphql/redacted-errors";
import { callAuth, GOOD_PASSWORD, registerInput, uniqueEmail } from "../factories/accounts";
import { execute, type GraphQLResponseBody } from "../setup/graphql";

const SECRET = "Sup3r-Secret pass!";

function messagesOf(body: GraphQLResponseBody): string[] {
  return (body.errors ?? []).map((error) => error.message);
}

/** Nothing anywhere in the answer (messages, extensions, locations) repeats the secret or guesses a name. */
function expectNothingGivenAway(body: GraphQLResponseBody, secret = SECRET) {
  const raw = JSON.stringify(body);
  expect(raw).not.toContain(secret);
  expect(raw).not.toMatch(/Did you mean/i);
  expect(raw).not.toMatch(/suggestion/i);
}

describe("variable errors name the variable, the field and the reason, never the value", () => {
  it("login with an unknown field next to a password", async () => {
    const { payload, errors } = await callAuth("login", {
      input: { username: uniqueEmail(), password: SECRET, passwrd: "x" },
    });
    expect(payload).toBeNull();
    expect(errors?.map((e) => e.message)).toEqual([
      'Variable "$input" got an invalid value; Field "passwrd" is not defined by type "LoginInput".',
    ]);
    expectNothingGivenAway({ errors });
  });

  it("register with a field of the wrong type next to a password", async () => {
    const { errors } = await callAuth("register", {
      input: registerInput({ password: SECRET, password_confirmation: SECRET, first_name: 12345 }),
    });
    expect(errors?.map((e) => e.message)).toEqual([
      'Variable "$input" got an invalid value at "input.first_name"; String cannot represent a non string value.',
    ]);
    expectNothingGivenAway({ errors });
  });

  it("a password sent as an object or a list is not echoed either", async () => {
    const { errors } = await callAuth("login", { input: { username: uniqueEmail(), password: { value: SECRET } } });
    expect(errors?.map((e) => e.message)).toEqual([
      'Variable "$input" got an invalid value at "input.password"; String cannot represent a non string value.',
    ]);
    expectNothingGivenAway({ errors });

    const list = await callAuth("register", {
      input: registerInput({ password: [SECRET, SECRET], password_confirmation: GOOD_PASSWORD }),
    });
    expect(list.errors?.[0]?.message).toMatch(/^Variable "\$input" got an invalid value at "input\.password"; /);
    expectNothingGivenAway({ errors: list.errors });
  });

  it("a required field left out: the other fields (the password) are not echoed", async () => {
    const { errors } = await callAuth("login", { input: { password: SECRET } });
    expect(errors?.map((e) => e.message)).toEqual([
      'Variable "$input" got an invalid value; Field "username" of required type "String!" was not provided.',
    ]);
    expectNothingGivenAway({ errors });
  });

  it("a whole input of the wrong shape", async () => {
    const { errors } = await callAuth("login", { input: `username=ada&password=${SECRET}` });
    expect(errors?.map((e) => e.message)).toEqual([
      'Variable "$input" got an invalid value; Expected type "LoginInput" to be an object.',
    ]);
    expectNothingGivenAway({ errors });
  });

  it("an enum variable with a wrong value: no suggestion of the right one", async () => {
    const { errors } = await callAuth("verifyOTP", { user: uniqueEmail(), type: "ResetPasswrd", otp: 123456 });
    expect(errors?.map((e) => e.message)).toEqual([
      'Variable "$type" got an invalid value; The value does not exist in "OTPType" enum.',
    ]);
    expectNothingGivenAway({ errors }, "ResetPassword");
  });

  it("an enum inside an input variable", async () => {
    const { body } = await execute({
      query: "query($filter: ProductFilter) { products(filter: $filter) { totalCount } }",
      variables: { filter: { query: "rice", sort: "PRICE_ASCENDING" } },
    });
    expect(messagesOf(body)).toEqual([
      'Variable "$filter" got an invalid value at "filter.sort"; The value does not exist in "ProductSort" enum.',
    ]);
    expectNothingGivenAway(body, 'PRICE_ASC"');
  });
});

describe("no suggestions in validation errors", () => {
  it("a misspelt field", async () => {
    const { body } = await execute({ query: "{ healt { ok } }" });
    expect(messagesOf(body)).toEqual(['Cannot query field "healt" on type "Query".']);
    expectNothingGivenAway(body, '"health"');
  });

  it("a misspelt enum value in the document (moderatePriceReport(decision: ACCEPTT))", async () => {
    const { body } = await execute({
      query: 'mutation { moderatePriceReport(id: "x", decision: ACCEPTT) { status } }',
    });
    expect(messagesOf(body)).toEqual(['Value "ACCEPTT" does not exist in "PriceReportDecision" enum.']);
    expectNothingGivenAway(body, '"ACCEPT"');
  });

  it("a misspelt argument, input field, variable type and type condition", async () => {
    const cases: [string, string][] = [
      ['{ autocomplete(prefx: "ri") { label } }', 'Unknown argument "prefx" on field "Query.autocomplete".'],
      [
        '{ products(filter: { qurey: "rice" }) { totalCount } }',
        'Field "qurey" is not defined by type "ProductFilter".',
      ],
      ["query($filter: ProductFiltr) { products(filter: $filter) { totalCount } }", 'Unknown type "ProductFiltr".'],
      ["{ health { ... on Helth { ok } } }", 'Unknown type "Helth".'],
    ];
    for (const [query, message] of cases) {
      const { body } = await execute({ query });
      expect(messagesOf(body), query).toContain(message);
      expectNothingGivenAway(body);
    }
  });

  it("login with a misspelt field written into the document", async () => {
    const { body } = await execute({
      query: `mutation { login(input: { username: "a@b.ng", passwrd: "${SECRET}" }) { status } }`,
    });
    expect(messagesOf(body)).toContain('Field "passwrd" is not defined by type "LoginInput".');
    expectNothingGivenAway(body);
  });
});

describe("redactErrorMessage", () => {
  it("keeps a path that looks like part of a value apart from the value", () => {
    // A string value is printed quoted and escaped, so one ending in ` at "input.x"` cannot pass for the path.
    const value = '"p at \\"input.x\\""';
    const reason = 'Expected type "LoginInput" to be an object.';
    expect(redactErrorMessage(`Variable "$input" got invalid value ${value}; ${reason}`, reason)).toBe(
      `Variable "$input" got an invalid value; ${reason}`,
    );
  });

  it("names a field inside a list, and cuts the value out of the reason", () => {
    const reason = "String cannot represent a non string value: 5";
    expect(
      redactErrorMessage(`Variable "$input" got invalid value 5 at "input.channelOverride[0]"; ${reason}`, reason),
    ).toBe(
      'Variable "$input" got an invalid value at "input.channelOverride[0]"; String cannot represent a non string value.',
    );
  });

  it("drops everything after the variable's name when the reason cannot be told apart", () => {
    expect(
      redactErrorMessage(
        `Variable "$input" got invalid value { password: "${SECRET}" }; something else`,
        "not the reason",
      ),
    ).toBe('Variable "$input" got an invalid value.');
    expect(redactErrorMessage(`Variable "$input" got invalid value { password: "${SECRET}" }; why`)).toBe(
      'Variable "$input" got an invalid value.',
    );
  });

  it("leaves other messages alone, apart from suggestions", () => {
    expect(redactErrorMessage("Please check your inputs")).toBe("Please check your inputs");
    expect(redactErrorMessage('Unknown argument "prefx" on field "Query.autocomplete". Did you mean "prefix"?')).toBe(
      'Unknown argument "prefx" on field "Query.autocomplete".',
    );
    expect(
      redactErrorMessage(
        'Cannot query field "x" on type "Node". Did you mean to use an inline fragment on "Product" or "Service"?',
      ),
    ).toBe('Cannot query field "x" on type "Node".');
    expect(
      redactErrorMessage('Value "A" does not exist in "E" enum. Did you mean the enum value "B", "C", or "D"?'),
    ).toBe('Value "A" does not exist in "E" enum.');
  });
});
