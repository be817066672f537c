import type { Permiso } from '@extranet/sdk/schemas';
import type { TipoRegistro } from '../db/schema/index';

/**
 * The flag that opens each kind of record an event is about: someone who cannot open the record is
 * neither notified of it nor sent it by webhook.
 */
export const FLAG_OF_RECORD: Readonly<Record<TipoRegistro, Permiso>> = {
  PARTIDA: 'accesoPartidas',
  FACTURA: 'accesoEstadoCuentas',
  EXISTENCIA: 'accesoStock',
};
