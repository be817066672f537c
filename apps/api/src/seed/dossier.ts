import { sql } from 'drizzle-orm';
import { dossieres } from '../db/schema/dossier';
import { insertRows, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext } from './context';
import { customsOnlyDossier } from './dossier-customs';
import { Declarations, type DossierDraw } from './dossier-records';
import { shipmentDossier } from './dossier-shipments';
import { prngFor } from './prng';
import { seedPlan } from './shipment-plan';

const DOSSIERS_PER_BATCH = 200;

/**
 * Demo dossiers, about one per five shipments (src/seed/shipment-plan.ts groups them): the shipments
 * of one operation, the customs declarations they needed, the documents and a timeline of what
 * happened, all consistent with the shipments' milestones at the seed's "now"
 * (dossier-shipments.ts); and customs-only files (dossier-customs.ts).
 */
export async function seedDossier(ctx: SeedContext): Promise<void> {
  const plan = seedPlan(ctx);
  const draw: DossierDraw = { rng: prngFor('dossier:rows'), now: ctx.now, declarations: new Declarations() };
  await withoutForeignKeyChecks(ctx.db, async () => {
    // A batch at a time, in order (the draw is one sequence), taken out of the plan: nothing is kept.
    while (plan.dossiers.length > 0) {
      const dossiers = plan.dossiers
        .splice(0, DOSSIERS_PER_BATCH)
        .map((group) =>
          group.customs ? customsOnlyDossier(group, draw) : shipmentDossier(group, plan.built, draw),
        );
      await insertRows(ctx.db, dossieres, dossiers);
    }
  });
  await ctx.db.execute(
    sql`select setval(pg_get_serial_sequence('dossieres', 'id'), greatest((select max(id) from dossieres), 1))`,
  );
  plan.dossiersInserted = true;
}
