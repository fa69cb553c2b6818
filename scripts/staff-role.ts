// Renamed on import: the function is not a React hook, but its name makes the linter treat it as one.
import { useDatabaseHandle as adoptDatabaseHandle } from "@/db/client";
import { describeTarget, openDatabaseFromEnv } from "@/db/open-from-env";
import { isStaffRole, staffRoles } from "@/modules/identity/staff-permissions";
import { setStaffRole } from "@/modules/identity/staff.service";

/**
 * Gives an account a staff role, or takes it away; run on the server by whoever operates it (recorded in the audit
 * log with no actor). The first admin can only be made this way.
 *
 *   npm run staff:role -- halima@example.com MODERATOR
 *   npm run staff:role -- 08031234505 none
 */
const [username, roleArgument = ""] = process.argv.slice(2);
const upper = roleArgument.toUpperCase();
const role = upper === "NONE" ? null : isStaffRole(upper) ? upper : undefined;
if (!username || role === undefined) {
  console.error(`Usage: npm run staff:role -- <e-mail or phone> <${staffRoles.join("|")}|none>`);
  process.exit(2);
}
const handle = openDatabaseFromEnv();
adoptDatabaseHandle(handle);
try {
  await handle.migrate();
  const result = await setStaffRole(null, username, role);
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
  } else if (result.before === result.after) {
    console.log(
      `${username} already has ${result.after ? `the ${result.after} role` : "no staff role"} (${describeTarget(handle)}).`,
    );
  } else {
    console.log(
      `${username}: ${result.before ?? "no staff role"} → ${result.after ?? "no staff role"} (${describeTarget(handle)}).`,
    );
  }
} finally {
  await handle.close();
}
