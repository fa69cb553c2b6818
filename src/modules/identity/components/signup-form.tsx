"use client";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import type { SignupFormValues, SignupInput } from "@/modules/identity/identity.inputs";
import { REGISTER, sendAuthMutation, signInWithCredentials } from "@/modules/identity/components/auth-client";
import { AuthSubmitButton, deferBlur, FormAlert, PasswordInput } from "@/modules/identity/components/auth-form-parts";
import { PasswordHints } from "@/modules/identity/components/password-hints";
import { SocialSignIn } from "@/modules/identity/components/social-sign-in";
import { VerifyAccount } from "@/modules/identity/components/verify-account";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { lazyZodResolver, preloadOnInteraction } from "@/ui/forms/lazy-resolver";
import { notifyInvalidForm } from "@/ui/forms/use-graphql-form";
import { notify } from "@/ui/notify";
import { useAuthFlow } from "@/ui/providers/auth-flow-provider";
import { useSession } from "@/ui/providers/session-provider";
import { StateOptions } from "@/ui/forms/state-options";

export type SignupAudience = "buyer" | "seller";

const copy: Record<
  SignupAudience,
  {
    title: string;
    lead: string;
    signupHref: string;
    loginHref: string;
    otherHref: string;
    otherText: string;
    otherLink: string;
  }
> = {
  buyer: {
    signupHref: "/auth/signup",
    title: "Create your account",
    lead: "Find sellers near you, contact them directly and check fair prices before you pay.",
    loginHref: "/auth/login",
    otherHref: "/auth/seller/signup",
    otherText: "Want to sell on Oja?",
    otherLink: "Create a seller account",
  },
  seller: {
    signupHref: "/auth/seller/signup",
    title: "Start selling on Oja",
    lead: "Open your seller account today, then set up your business and list your goods or your trade from the seller dashboard.",
    loginHref: "/auth/seller/login",
    otherHref: "/auth/signup",
    otherText: "Only here to buy?",
    otherLink: "Create a buyer account",
  },
};

const sellerKinds = [
  { value: "SELLER", label: "I sell goods", detail: "Foodstuff, phones, fashion, building materials…" },
  { value: "ARTISAN", label: "I offer a trade or service", detail: "Tailoring, plumbing, hair, repairs, catering…" },
] as const;

const resolver = lazyZodResolver(() => import("@/modules/identity/identity.inputs").then((m) => m.signupInput));

const formFields = [
  "first_name",
  "last_name",
  "username",
  "password",
  "password_confirmation",
  "kind",
  "business_name",
  "state",
  "referral",
];

/**
 * Sign-up for buyers and sellers, then the account verification step. With ?code=123456 (the e-mailed link) a signed-in
 * person goes straight to verification with the code filled in and sent.
 */
export function SignupScreen({ audience }: { audience: SignupAudience }) {
  const { params } = useAuthFlow();
  const { data: session, status } = useSession();
  const [registered, setRegistered] = useState<string | null>(null);
  const text = copy[audience];
  const code = params.code && /^\d{6}$/.test(params.code) ? params.code : null;
  const sessionUsername = session?.user?.email || session?.user?.phone || null;

  if (registered) return <VerifyAccount audience={audience} username={registered} />;
  if (code && status === "loading") {
    return (
      <p role="status" className="py-10 text-center text-primary/80">
        Checking your sign-in…
      </p>
    );
  }
  if (code && status === "authenticated" && sessionUsername) {
    // The link in the message always opens the buyer page; a seller still goes on to the payment explanation.
    const kind = session?.user?.kind;
    return (
      <VerifyAccount
        audience={kind === "SELLER" || kind === "ARTISAN" ? "seller" : audience}
        username={sessionUsername}
        initialCode={code}
      />
    );
  }

  const signInToVerify = code
    ? `${text.loginHref}?${new URLSearchParams({ callbackUrl: `${text.signupHref}?code=${code}` })}`
    : null;

  return (
    <div className="space-y-6">
      <header className="space-y-1.5">
        <h1 className="text-2xl font-bold smm:text-3xl">{text.title}</h1>
        <p className="text-primary/80">{text.lead}</p>
      </header>
      {signInToVerify ? (
        <FormAlert tone="info">
          To verify your account with this code,{" "}
          <Link href={signInToVerify} className="font-semibold underline">
            {status === "authenticated" ? "sign in again with your password" : "sign in first"}
          </Link>
          .
        </FormAlert>
      ) : null}
      <SignupForm audience={audience} onRegistered={setRegistered} />
      <SocialSignIn />
      <div className="space-y-1 border-t border-black/10 pt-4 text-sm">
        <p>
          Already have an account?{" "}
          <Link href={text.loginHref} className="font-semibold text-primary-light hover:underline">
            Sign in
          </Link>
        </p>
        <p>
          {text.otherText}{" "}
          <Link href={text.otherHref} className="font-semibold text-primary-light hover:underline">
            {text.otherLink}
          </Link>
        </p>
      </div>
    </div>
  );
}

function SignupForm({ audience, onRegistered }: { audience: SignupAudience; onRegistered(username: string): void }) {
  const idPrefix = useId().replace(/:/g, "");
  const { data: session, update } = useSession();
  const { referral, clearReferral } = useAuthFlow();
  const form = useForm<SignupFormValues, unknown, SignupInput>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      first_name: "",
      last_name: "",
      username: "",
      password: "",
      password_confirmation: "",
      kind: audience === "seller" ? "SELLER" : "BUYER",
      business_name: "",
      state: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const kind = useWatch({ control: form.control, name: "kind" });
  const id = (name: string) => `${idPrefix}-${name}`;

  async function submit(values: SignupInput) {
    const result = await sendAuthMutation({
      query: REGISTER,
      pick: (data) => data.register,
      variables: { input: { ...values, referral: referral ?? undefined, device: "web" } },
      accessToken: session?.accessToken,
      captchaAction: "signup",
      onFieldError: (field, message) => {
        if (formFields.includes(field)) form.setError(field as Path<SignupFormValues>, { type: "server", message });
      },
    });
    if (!result) return;
    clearReferral();
    if (result.data?.token) {
      const signedIn = await signInWithCredentials({ accessToken: result.data.token });
      if (signedIn === undefined) return; // next-auth is navigating the browser
      if (!signedIn.ok) notify.error("Your account was created, but we could not sign you in. Please sign in.");
    }
    await update();
    notify.success(result.message || "Your account has been created");
    onRegistered(values.username);
  }

  return (
    <form
      noValidate
      method="post"
      onSubmit={form.handleSubmit(submit, notifyInvalidForm)}
      {...preloadOnInteraction(resolver)}
      className="space-y-4"
    >
      {audience === "seller" ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">What do you offer?</legend>
          <div className="grid gap-2 xsmm:grid-cols-2">
            {sellerKinds.map((option) => (
              <label
                key={option.value}
                className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-light ${
                  kind === option.value
                    ? "border-primary-light bg-auth-bg"
                    : "border-black/15 bg-white hover:border-black/30"
                }`}
              >
                <input
                  type="radio"
                  value={option.value}
                  defaultChecked={option.value === "SELLER"}
                  {...deferBlur(form.register("kind"))}
                  className="mt-0.5 accent-primary-light"
                />
                <span>
                  <span className="block font-semibold">{option.label}</span>
                  <span className="block text-xs text-primary/75">{option.detail}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.kind?.message ? (
            <p role="alert" className="text-sm text-error">
              {errors.kind.message}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <input type="hidden" {...form.register("kind")} />
      )}
      <div className="grid gap-4 xsmm:grid-cols-2">
        <Field id={id("first-name")} label="First name" error={errors.first_name?.message}>
          <input
            {...deferBlur(form.register("first_name"))}
            {...describedBy(id("first-name"), errors.first_name?.message)}
            autoComplete="given-name"
            maxLength={60}
            className={controlClass}
          />
        </Field>
        <Field id={id("last-name")} label="Last name (optional)" error={errors.last_name?.message}>
          <input
            {...deferBlur(form.register("last_name"))}
            {...describedBy(id("last-name"), errors.last_name?.message)}
            autoComplete="family-name"
            maxLength={60}
            className={controlClass}
          />
        </Field>
      </div>
      {audience === "seller" ? (
        <div className="grid gap-4 xsmm:grid-cols-2">
          <Field
            id={id("business-name")}
            label={kind === "ARTISAN" ? "Trade or business name (optional)" : "Business or shop name (optional)"}
            error={errors.business_name?.message}
          >
            <input
              {...deferBlur(form.register("business_name"))}
              {...describedBy(id("business-name"), errors.business_name?.message)}
              autoComplete="organization"
              maxLength={80}
              className={controlClass}
            />
          </Field>
          <Field id={id("state")} label="State (optional)" error={errors.state?.message}>
            <select
              {...deferBlur(form.register("state"))}
              {...describedBy(id("state"), errors.state?.message)}
              autoComplete="address-level1"
              className={controlClass}
            >
              <StateOptions placeholder="Choose your state" />
            </select>
          </Field>
        </div>
      ) : null}
      <Field
        id={id("username")}
        label="Email or phone number"
        hint="e.g. ada@gmail.com or 0803 123 4567"
        error={errors.username?.message}
      >
        <input
          {...deferBlur(form.register("username"))}
          {...describedBy(id("username"), errors.username?.message, "hint")}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          className={controlClass}
        />
      </Field>
      <Field id={id("password")} label="Password" error={errors.password?.message}>
        <PasswordInput
          {...deferBlur(form.register("password"))}
          {...describedBy(id("password"), errors.password?.message)}
          aria-describedby={errors.password?.message ? `${id("password")}-error` : id("password-tips")}
          autoComplete="new-password"
          maxLength={128}
        />
      </Field>
      <PasswordHints id={id("password-tips")} password={password} />
      <Field id={id("password-confirmation")} label="Confirm password" error={errors.password_confirmation?.message}>
        <PasswordInput
          {...deferBlur(form.register("password_confirmation"))}
          {...describedBy(id("password-confirmation"), errors.password_confirmation?.message)}
          autoComplete="new-password"
          maxLength={128}
        />
      </Field>
      {referral ? (
        <p className="text-xs text-primary/75">
          Referral code <strong className="font-mono">{referral}</strong> will be applied.
        </p>
      ) : null}
      <AuthSubmitButton pending={isSubmitting} pendingLabel="Creating your account…">
        {audience === "seller" ? "Create seller account" : "Create account"}
      </AuthSubmitButton>
    </form>
  );
}
