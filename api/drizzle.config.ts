import { defineConfig } from 'drizzle-kit';

// Generates commit-ready SQL migrations from the schema; no database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
