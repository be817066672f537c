import type { Db } from '../db/client';
import {
  transporteParametrosTarifa,
  transporteRecargos,
  transporteTarifasMaritimas,
  transporteTarifasTerrestres,
  transporteTiposCambio,
} from '../db/schema/index';
import { TIPOS_CAMBIO } from '../reference/transportes/catalogos';
import {
  DESCRIPCION_PARAMETROS,
  PARAMETROS_TARIFA,
  RECARGOS,
  TARIFAS_TERRESTRES,
  tarifasMaritimas,
} from '../reference/transportes/tarifas';
import { insertRows } from './bulk-insert';

// The sales tariffs the transport quote prices from (domain/transport-rating.ts): sea and road rates,
// surcharges, rating parameters and exchange rates, as reference/transportes/tarifas.ts defines them.

export async function seedTransportTariffs(db: Db): Promise<void> {
  await insertRows(db, transporteTarifasMaritimas, tarifasMaritimas());
  await insertRows(db, transporteTarifasTerrestres, [...TARIFAS_TERRESTRES]);
  await insertRows(
    db,
    transporteRecargos,
    RECARGOS.map((r) => ({ ...r, tiposTrafico: [...r.tiposTrafico], condiciones: [...r.condiciones] })),
  );
  await insertRows(
    db,
    transporteParametrosTarifa,
    Object.entries(PARAMETROS_TARIFA).map(([clave, valor]) => ({
      clave,
      valor,
      descripcion: DESCRIPCION_PARAMETROS[clave as keyof typeof PARAMETROS_TARIFA],
    })),
  );
  await insertRows(db, transporteTiposCambio, [...TIPOS_CAMBIO]);
}
