import type { CodigoMetrica, Permiso } from '@extranet/sdk/schemas';
import { eq } from 'drizzle-orm';
import { monitorMetricas, monitorMetricasUsuario, roles, usuarios } from '../db/schema/index';
import { CATALOGO_METRICAS, METRICAS_INICIALES } from '../reference/metricas';
import { insertRows } from './bulk-insert';
import type { SeedContext } from './context';

/** How many metrics a user other than the demo accounts finds pinned. */
const PINES_POR_DEFECTO = 5;

/**
 * The KPI catalogue and every user's starting monitor: the demo accounts' chosen sets, for the other
 * users the first catalogue metrics their role lets them see.
 */
export async function seedMonitor(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await insertRows(
    db,
    monitorMetricas,
    CATALOGO_METRICAS.map((m, i) => ({ ...m, orden: i + 1 })),
  );

  const cuentas = await db
    .select({ id: usuarios.id, rol: roles })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.idRol))
    .orderBy(usuarios.id);
  const demo = new Map<number, readonly CodigoMetrica[]>([
    [ctx.usuarios.admin, METRICAS_INICIALES.admin],
    [ctx.usuarios.demo, METRICAS_INICIALES.demo],
    [ctx.usuarios.tracking, METRICAS_INICIALES.tracking],
  ]);
  const pines: (typeof monitorMetricasUsuario.$inferInsert)[] = [];
  for (const cuenta of cuentas) {
    const puede = (flags: readonly Permiso[]) => flags.some((flag) => cuenta.rol[flag]);
    const codigos =
      demo.get(cuenta.id) ??
      CATALOGO_METRICAS.filter((m) => puede(m.permisos))
        .slice(0, PINES_POR_DEFECTO)
        .map((m) => m.codigo);
    codigos.forEach((codigoMetrica, i) => {
      pines.push({ idUsuario: cuenta.id, codigoMetrica, orden: i + 1, fechaAlta: ctx.now });
    });
  }
  await insertRows(db, monitorMetricasUsuario, pines);
}
