/**
 * Abuse (#14): a password reset or change that "succeeds" while keeping the same password. Someone resetting because
 * the password may be known to another person must not be told it was changed when it was not: the current password
 * is refused as the new one, with the message under the new-password field, and nothing changes (other sessions stay
 * as they were, the grant still works for a real change).
 */
import { afterAll, describe, expect, it } from "vitest";
import { findUserByAccessToken } from "@/modules/identity/identity.service";
import {
  OTHER_GOOD_PASSWORD,
  callAuth,
  createAccount,
  latestCode,
  randomIp,
  settleOutbox,
} from "../factories/accounts";

const SAME_PASSWORD = "Your new password must be different from your current one";

afterAll(() => settleOutbox());

async function resetGrant(email: string) {
  const ip = randomIp();
  expect(
    (
      await callAuth(
        "createOTP",
        { input: { user: email, type: "ResetPassword", channelOverride: [] }, resend: true },
        { ip },
      )
    ).payload?.status,
  ).toBe(true);
  const code = await latestCode(email, "RESET_PASSWORD");
  const verified = await callAuth("verifyOTP", { user: email, type: "ResetPassword", otp: Number(code) }, { ip });
  return verified.payload!.data!.token;
}

const reset = (email: string, token: string, password: string) =>
  callAuth("resetPassword", {
    input: { user: email, token, device: "mobile", remember_me: true, password, password_confirmation: password },
  });

describe("the current password is not a new password", () => {
  it("resetPassword refuses the current password under the password field, and the grant still works for a new one", async () => {
    const account = await createAccount();
    const otherDevice = (await callAuth("login", { input: { username: account.email, password: account.password } }))
      .payload!.data!.token.accessToken;
    const grant = await resetGrant(account.email!);

    const same = await reset(account.email!, grant, account.password);
    expect(same.payload).toBeNull();
    expect(same.error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(same.error?.extensions?.validation).toEqual({ password: [SAME_PASSWORD] });
    // Nothing changed: the other device is still signed in, and the old password still signs in.
    expect(await findUserByAccessToken(otherDevice)).not.toBeNull();

    const changed = await reset(account.email!, grant, OTHER_GOOD_PASSWORD);
    expect(changed.payload).toMatchObject({ status: true, message: "Your password has been changed" });
    expect(await findUserByAccessToken(otherDevice)).toBeNull();
  });

  it("updatePassword refuses the current password as the new one, under the password field", async () => {
    const account = await createAccount();
    const token = (await callAuth("login", { input: { username: account.email, password: account.password } })).payload!
      .data!.token.accessToken;

    const same = await callAuth(
      "updatePassword",
      {
        input: {
          current_password: account.password,
          password: account.password,
          password_confirmation: account.password,
        },
      },
      { token },
    );
    expect(same.payload).toBeNull();
    expect(same.error?.extensions?.validation).toEqual({ password: [SAME_PASSWORD] });
    expect(await findUserByAccessToken(token)).not.toBeNull();

    // A wrong current password is still reported as such, not as "the same password".
    const wrong = await callAuth(
      "updatePassword",
      {
        input: {
          current_password: OTHER_GOOD_PASSWORD,
          password: OTHER_GOOD_PASSWORD,
          password_confirmation: OTHER_GOOD_PASSWORD,
        },
      },
      { token },
    );
    expect(wrong.payload).toMatchObject({ status: false, message: "Your current password is not correct" });

    const changed = await callAuth(
      "updatePassword",
      {
        input: {
          current_password: account.password,
          password: OTHER_GOOD_PASSWORD,
          password_confirmation: OTHER_GOOD_PASSWORD,
        },
      },
      { token },
    );
    expect(changed.payload?.status).toBe(true);
  });
});
