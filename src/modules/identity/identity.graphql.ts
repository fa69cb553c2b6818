import * as z from "zod/mini";
import { builder } from "@/graphql/builder";
import { InputValidationError, parseInput, RateLimitedError } from "@/lib/errors";
import type { GraphQLContext } from "@/graphql/context";
import { tokenHolder } from "@/graphql/guards";
import {
  username as usernameSchema,
  forgotPasswordInput,
  loginInput,
  messages,
  otpInput,
  resetPasswordFormInput,
  signupInput,
  updatePasswordInput,
  type SignupInput,
} from "@/modules/identity/identity.inputs";
import { verifyCaptcha } from "@/modules/identity/captcha.service";
import { deviceTokenFrom } from "@/modules/identity/device-cookie";
import { CAPTCHA_FAILED_MESSAGE } from "@/modules/identity/sign-in-errors";
import {
  changePassword,
  requestCode,
  resetPassword,
  signIn,
  signOut,
  verifyCode,
  type AuthFailure,
  type SignUpResult,
} from "@/modules/identity/auth.service";

/** The spec's OTPType; VerifyAccount confirms a new account's e-mail or phone. */
const OTPType = builder.enumType("OTPType", {
  values: { ResetPassword: { value: "RESET_PASSWORD" }, VerifyAccount: { value: "VERIFY_ACCOUNT" } } as const,
});

const deviceArg = z.optional(z.string().check(z.maxLength(40)));

/** Failures a person caused are answered in the payload (status false + message); field messages become validation errors. */
function failure(result: AuthFailure): never | { status: false; code: number; message: string } {
  if (result.retryAfterSeconds) throw new RateLimitedError(result.retryAfterSeconds);
  if (result.field && result.code === 422) throw new InputValidationError({ [result.field]: [result.message] });
  return { status: false, code: result.code, message: result.message };
}

// ---- object types (field names as the spec gives them) ----
type TokenOut = { accessToken: string };
const AccessTokenType = builder
  .objectRef<TokenOut>("AccessToken")
  .implement({ fields: (t) => ({ accessToken: t.exposeString("accessToken") }) });

type UserOut = {
  id: string;
  first_name: string;
  email: string | null;
  phone: string | null;
  kind: string;
  verified: boolean;
};
const AuthUser = builder.objectRef<UserOut>("AuthUser").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    first_name: t.exposeString("first_name"),
    email: t.exposeString("email", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    kind: t.exposeString("kind"),
    verified: t.exposeBoolean("verified"),
  }),
});

function userOut(user: {
  id: string;
  firstName: string;
  email: string | null;
  phone: string | null;
  kind: string;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
}): UserOut {
  return {
    id: user.id,
    first_name: user.firstName,
    email: user.email,
    phone: user.phone,
    kind: user.kind,
    verified: Boolean(user.emailVerifiedAt || user.phoneVerifiedAt),
  };
}

type Payload<D> = { status: boolean; code: number; message: string; data?: D | null };
type LoginOut = { token: TokenOut; user: UserOut; deviceToken: string };
const LoginData = builder.objectRef<LoginOut>("LoginData").implement({
  fields: (t) => ({
    token: t.field({ type: AccessTokenType, resolve: (d) => d.token }),
    user: t.field({ type: AuthUser, resolve: (d) => d.user }),
    device_token: t.exposeString("deviceToken", {
      description:
        "Send it back as the x-oja-device header when this device signs in again: strangers' failures then never slow it down.",
    }),
  }),
});
const LoginResponse = builder.objectRef<Payload<LoginOut>>("LoginResponse").implement({
  fields: (t) => ({
    status: t.exposeBoolean("status"),
    code: t.exposeInt("code"),
    message: t.exposeString("message"),
    data: t.field({ type: LoginData, nullable: true, resolve: (p) => p.data ?? null }),
  }),
});

const TokenData = builder.objectRef<{ token: string; user?: UserOut }>("TokenData").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    user: t.field({ type: AuthUser, nullable: true, resolve: (d) => d.user ?? null }),
  }),
});
export const RegisterResponse = builder
  .objectRef<Payload<{ token: string; user?: UserOut }>>("RegisterResponse")
  .implement({
    fields: (t) => ({
      status: t.exposeBoolean("status"),
      code: t.exposeInt("code"),
      message: t.exposeString("message"),
      data: t.field({ type: TokenData, nullable: true, resolve: (p) => p.data ?? null }),
    }),
  });

const PhoneNumbers = builder
  .objectRef<{ primary: string | null }>("PhoneNumbers")
  .implement({ fields: (t) => ({ primary: t.exposeString("primary", { nullable: true }) }) });
const OTPUser = builder
  .objectRef<{ id: string; email: string | null; phone: { primary: string | null } }>("OTPUser")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      email: t.exposeString("email", { nullable: true }),
      phone: t.field({ type: PhoneNumbers, resolve: (u) => u.phone }),
    }),
  });
const OTPData = builder
  .objectRef<{ user: { id: string; email: string | null; phone: { primary: string | null } } }>("OTPData")
  .implement({
    fields: (t) => ({ user: t.field({ type: OTPUser, resolve: (d) => d.user }) }),
  });
const OTPResponse = builder
  .objectRef<Payload<{ user: { id: string; email: string | null; phone: { primary: string | null } } }>>("OTPResponse")
  .implement({
    fields: (t) => ({
      status: t.exposeBoolean("status"),
      code: t.exposeInt("code"),
      message: t.exposeString("message"),
      data: t.field({ type: OTPData, nullable: true, resolve: (p) => p.data ?? null }),
    }),
  });

const VerifyData = builder
  .objectRef<{ token: string; type: "RESET_PASSWORD" | "VERIFY_ACCOUNT" }>("VerifyOTPData")
  .implement({
    fields: (t) => ({ token: t.exposeString("token"), type: t.field({ type: OTPType, resolve: (d) => d.type }) }),
  });
const VerifyResponse = builder
  .objectRef<Payload<{ token: string; type: "RESET_PASSWORD" | "VERIFY_ACCOUNT" }>>("VerifyOTPResponse")
  .implement({
    fields: (t) => ({
      status: t.exposeBoolean("status"),
      code: t.exposeInt("code"),
      message: t.exposeString("message"),
      data: t.field({ type: VerifyData, nullable: true, resolve: (p) => p.data ?? null }),
    }),
  });

const UpdatePasswordUser = builder
  .objectRef<{ id: string }>("UpdatePasswordUser")
  .implement({ fields: (t) => ({ id: t.exposeID("id") }) });
const UpdatePasswordData = builder
  .objectRef<{ token: string; type: string; user: { id: string } }>("UpdatePasswordData")
  .implement({
    fields: (t) => ({
      token: t.exposeString("token"),
      type: t.exposeString("type"),
      user: t.field({ type: UpdatePasswordUser, resolve: (d) => d.user }),
    }),
  });
const UpdatePasswordResponse = builder
  .objectRef<Payload<{ token: string; type: string; user: { id: string } }>>("UpdatePasswordResponse")
  .implement({
    fields: (t) => ({
      status: t.exposeBoolean("status"),
      code: t.exposeInt("code"),
      message: t.exposeString("message"),
      data: t.field({ type: UpdatePasswordData, nullable: true, resolve: (p) => p.data ?? null }),
    }),
  });
const LogoutResponse = builder.objectRef<Payload<never>>("LogoutResponse").implement({
  fields: (t) => ({ status: t.exposeBoolean("status"), code: t.exposeInt("code"), message: t.exposeString("message") }),
});

// ---- inputs ----
export const RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    first_name: t.string({ required: true }),
    last_name: t.string(),
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    password_confirmation: t.string({ required: true }),
    kind: t.string(),
    business_name: t.string(),
    state: t.string(),
    referral: t.string(),
    device: t.string(),
  }),
});
const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    device: t.string(),
  }),
});
const OTPDetailsInput = builder.inputType("OTPDetailsInput", {
  fields: (t) => ({
    user: t.string({ required: true }),
    type: t.field({ type: OTPType, required: true }),
    channelOverride: t.stringList(),
  }),
});
const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    user: t.string({ required: true }),
    token: t.string({ required: true }),
    device: t.string(),
    remember_me: t.boolean(),
    password: t.string({ required: true }),
    password_confirmation: t.string({ required: true }),
  }),
});
const UpdatePasswordInput = builder.inputType("UpdatePasswordInput", {
  fields: (t) => ({
    current_password: t.string({ required: true }),
    password: t.string({ required: true }),
    password_confirmation: t.string({ required: true }),
  }),
});

function withoutDevice<T extends { device?: string | null }>(input: T): Omit<T, "device"> {
  const { device: _device, ...rest } = input;
  void _device;
  return rest;
}

/** Sign-up, sign-in and code requests pass the captcha check when one is configured. */
async function requireCaptcha(request: Request, ip: string): Promise<void> {
  if (!(await verifyCaptcha(request.headers.get("x-captcha-token"), ip)))
    throw new InputValidationError({ captcha: [CAPTCHA_FAILED_MESSAGE] });
}

// ---- sign-up: the `register` mutation is a flow (src/flows/sign-up.graphql.ts); these are its two ends ----

/** `register`'s input, read: the form parsed with the browser's schema, the captcha passed, the device named. */
export async function readRegisterInput(
  input: typeof RegisterInput.$inferInput,
  ctx: GraphQLContext,
): Promise<{ signup: SignupInput; device?: string }> {
  const signup = parseInput(signupInput, withoutDevice(input));
  await requireCaptcha(ctx.request, ctx.ip);
  return { signup, device: parseInput(deviceArg, input.device ?? undefined) };
}

/** `register`'s answer to a sign-up's result. */
export function registerAnswer(result: SignUpResult) {
  if (!result.ok) return failure(result);
  return {
    status: true,
    code: 201,
    message: "Account created. We have sent you a 6-digit code to verify it.",
    data: { token: result.token, user: userOut(result.user) },
  };
}

// ---- mutations ----
builder.mutationFields((t) => ({
  login: t.field({
    type: LoginResponse,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(loginInput, { username: input.username, password: input.password });
      await requireCaptcha(ctx.request, ctx.ip);
      const device = parseInput(deviceArg, input.device ?? undefined);
      const result = await signIn(parsed, { ip: ctx.ip, device, deviceToken: deviceTokenFrom(ctx.request.headers) });
      if (!result.ok) return failure(result);
      return {
        status: true,
        code: 200,
        message: "Signed in",
        data: { token: { accessToken: result.token }, user: userOut(result.user), deviceToken: result.deviceToken },
      };
    },
  }),
  createOTP: t.field({
    type: OTPResponse,
    args: { input: t.arg({ type: OTPDetailsInput, required: true }), resend: t.arg.boolean() },
    resolve: async (_root, { input }, ctx) => {
      const { username } = parseInput(forgotPasswordInput, { username: input.user });
      await requireCaptcha(ctx.request, ctx.ip);
      const channelOverride = parseInput(
        z.optional(z.array(z.enum(["email", "sms", "EMAIL", "SMS"]))),
        input.channelOverride ?? undefined,
      );
      const result = await requestCode({ username, purpose: input.type, channelOverride }, { ip: ctx.ip });
      if (!result.ok) return failure(result);
      const isEmail = username.includes("@");
      return {
        status: true,
        code: 200,
        message: result.message,
        data: {
          user: {
            id: result.requestId,
            email: isEmail ? result.masked : null,
            phone: { primary: isEmail ? null : result.masked },
          },
        },
      };
    },
  }),
  verifyOTP: t.field({
    type: VerifyResponse,
    args: {
      user: t.arg.string({ required: true }),
      type: t.arg({ type: OTPType, required: true }),
      otp: t.arg.int({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const username = parseInput(usernameSchema, args.user);
      if (args.otp < 0 || args.otp > 999_999) throw new InputValidationError({ otp: [messages.otpInvalid] });
      const { otp } = parseInput(otpInput, { otp: String(args.otp).padStart(6, "0") });
      const result = await verifyCode({ username, purpose: args.type, code: otp }, { ip: ctx.ip });
      if (!result.ok) return failure(result);
      return { status: true, code: 200, message: "Code verified", data: { token: result.token, type: result.type } };
    },
  }),
  resetPassword: t.field({
    type: RegisterResponse,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const username = parseInput(usernameSchema, input.user);
      const form = parseInput(resetPasswordFormInput, {
        password: input.password,
        password_confirmation: input.password_confirmation,
      });
      const grant = parseInput(
        z.string().check(z.minLength(1, "Reset token is required"), z.maxLength(512)),
        input.token,
      );
      const device = parseInput(deviceArg, input.device ?? undefined);
      const result = await resetPassword({ username, grant, password: form.password }, { ip: ctx.ip, device });
      if (!result.ok) return failure(result);
      return { status: true, code: 200, message: "Your password has been changed", data: { token: result.token } };
    },
  }),
  updatePassword: t.field({
    type: UpdatePasswordResponse,
    args: { input: t.arg({ type: UpdatePasswordInput, required: true }) },
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => {
      const holder = tokenHolder(ctx);
      const parsed = parseInput(updatePasswordInput, input);
      const result = await changePassword(
        {
          userId: holder.userId,
          tokenId: holder.tokenId,
          currentPassword: parsed.current_password,
          password: parsed.password,
        },
        { ip: ctx.ip },
      );
      if (!result.ok) return failure(result);
      return {
        status: true,
        code: 200,
        message: "Your password has been changed",
        data: { token: result.token, type: "Bearer", user: { id: holder.userId } },
      };
    },
  }),
  logout: t.field({
    type: LogoutResponse,
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      await signOut(tokenHolder(ctx), { ip: ctx.ip });
      return { status: true, code: 200, message: "Signed out" };
    },
  }),
}));
