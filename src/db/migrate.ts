import { describeTarget, openDatabaseFromEnv } from "@/db/open-from-env";

const handle = openDatabaseFromEnv();
try {
  await handle.migrate();
  console.log(`Migrations applied to ${describeTarget(handle)}.`);
} finally {
  await handle.close();
}
