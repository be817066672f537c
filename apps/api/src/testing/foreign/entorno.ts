import type { ForeignRecords } from '../foreign-records';
import { EMPTY_GRID_STATE } from '../grid-state';
import type { TestApi } from '../harness';

/** A grid view of the admin user: the demo user must get 404 for it. */
async function adminView(api: TestApi): Promise<number> {
  const admin = api.clientWith(await api.tokenFor('admin'));
  const saved = await admin.entorno.guardarConfiguracionGrid({
    body: { codigoGrid: 'tracking', nombre: 'Admin only', predeterminada: false, estado: EMPTY_GRID_STATE },
  });
  return saved.id;
}

const body = {
  codigoGrid: 'tracking',
  nombre: 'Taken over',
  predeterminada: false,
  estado: EMPTY_GRID_STATE,
};

export const foreignRecords: ForeignRecords = {
  'entorno.obtenerConfiguracionGrid': async (api) => ({ params: { id: await adminView(api) } }),
  'entorno.actualizarConfiguracionGrid': async (api) => ({ params: { id: await adminView(api) }, body }),
  'entorno.eliminarConfiguracionGrid': async (api) => ({
    params: { idConfiguracionGrid: await adminView(api) },
  }),
};
