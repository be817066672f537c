import { eq } from 'drizzle-orm';
import { monitorMetricasUsuario, usuarios } from '../../db/schema/index';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';

// Monitor pins are per user: `demo` must get 404 for a pin of `admin`.

async function pinDelAdmin(api: TestApi): Promise<number> {
  const [row] = await api.db
    .select({ id: monitorMetricasUsuario.id })
    .from(monitorMetricasUsuario)
    .innerJoin(usuarios, eq(usuarios.id, monitorMetricasUsuario.idUsuario))
    .where(eq(usuarios.usuario, 'admin'))
    .limit(1);
  return row!.id;
}

export const foreignRecords: ForeignRecords = {
  'monitor.obtenerMetricaMonitor': async (api) => ({
    params: { idusuariometrica: await pinDelAdmin(api) },
    query: { fechainicio: '2026-01-01T00:00:00.000Z', fechafin: '2026-01-31T00:00:00.000Z' },
  }),
  'monitor.eliminarMetricaMonitor': async (api) => ({ params: { idMetricaUsuario: await pinDelAdmin(api) } }),
};
