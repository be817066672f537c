import type {
  CodigoMetrica,
  GuardarMetricasMonitor,
  MetricaAsignada,
  MetricaDefinicion,
} from '@extranet/sdk/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { ApiError, notFound } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { lockSet } from '../../db/locks';
import { monitorMetricas, monitorMetricasUsuario } from '../../db/schema/index';

// A user's pinned metrics: pin, reorder, unpin. Every query is keyed by the caller's id, so another
// user's pin is never found (404). A metric shows data of its area: pinning it needs that area's flag.

type Definicion = typeof monitorMetricas.$inferSelect;

export const puedeVer = (user: SessionUser, metrica: Pick<Definicion, 'permisos'>): boolean =>
  user.isAdmin || metrica.permisos.some((flag) => user.permisos[flag]);

export const definicion = (m: Definicion): MetricaDefinicion => ({
  codigo: m.codigo,
  nombre: m.nombre,
  descripcion: m.descripcion,
  unidad: m.unidad,
  area: m.area,
});

/** The caller's pins in order, with their catalogue entry. */
export async function pinesDe(db: Db, idUsuario: number) {
  return db
    .select({ pin: monitorMetricasUsuario, metrica: monitorMetricas })
    .from(monitorMetricasUsuario)
    .innerJoin(monitorMetricas, eq(monitorMetricas.codigo, monitorMetricasUsuario.codigoMetrica))
    .where(eq(monitorMetricasUsuario.idUsuario, idUsuario))
    .orderBy(asc(monitorMetricasUsuario.orden), asc(monitorMetricasUsuario.id));
}

/** One pin of the caller; 404 for a missing pin or another user's. */
export async function pinDe(db: Db, idUsuario: number, id: number) {
  const [row] = await db
    .select({ pin: monitorMetricasUsuario, metrica: monitorMetricas })
    .from(monitorMetricasUsuario)
    .innerJoin(monitorMetricas, eq(monitorMetricas.codigo, monitorMetricasUsuario.codigoMetrica))
    .where(and(eq(monitorMetricasUsuario.id, id), eq(monitorMetricasUsuario.idUsuario, idUsuario)));
  if (!row) throw notFound('pinned metric');
  return row;
}

const asignadas = (rows: Awaited<ReturnType<typeof pinesDe>>): MetricaAsignada[] =>
  rows.map(({ pin, metrica }) => ({ id: pin.id, ...definicion(metrica), orden: pin.orden }));

export async function noAsignadas(db: Db, user: SessionUser): Promise<MetricaDefinicion[]> {
  const pinned = new Set((await pinesDe(db, user.id)).map((r) => r.pin.codigoMetrica));
  const catalogo = await db.select().from(monitorMetricas).orderBy(asc(monitorMetricas.orden));
  return catalogo.filter((m) => !pinned.has(m.codigo) && puedeVer(user, m)).map(definicion);
}

/**
 * Pins the listed metrics that are not pinned yet and moves each listed one to its `orden`; the
 * others keep their relative order in the places left. Positions are renumbered 1…n.
 */
export async function guardar(
  db: Db,
  user: SessionUser,
  body: GuardarMetricasMonitor,
): Promise<MetricaAsignada[]> {
  const catalogo = new Map((await db.select().from(monitorMetricas)).map((m) => [m.codigo, m]));
  body.metricas.forEach(({ codigo }, i) => {
    const metrica = catalogo.get(codigo);
    if (!metrica)
      throw new ApiError(400, 'VALIDATION', `metricas.${i}.codigo: is not a known metric`, {
        field: `metricas.${i}.codigo`,
      });
    if (!puedeVer(user, metrica)) {
      throw new ApiError(
        403,
        'FORBIDDEN',
        `metricas.${i}.codigo: ${codigo} needs access to ${metrica.area}`,
        {
          field: `metricas.${i}.codigo`,
        },
      );
    }
  });
  return db.transaction(async (tx) => {
    // One save or removal of this user's pins at a time: the last one acknowledged is the order kept.
    await lockSet(tx, 'monitorPins', user.id);
    const actuales = await pinesDe(tx, user.id);
    const pinned = new Set(actuales.map((r) => r.pin.codigoMetrica));
    const nuevos = body.metricas.filter((m) => !pinned.has(m.codigo));
    const insertados = nuevos.length
      ? await tx
          .insert(monitorMetricasUsuario)
          .values(nuevos.map((m) => ({ idUsuario: user.id, codigoMetrica: m.codigo, orden: m.orden })))
          .returning({ id: monitorMetricasUsuario.id, codigoMetrica: monitorMetricasUsuario.codigoMetrica })
      : [];
    const idPorCodigo = new Map<CodigoMetrica, number>([
      ...actuales.map((r) => [r.pin.codigoMetrica, r.pin.id] as const),
      ...insertados.map((r) => [r.codigoMetrica, r.id] as const),
    ]);
    const total = idPorCodigo.size;
    const huecos: (CodigoMetrica | undefined)[] = Array.from({ length: total });
    const listadas = [...body.metricas].sort((a, b) => a.orden - b.orden);
    for (const { codigo, orden } of listadas) {
      let slot = Math.min(orden, total) - 1;
      while (huecos[slot] !== undefined) slot = (slot + 1) % total;
      huecos[slot] = codigo;
    }
    const resto = actuales
      .map((r) => r.pin.codigoMetrica)
      .filter((c) => !body.metricas.some((m) => m.codigo === c));
    for (let slot = 0; slot < total && resto.length; slot++)
      if (huecos[slot] === undefined) huecos[slot] = resto.shift();
    await renumerar(
      tx,
      huecos.map((codigo) => idPorCodigo.get(codigo!)!),
    );
    return asignadas(await pinesDe(tx, user.id));
  });
}

export async function eliminar(
  db: Db,
  user: SessionUser,
  id: number,
): Promise<{ id: number; eliminado: true }> {
  await db.transaction(async (tx) => {
    await lockSet(tx, 'monitorPins', user.id);
    const borrados = await tx
      .delete(monitorMetricasUsuario)
      .where(and(eq(monitorMetricasUsuario.id, id), eq(monitorMetricasUsuario.idUsuario, user.id)))
      .returning({ id: monitorMetricasUsuario.id });
    if (borrados.length === 0) throw notFound('pinned metric');
    await renumerar(
      tx,
      (await pinesDe(tx, user.id)).map((r) => r.pin.id),
    );
  });
  return { id, eliminado: true };
}

/** Writes orden 1…n in the given order of pin ids. */
async function renumerar(tx: Db, ids: readonly number[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await tx
      .update(monitorMetricasUsuario)
      .set({ orden: i + 1 })
      .where(eq(monitorMetricasUsuario.id, id));
  }
}
