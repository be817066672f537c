import { sql } from 'drizzle-orm';
import { partidas } from '../db/schema/tracking';
import { insertRows, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext } from './context';
import { seedPlan } from './shipment-plan';

/**
 * Demo shipments (src/seed/shipment-plan.ts): at 'full' about 52,000 over the last 18 months and the
 * next 6 weeks, 11,200 of them for the demo user's two customers; a few dozen per customer at 'small'.
 */
export async function seedTracking(ctx: SeedContext): Promise<void> {
  const plan = seedPlan(ctx);
  const rows = plan
    .rows()
    .map(({ partida }) =>
      plan.dossiersInserted || partida.idDossier === null ? partida : { ...partida, idDossier: null },
    );
  await withoutForeignKeyChecks(ctx.db, () => insertRows(ctx.db, partidas, rows));
  // Rows carry explicit ids (numbers derive from them): move the identity past them.
  await ctx.db.execute(
    sql`select setval(pg_get_serial_sequence('partidas', 'id'), greatest((select max(id) from partidas), 1))`,
  );
}
