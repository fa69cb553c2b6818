import "server-only";
import { getDb, type Database } from "@/db/client";
import { checkSignup, createAccount, type SignUpResult, type SignupInput } from "@/modules/identity/auth.service";
import { issueAccessToken } from "@/modules/identity/identity.service";
import { createVendorForOwner } from "@/modules/vendors/vendors.service";

/** The business a seller or artisan opens at sign-up is named after them unless they gave it a name. */
function businessName(input: SignupInput): string {
  return input.business_name ?? `${input.first_name}${input.last_name ? ` ${input.last_name}` : ""}`;
}

/**
 * Sign-up (the API's `register`). A buyer gets an account; a seller or an artisan also gets their pending business
 * profile, in the same transaction as the account: vendors sit above identity (their tables reference users), so the
 * two meet here. The checks and the password's hash come first, outside the transaction; the access token after it.
 */
export async function signUp(
  input: SignupInput,
  context: { ip: string; device?: string },
  db: Database = getDb(),
): Promise<SignUpResult> {
  const checked = await checkSignup(input, context);
  if (!checked.ok) return checked;
  const created = await db.transaction(async (tx) => {
    const account = await createAccount(checked.signup, context, tx);
    if (account.ok && input.kind !== "BUYER") {
      await createVendorForOwner(
        {
          ownerId: account.user.id,
          kind: input.kind === "ARTISAN" ? "ARTISAN" : "INDIVIDUAL",
          displayName: businessName(input),
          state: input.state ?? null,
        },
        tx,
      );
    }
    return account;
  });
  if (!created.ok) return created;
  const { token } = await issueAccessToken(created.user.id, context.device);
  return { ok: true, token, user: created.user };
}
