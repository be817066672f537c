import { sql } from 'drizzle-orm';
import { huellasCarbono } from '../db/schema/huellaCarbono';
import { partidas } from '../db/schema/tracking';
import { insertRows, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext } from './context';
import { seedPlan } from './shipment-plan';

/**
 * Demo shipments (src/seed/shipment-plan.ts): at 'full' about 52,000 over the last 18 months and the
 * next 6 weeks, 11,200 of them for the demo user's two customers; a few dozen per customer at 'small'.
 * With each batch of shipments, their carbon footprints (computed from their legs when the plan was
 * built): one pass builds each row once, and lets it go.
 */
export async function seedTracking(ctx: SeedContext): Promise<void> {
  const plan = seedPlan(ctx);
  await withoutForeignKeyChecks(ctx.db, async () => {
    for (const batch of plan.drain()) {
      const rows = batch.map(({ partida }) =>
        plan.dossiersInserted || partida.idDossier === null ? partida : { ...partida, idDossier: null },
      );
      await insertRows(ctx.db, partidas, rows);
      await insertRows(
        ctx.db,
        huellasCarbono,
        batch.map(({ huella }) => huella),
      );
    }
  });
  // Rows carry explicit ids (numbers derive from them): move the identity past them.
  await ctx.db.execute(
    sql`select setval(pg_get_serial_sequence('partidas', 'id'), greatest((select max(id) from partidas), 1))`,
  );
}
