import Link from "next/link";
import type { UserActor } from "@/lib/actor";
import { formatMonthYear } from "@/lib/dates";
import { formatNigerianPhone } from "@/lib/phone";
import { ChangePasswordForm } from "@/modules/identity/components/change-password-form";
import { SignOutButton } from "@/modules/identity/components/sign-out-button";
import { findAccount } from "@/modules/identity/account.service";
import { findMyStaffRole } from "@/modules/identity/staff.service";
import { unreadNotificationCount } from "@/modules/notifications/app-notifications.service";
import { MyPriceAlerts, MyPriceReports } from "@/modules/pricedesk/components/my-price-desk";
import { listMyPriceAlerts } from "@/modules/pricedesk/price-alert.service";
import { countHeldReports } from "@/modules/pricedesk/price-moderation.service";
import { listMyPriceReports } from "@/modules/pricedesk/price-report.service";

/**
 * The signed-in person's own profile: their details, price alerts and reports, staff role and password. Shown at
 * /account (the public frame) and /dashboard/users/profile (the dashboard's frame): one page in two places.
 */
export async function AccountSummary({ actor }: { actor: UserActor }) {
  const user = await findAccount(actor);
  if (!user) return null;
  const [staffRole, alerts, reports, unread] = await Promise.all([
    findMyStaffRole(actor),
    listMyPriceAlerts(actor),
    listMyPriceReports(actor, 10),
    unreadNotificationCount(actor),
  ]);
  const verified = Boolean(user.emailVerifiedAt || user.phoneVerifiedAt);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Hello, {user.firstName}</h1>
          <p className="text-sm text-primary/75">
            {user.kind === "BUYER" ? "Buyer account" : user.kind === "ARTISAN" ? "Artisan account" : "Seller account"} ·
            member since {formatMonthYear(user.createdAt.toISOString())}
          </p>
        </div>
        <SignOutButton />
      </header>
      <section aria-labelledby="details-heading" className="rounded-xl border border-black/10 p-5">
        <h2 id="details-heading" className="font-semibold">
          Your details
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-primary/75">Email</dt>
          <dd>
            {user.email ?? "Not added"}
            {user.email ? (user.emailVerifiedAt ? " (verified)" : " (not verified)") : ""}
          </dd>
          <dt className="text-primary/75">Phone</dt>
          <dd>
            {user.phone ? formatNigerianPhone(user.phone) : "Not added"}
            {user.phone ? (user.phoneVerifiedAt ? " (verified)" : " (not verified)") : ""}
          </dd>
          <dt className="text-primary/75">Your referral code</dt>
          <dd className="font-mono">{user.referralCode}</dd>
        </dl>
        {!verified ? (
          <p className="mt-4 rounded-lg bg-warning-bg p-3 text-sm">
            Verify your account with the 6-digit code we sent you to start selling. Lost the code? Open the sign-up page
            while signed in to ask for a new one.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="orders-heading" className="rounded-xl border border-black/10 p-5">
        <h2 id="orders-heading" className="font-semibold">
          Your orders
        </h2>
        <p className="mt-1 text-sm text-primary/75">Where each order is, its delivery code, and what you can do.</p>
        <p className="mt-3 text-sm">
          <Link href="/account/orders" className="font-semibold text-primary-light hover:underline">
            See your orders
          </Link>
        </p>
      </section>
      <section aria-labelledby="notifications-heading" className="rounded-xl border border-black/10 p-5">
        <h2 id="notifications-heading" className="font-semibold">
          Notifications
        </h2>
        <p className="mt-3 text-sm">
          <Link href="/account/notifications" className="font-semibold text-primary-light hover:underline">
            Your notifications
          </Link>{" "}
          · {unread === 0 ? "nothing unread" : `${unread.toLocaleString("en-NG")} unread`}
        </p>
      </section>
      <section aria-labelledby="addresses-heading" className="rounded-xl border border-black/10 p-5">
        <h2 id="addresses-heading" className="font-semibold">
          Your addresses
        </h2>
        <p className="mt-1 text-sm text-primary/75">Where we deliver your orders; the default is chosen first.</p>
        <p className="mt-3 text-sm">
          <Link href="/account/addresses" className="font-semibold text-primary-light hover:underline">
            Manage your addresses
          </Link>
        </p>
      </section>
      <section aria-labelledby="alerts-heading" className="rounded-xl border border-black/10 p-5">
        <h2 id="alerts-heading" className="font-semibold">
          Your price alerts
        </h2>
        <MyPriceAlerts alerts={alerts} />
      </section>
      <section aria-labelledby="reports-heading" className="rounded-xl border border-black/10 p-5">
        <h2 id="reports-heading" className="font-semibold">
          Your price reports
        </h2>
        <p className="mt-1 text-sm text-primary/75">
          Prices far from what others reported wait for a moderator before they count.
        </p>
        <MyPriceReports reports={reports} />
      </section>
      {staffRole ? <StaffSection role={staffRole} actor={actor} /> : null}
      <section aria-labelledby="password-heading" className="rounded-xl border border-black/10 p-5">
        {user.hasPassword ? (
          <>
            <h2 id="password-heading" className="font-semibold">
              Change password
            </h2>
            <p className="mt-1 mb-4 text-sm text-primary/75">
              Changing your password signs you out on every other device.
            </p>
            <ChangePasswordForm />
          </>
        ) : (
          <>
            <h2 id="password-heading" className="font-semibold">
              Password
            </h2>
            <p className="mt-1 text-sm text-primary/75">
              You sign in with Google or Facebook, so this account has no password.
              {user.email
                ? " To add one, sign out and use “Forgot password?” on the sign-in page with your e-mail: we will send you a code."
                : " Add an e-mail or phone number through support to be able to set one."}
            </p>
          </>
        )}
      </section>
    </div>
  );
}

async function StaffSection({ role, actor }: { role: "ADMIN" | "MODERATOR"; actor: UserActor }) {
  const held = await countHeldReports(actor);
  return (
    <section aria-labelledby="staff-heading" className="rounded-xl border border-black/10 p-5">
      <h2 id="staff-heading" className="font-semibold">
        Staff
      </h2>
      <p className="mt-1 text-sm text-primary/75">
        Your account has the {role === "ADMIN" ? "admin" : "moderator"} role.
      </p>
      {held !== null ? (
        <p className="mt-3 text-sm">
          <Link href="/pricedesk/moderation" className="font-semibold text-primary-light hover:underline">
            Held price reports
          </Link>{" "}
          · {held === 0 ? "none waiting" : `${held.toLocaleString("en-NG")} waiting for a decision`}
        </p>
      ) : null}
    </section>
  );
}
