import { huellasCarbono } from '../db/schema/huellaCarbono';
import { insertRows, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext } from './context';
import { seedPlan } from './shipment-plan';

/** The carbon footprint of every demo shipment, computed from its legs when its plan was built. */
export async function seedHuellaCarbono(ctx: SeedContext): Promise<void> {
  const rows = seedPlan(ctx)
    .rows()
    .map(({ huella }) => huella);
  await withoutForeignKeyChecks(ctx.db, () => insertRows(ctx.db, huellasCarbono, rows));
}
