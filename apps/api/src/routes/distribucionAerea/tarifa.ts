import type { PiezaAerea } from '@extranet/sdk/schemas';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { invalid } from '../../core/errors';
import type { Db } from '../../db/client';
import { aereoTarifas } from '../../db/schema/distribucionAerea';
import {
  type AirQuote,
  type AirRates,
  applicableTariff,
  offeredBreaks,
  quoteAirFreight,
  ratesFromRow,
} from '../../domain/air-rating';
import { entidadDelUsuario, type HandlerAereo } from './comun';
import { aeropuertoConocido, promocionDeSolicitud, servicioDeEntidad, sinTarifa } from './consultas';

// Quoting: the route's airports and zones, the most specific tariff row (customer agreement,
// airport, zone), the promotion, and the pure rating of src/domain/air-rating.ts.

export interface SolicitudCotizacion {
  aeropuertoOrigen: string;
  aeropuertoDestino: string;
  idServicio: number;
  piezas: readonly PiezaAerea[];
  codigoPromocional?: string | undefined;
  /** The customer whose agreed rates apply (already checked against the caller); null: general rates. */
  idCliente: number | null;
  /** The services that customer may book (null: any service). */
  idServicios: readonly number[] | null;
}

export interface Cotizacion {
  servicio: { id: number; nombre: string; diasTransito: number };
  diasTransito: number;
  calculo: AirQuote;
  /** The rates applied, for the simulator's rate table. */
  tarifa: AirRates;
}

export async function cotizar(db: Db, solicitud: SolicitudCotizacion, hoy: Date): Promise<Cotizacion> {
  const servicio = await servicioDeEntidad(db, solicitud.idServicios, solicitud.idServicio);
  const origen = await aeropuertoConocido(db, solicitud.aeropuertoOrigen, 'aeropuertoOrigen');
  if (!origen.origen) {
    throw invalid('aeropuertoOrigen', `we have no export service from ${origen.aeropuerto.codigoPais}`);
  }
  const destino = await aeropuertoConocido(db, solicitud.aeropuertoDestino, 'aeropuertoDestino');
  const promocion = await promocionDeSolicitud(db, solicitud.codigoPromocional, hoy);
  const filas = await db
    .select()
    .from(aereoTarifas)
    .where(
      and(
        eq(aereoTarifas.idServicio, servicio.id),
        solicitud.idCliente === null
          ? isNull(aereoTarifas.idCliente)
          : or(isNull(aereoTarifas.idCliente), eq(aereoTarifas.idCliente, solicitud.idCliente)),
        inArray(aereoTarifas.origen, [origen.aeropuerto.codigoIata, origen.aeropuerto.zona]),
        inArray(aereoTarifas.destino, [destino.aeropuerto.codigoIata, destino.aeropuerto.zona]),
      ),
    );
  const fila = applicableTariff(filas, {
    origen: origen.aeropuerto.codigoIata,
    zonaOrigen: origen.aeropuerto.zona,
    destino: destino.aeropuerto.codigoIata,
    zonaDestino: destino.aeropuerto.zona,
    idCliente: solicitud.idCliente,
  });
  if (!fila) throw sinTarifa(solicitud.aeropuertoOrigen, solicitud.aeropuertoDestino);
  const tarifa = ratesFromRow(fila);
  return {
    servicio,
    diasTransito: fila.diasTransito,
    calculo: quoteAirFreight(solicitud.piezas, tarifa, promocion),
    tarifa,
  };
}

export const calcularTarifaAerea: HandlerAereo<'calcularTarifa'> = async ({ body, user, db, deps }) => {
  const entidad = body.idEntidad === undefined ? null : await entidadDelUsuario(db, user, body.idEntidad);
  const { servicio, diasTransito, calculo, tarifa } = await cotizar(
    db,
    {
      ...body,
      idCliente: entidad?.idCliente ?? null,
      idServicios: entidad?.idServicios ?? null,
    },
    deps.clock(),
  );
  return {
    aeropuertoOrigen: body.aeropuertoOrigen,
    aeropuertoDestino: body.aeropuertoDestino,
    idServicio: servicio.id,
    servicio: servicio.nombre,
    diasTransito,
    ...calculo,
    tramos: offeredBreaks(tarifa),
  };
};
