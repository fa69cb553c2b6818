import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/modules/*/*.schema.ts",
  out: "./src/db/migrations",
});
