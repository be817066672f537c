import { defineConfig } from 'drizzle-kit';

// One migration history for PGlite and PostgreSQL. While nothing is released, `pnpm db:generate`
// may regenerate it from scratch as 0000_init (delete ./drizzle first).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
