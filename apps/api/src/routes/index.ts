import type { Controller } from '../http/controller';
import { almacenController } from './almacen';
import { configuracionController } from './configuracion';
import { distribucionController } from './distribucion';
import { distribucionAereaController } from './distribucionAerea';
import { dossierController } from './dossier';
import { entornoController } from './entorno';
import { facturaController } from './factura';
import { huellaCarbonoController } from './huellaCarbono';
import { integracionController } from './integracion';
import { monitorController } from './monitor';
import { notificacionesController } from './notificaciones';
import { publicoController } from './publico';
import { trackingController } from './tracking';
import { transportesController } from './transportes';
import { validacionController } from './validacion';

/** Every controller of the API, one per SDK controller. */
export const controllers: readonly Controller[] = [
  almacenController,
  configuracionController,
  distribucionController,
  distribucionAereaController,
  dossierController,
  entornoController,
  facturaController,
  huellaCarbonoController,
  integracionController,
  monitorController,
  notificacionesController,
  publicoController,
  trackingController,
  transportesController,
  validacionController,
];
