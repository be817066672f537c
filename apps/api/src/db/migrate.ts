import { join } from 'node:path';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { API_ROOT } from '../paths';
import type { Db } from './client';

export const MIGRATIONS_FOLDER = join(API_ROOT, 'drizzle');

/** The part of drizzle's database object the migrators of both drivers use (not in its public types). */
interface Migratable {
  dialect: { migrate(migrations: unknown, session: unknown, config: MigrationConfig): Promise<void> };
  session: unknown;
}

/**
 * Applies the migrations of `apps/api/drizzle` (one history for PGlite and PostgreSQL), exactly as
 * drizzle's own `migrate()` of either driver does. With `schemaName`, the tables and the migrations
 * journal go to that schema: drizzle-kit qualifies foreign keys with `"public".`, so those references
 * are rewritten (the test suite runs each file in its own PostgreSQL schema).
 */
export async function migrate(db: Db, options: { schemaName?: string } = {}): Promise<void> {
  const schemaName = options.schemaName ?? 'public';
  const config: MigrationConfig = {
    migrationsFolder: MIGRATIONS_FOLDER,
    migrationsSchema: schemaName === 'public' ? 'drizzle' : schemaName,
  };
  const migrations = readMigrationFiles(config);
  if (schemaName !== 'public') {
    const qualified = `"${schemaName.replaceAll('"', '""')}".`;
    for (const migration of migrations) {
      migration.sql = migration.sql.map((statement) => statement.replaceAll('"public".', qualified));
    }
  }
  const { dialect, session } = db as unknown as Migratable;
  await dialect.migrate(migrations, session, config);
}
