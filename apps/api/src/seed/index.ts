import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema/index';
import { collectGarbage } from '../lib/collect-garbage';
import { seedAlmacen } from './almacen';
import type { SeedContext, SeedScale } from './context';
import { seedCore } from './core';
import { seedDistribucion } from './distribucion';
import { seedDistribucionAerea } from './distribucionAerea';
import { seedDossier } from './dossier';
import { seedFactura } from './factura';
import { seedMonitor } from './monitor';
import { seedNotificaciones } from './notificaciones';
import { seedPaises } from './paises';
import { seedTracking } from './tracking';
import { seedTransportes } from './transportes';

export type { SeedContext, SeedScale } from './context';
export { DEMO_ACCOUNTS, isEmpty } from './first-start';

/**
 * Domain seeds, in order: catalogs first (the countries every area shares, then ports, airports,
 * incoterms… with transportes and distribucionAerea), then dossiers, the shipments that refer to them (with their carbon
 * footprints), and what is computed from shipments. A seed may read what the earlier ones wrote.
 */
const DOMAIN_SEEDS: readonly [string, (ctx: SeedContext) => Promise<void>][] = [
  ['paises', seedPaises],
  ['transportes', seedTransportes],
  ['distribucionAerea', seedDistribucionAerea],
  ['dossier', seedDossier],
  ['tracking', seedTracking],
  ['factura', seedFactura],
  ['almacen', seedAlmacen],
  ['distribucion', seedDistribucion],
  ['monitor', seedMonitor],
  ['notificaciones', seedNotificaciones],
];

export interface SeedOptions {
  scale: SeedScale;
  /** "Today" of the demo data. Default: now. */
  now?: Date;
  /** scrypt cost of the demo passwords (tests lower it). Default 17. */
  passwordLogN?: number;
  /** false: core data only (users, roles, customers), for tests that need no domain rows. */
  domains?: boolean;
  /** Called after each step with its duration (the server logs it). */
  onStep?: (step: string, ms: number) => void;
}

/** Fills an empty database with deterministic demo data, in one transaction. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    collectGarbage();
    options.onStep?.(name, Math.round(performance.now() - started));
  };
  await db.transaction(async (tx) => {
    let core!: Awaited<ReturnType<typeof seedCore>>;
    await step('core', async () => {
      core = await seedCore(tx, { now, passwordLogN: options.passwordLogN ?? 17 });
    });
    const ids = (codigos: string[]) =>
      core.clientes.filter((cliente) => codigos.includes(cliente.codigo)).map((cliente) => cliente.id);
    const ctx: SeedContext = {
      db: tx,
      scale: options.scale,
      now,
      clientes: core.clientes,
      usuarios: { admin: core.usuarios.admin!, demo: core.usuarios.demo!, tracking: core.usuarios.tracking! },
      demoClienteIds: ids(['FRUSUR', 'TEXMED']),
      trackingClienteIds: ids(['AUTOIB']),
      volume: (counts) => counts[options.scale],
    };
    if (options.domains !== false) {
      for (const [name, seed] of DOMAIN_SEEDS) await step(name, () => seed(ctx));
    }
    await step('passwords', async () => {
      for (const { id, claveHash } of await core.passwords) {
        await tx.update(usuarios).set({ claveHash }).where(eq(usuarios.id, id));
      }
    });
  });
}
