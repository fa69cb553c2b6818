import { describeTarget, openDatabaseFromEnv } from "@/db/open-from-env";
import { seedIdentity } from "@/modules/identity/identity.seed";

/** Loads demo data; safe to run again (every seeder skips what exists). */
const handle = openDatabaseFromEnv();
try {
  await handle.migrate();
  const accounts = await seedIdentity(handle.db);
  console.log(`Seeded ${describeTarget(handle)}: ${accounts} new demo account(s).`);
} finally {
  await handle.close();
}
