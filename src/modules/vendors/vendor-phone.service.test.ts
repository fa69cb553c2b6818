import { describe, expect, it } from "vitest";
import { sendVendorPhoneCode, verifyVendorPhone } from "@/modules/vendors/vendor-phone.service";
import { startSellingInput, vendorProfileInput } from "@/modules/vendors/vendor-profile.inputs";
import { findMyVendorProfile, startSelling, updateVendorProfile } from "@/modules/vendors/vendor-profile.service";
import { createUser } from "../../../tests/factories";
import { latestCode, outboxFor, randomIp, uniquePhone, wrongCode } from "../../../tests/factories/accounts";
import { actorOf, createMember } from "../../../tests/factories/vendor-profile";

const quietly = { messages: { background: false } };

async function sellerWithPhone(phone = uniquePhone()) {
  const user = await createUser();
  const { profile } = await startSelling(
    await actorOf(user.id),
    startSellingInput.parse({ businessName: "Suya Spot", kind: "INDIVIDUAL", state: "Kaduna" }),
  );
  const owner = await actorOf(user.id);
  await updateVendorProfile(owner, profile.id, vendorProfileInput.parse({ contactPhone: phone.local }));
  return { user, owner, vendorId: profile.id, phone };
}

describe("the vendor's phone code", () => {
  it("goes by SMS to the business phone and verifies it; a wrong code says so", async () => {
    const { owner, vendorId, phone } = await sellerWithPhone();
    const ip = randomIp();
    const sent = await sendVendorPhoneCode(owner, vendorId, { ip, ...quietly });
    expect(sent).toEqual({
      status: "SENT",
      message: `We sent a 6-digit code to +234 803 ${phone.e164.slice(7, 10)} ${phone.e164.slice(10)}. It expires in 10 minutes.`,
    });
    const [sms] = await outboxFor(phone.e164);
    expect(sms).toMatchObject({ channel: "SMS", purpose: "otp:VERIFY_PHONE" });
    const code = await latestCode(phone.e164);

    await expect(verifyVendorPhone(owner, vendorId, wrongCode(code), { ip })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      validation: { code: ["Invalid or expired code"] },
    });
    await verifyVendorPhone(owner, vendorId, code, { ip });
    expect((await findMyVendorProfile(owner, vendorId))?.contactPhoneVerified).toBe(true);
    expect(await sendVendorPhoneCode(owner, vendorId, { ip, ...quietly })).toMatchObject({
      status: "ALREADY_VERIFIED",
    });
  });

  it("a code sent to one number does not verify the number put in its place", async () => {
    const { owner, vendorId, phone } = await sellerWithPhone();
    await sendVendorPhoneCode(owner, vendorId, quietly);
    const code = await latestCode(phone.e164);
    await updateVendorProfile(owner, vendorId, vendorProfileInput.parse({ contactPhone: uniquePhone().local }));
    await expect(verifyVendorPhone(owner, vendorId, code)).rejects.toMatchObject({
      validation: { code: ["Invalid or expired code"] },
    });
    expect((await findMyVendorProfile(owner, vendorId))?.contactPhoneVerified).toBe(false);
  });

  it("the account's own verified number is verified at once, without an SMS", async () => {
    const phone = uniquePhone();
    const user = await createUser({ phone: phone.e164, phoneVerifiedAt: new Date() });
    const { profile } = await startSelling(
      await actorOf(user.id),
      startSellingInput.parse({ businessName: "Ada Tailoring", kind: "ARTISAN", state: "Enugu" }),
    );
    const owner = await actorOf(user.id);
    await updateVendorProfile(owner, profile.id, vendorProfileInput.parse({ contactPhone: phone.local }));
    expect(await sendVendorPhoneCode(owner, profile.id, quietly)).toEqual({
      status: "VERIFIED",
      message: "This is your account's verified number, so it is verified already.",
    });
    expect(await outboxFor(phone.e164)).toHaveLength(0);
    expect((await findMyVendorProfile(owner, profile.id))?.contactPhoneVerified).toBe(true);
  });

  it("waits 30 seconds between codes, locks after five wrong tries, and asks for a phone first", async () => {
    const { owner, vendorId, phone } = await sellerWithPhone();
    await sendVendorPhoneCode(owner, vendorId, quietly);
    await expect(sendVendorPhoneCode(owner, vendorId, quietly)).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    const code = await latestCode(phone.e164);
    for (let i = 0; i < 5; i++)
      await expect(verifyVendorPhone(owner, vendorId, wrongCode(code))).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
      });
    await expect(verifyVendorPhone(owner, vendorId, code)).rejects.toMatchObject({
      validation: { code: ["Too many wrong attempts. Request a new code."] },
    });

    const bare = await createUser();
    const { profile } = await startSelling(
      await actorOf(bare.id),
      startSellingInput.parse({ businessName: "No Phone Yet", kind: "STORE", state: "Ogun" }),
    );
    await expect(sendVendorPhoneCode(await actorOf(bare.id), profile.id, quietly)).rejects.toMatchObject({
      validation: { contactPhone: ["Add your business phone number and save it first"] },
    });
  });

  it("is refused to a sales assistant", async () => {
    const { vendorId } = await sellerWithPhone();
    const assistant = await createMember(vendorId, "SALES_ASSISTANT");
    await expect(sendVendorPhoneCode(await actorOf(assistant.id), vendorId, quietly)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
