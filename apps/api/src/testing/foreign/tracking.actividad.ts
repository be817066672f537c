import type { ForeignRecords } from '../foreign-records';
import { partidaDe } from './tracking';

// A shipment's activity belongs to the shipment: AUTOIB's (the `tracking` user's customer) is 404 to `demo`.

export const foreignRecords: ForeignRecords = {
  'tracking.obtenerActividadPartida': async (api) => ({ params: { id: await partidaDe(api, 'AUTOIB') } }),
};
