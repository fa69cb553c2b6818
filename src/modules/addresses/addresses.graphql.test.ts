import { describe, expect, it } from "vitest";
import { createAccessToken, createUser } from "../../../tests/factories";
import { executeAs as run, type GraphQLResponseBody } from "../../../tests/setup/graphql";

const FIELDS = "id label recipientName recipientPhone state lga street landmark isDefault";
const LIST = `query { myAddresses { ${FIELDS} } }`;
const ADD = `mutation($input: AddressInput!) { addAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${FIELDS} } }`;
const REMOVE = `mutation($id: ID!) { removeAddress(id: $id) }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }`;
const LGAS = `query($state: String!) { nigerianLgas(state: $state) }`;

const input = (changes: Record<string, unknown> = {}) => ({
  label: "Home",
  recipientName: "Adaeze Okafor",
  recipientPhone: "+234 803 123 4567",
  state: "Lagos",
  lga: "Ikeja",
  street: "12 Allen Avenue, Ikeja",
  landmark: null,
  ...changes,
});
const codeOf = (body: GraphQLResponseBody) => body.errors?.[0]?.extensions?.code;
const validationOf = (body: GraphQLResponseBody) => body.errors?.[0]?.extensions?.validation;

async function tokenOfNewPerson() {
  return createAccessToken(await createUser());
}

describe("the address book over GraphQL", () => {
  it("adds, lists, edits, makes default and removes; the first address is the default", async () => {
    const token = await tokenOfNewPerson();
    const home = (await run(ADD, { input: input() }, token)).data?.addAddress as { id: string };
    expect(home).toMatchObject({ recipientPhone: "+2348031234567", isDefault: true, landmark: null });
    const office = (await run(ADD, { input: input({ label: "Office", state: "fct", lga: "Bwari" }) }, token)).data
      ?.addAddress as { id: string };
    expect(office).toMatchObject({ state: "FCT Abuja", lga: "Bwari", isDefault: false });

    const edited = await run(UPDATE, { id: office.id, input: input({ label: "Work", landmark: "Blue gate" }) }, token);
    expect(edited.data?.updateAddress).toMatchObject({ label: "Work", landmark: "Blue gate", state: "Lagos" });
    expect((await run(SET_DEFAULT, { id: office.id }, token)).data?.setDefaultAddress).toEqual({
      id: office.id,
      isDefault: true,
    });
    expect(((await run(LIST, {}, token)).data?.myAddresses as { id: string }[]).map((a) => a.id)).toEqual([
      office.id,
      home.id,
    ]);
    expect((await run(REMOVE, { id: office.id }, token)).data?.removeAddress).toBe(true);
    expect((await run(LIST, {}, token)).data?.myAddresses).toEqual([
      expect.objectContaining({ id: home.id, isDefault: true }),
    ]);
  });

  it("bad input comes back per field with the form's messages", async () => {
    const token = await tokenOfNewPerson();
    const bad = await run(ADD, { input: input({ lga: "Bwari", street: "y".repeat(2_000) }) }, token);
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(validationOf(bad)).toEqual({ street: ["Area and street should be at most 200 characters"] });
    const wrongLga = await run(ADD, { input: input({ lga: "Bwari" }) }, token);
    expect(validationOf(wrongLga)).toEqual({ lga: ["Choose a local government area in Lagos"] });
    expect((await run(LIST, {}, token)).data?.myAddresses).toEqual([]);
  });

  it("someone else's address is not found; signed out is refused", async () => {
    const owner = await tokenOfNewPerson();
    const stranger = await tokenOfNewPerson();
    const home = (await run(ADD, { input: input() }, owner)).data?.addAddress as { id: string };
    for (const [query, variables] of [
      [UPDATE, { id: home.id, input: input({ street: "Elsewhere Street" }) }],
      [REMOVE, { id: home.id }],
      [SET_DEFAULT, { id: home.id }],
    ] as const) {
      const answer = await run(query, variables, stranger);
      expect(validationOf(answer)).toEqual({ id: ["We could not find that address. It may have been removed."] });
    }
    expect((await run(LIST, {}, stranger)).data?.myAddresses).toEqual([]);
    expect((await run(LIST, {}, owner)).data?.myAddresses).toEqual([
      expect.objectContaining({ id: home.id, street: "12 Allen Avenue, Ikeja" }),
    ]);
    expect(codeOf(await run(LIST))).toBe("UNAUTHENTICATED");
    expect(codeOf(await run(ADD, { input: input() }))).toBe("UNAUTHENTICATED");
  });

  it("lists a state's local government areas to anyone", async () => {
    const lagos = (await run(LGAS, { state: "Lagos" })).data?.nigerianLgas as string[];
    expect(lagos).toHaveLength(20);
    expect(lagos).toContain("Ikeja");
    expect((await run(LGAS, { state: "abuja" })).data?.nigerianLgas).toHaveLength(6);
    expect(validationOf(await run(LGAS, { state: "Atlantis" }))).toEqual({
      state: ["Choose your state from the list"],
    });
  });
});
