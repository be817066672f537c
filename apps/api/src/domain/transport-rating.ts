import type { CotizacionTransporte, LineaCotizacionTransporte } from '@extranet/sdk/schemas';
import { redondear } from '../lib/numbers';
import { fleteTerrestre } from './transport-rating-road';
import { type EntradaFlete, fleteMaritimo } from './transport-rating-sea';
import { cargosEnvio, condicionesDe } from './transport-rating-surcharges';
import { medidas } from './transport-rating-tables';
import {
  ErrorTarifa,
  type LineaEur,
  MONEDA_TARIFA,
  type OpcionesCotizacion,
  type SolicitudTarifa,
  type Tarifario,
} from './transport-rating-types';

// Sales rating of road and sea transport requests (Transportes/CalcularVentas). Pure: the route
// resolves ids into ports, places and tariff rows; this module turns them into a quote, in steps:
//
// 1. Check the request against the service and incoterm, find the customer's exchange rate.
// 2. The freight: sea (transport-rating-sea.ts: FCL per container, LCL per W/M, door legs by road)
//    or road (transport-rating-road.ts: FTL per km and truck, LTL per 100 kg in distance bands).
// 3. Surcharges from data (transport-rating-surcharges.ts), each under conditions: origin charges
//    are not the booker's under F-terms (FCA/FAS/FOB: the seller delivers to the carrier),
//    destination charges not under C-terms (CPT/CIP/CFR/CIF: the buyer pays them), export
//    clearance only when the goods leave a customs union, import clearance only under DDP.
// 4. Tariffs are in EUR; every price is converted to the customer's currency, then rounded to
//    cents. VAT at the country's rate when origin and destination are in the same country;
//    international transport is exempt.

export { distanciaCarreteraKm, medidas, tarifaMaritima, tarifaTerrestre } from './transport-rating-tables';
export * from './transport-rating-types';
export { redondear };

/** Prices a request. Throws {@link ErrorTarifa} when the tariffs cannot or may not price it. */
export function cotizar(
  solicitud: SolicitudTarifa,
  tarifario: Tarifario,
  opciones: OpcionesCotizacion,
): CotizacionTransporte {
  const tipoCambio = tipoDeCambio(tarifario, opciones.moneda);
  comprobarServicio(solicitud);
  const { tipoTrafico, servicio } = solicitud;
  const entrada: EntradaFlete = {
    solicitud,
    tarifario,
    carga: medidas(solicitud.bultos),
    servicio:
      servicio.factorFlete === 1 && servicio.ajusteDias === 0
        ? null
        : { codigo: servicio.codigo, sufijo: ` (${servicio.nombre})` },
  };
  const flete =
    tipoTrafico === 'MARITIMO_FCL' || tipoTrafico === 'MARITIMO_LCL'
      ? fleteMaritimo(entrada)
      : fleteTerrestre(entrada, tipoTrafico);
  const lineas = [
    ...flete.lineas,
    ...cargosEnvio(tarifario.recargos, tipoTrafico, condicionesDe(solicitud), flete),
  ];
  const importes = enMoneda(lineas, tipoCambio, solicitud);
  return {
    tipoTrafico,
    bultos: entrada.carga.bultos,
    pesoBrutoKg: entrada.carga.pesoBrutoKg,
    volumenM3: entrada.carga.volumenM3,
    factorEstibaKgM3: flete.factorEstiba,
    pesoTasableKg: flete.pesoTasable,
    ...importes,
    moneda: opciones.moneda,
    diasTransito: Math.max(1, flete.dias + servicio.ajusteDias),
    fechaValidez: fechaValidez(opciones.hoy, tarifario.parametros.diasValidez),
  };
}

/** Units of the customer's currency per euro. */
function tipoDeCambio(tarifario: Tarifario, moneda: string): number {
  const tipoCambio = moneda === MONEDA_TARIFA ? 1 : tarifario.tiposCambio[moneda];
  if (tipoCambio === undefined) {
    throw new ErrorTarifa('idEntidad', `no exchange rate for the account's currency ${moneda}`);
  }
  return tipoCambio;
}

/** The service must be offered for the traffic type, and a sea-only incoterm needs sea transport. */
function comprobarServicio({ tipoTrafico, servicio, incoterm }: SolicitudTarifa): void {
  if (!servicio.tiposTrafico.includes(tipoTrafico)) {
    throw new ErrorTarifa('idServicio', `service ${servicio.codigo} is not offered for ${tipoTrafico}`);
  }
  const maritimo = tipoTrafico === 'MARITIMO_FCL' || tipoTrafico === 'MARITIMO_LCL';
  if (!maritimo && incoterm.soloMaritimo) {
    throw new ErrorTarifa('idIncoterm', `${incoterm.codigo} applies to sea transport only`);
  }
}

/** The lines in the customer's currency (unit prices rounded to cents first), subtotal, VAT and total. */
function enMoneda(
  lineasEur: readonly LineaEur[],
  tipoCambio: number,
  solicitud: SolicitudTarifa,
): Pick<CotizacionTransporte, 'lineas' | 'subtotal' | 'impuestos' | 'total'> {
  const lineas: LineaCotizacionTransporte[] = lineasEur.map(({ precioEur, ...linea }) => {
    const precioUnitario = redondear(precioEur * tipoCambio, 2);
    return { ...linea, precioUnitario, importe: redondear(linea.cantidad * precioUnitario, 2) };
  });
  const subtotal = redondear(
    lineas.reduce((sum, l) => sum + l.importe, 0),
    2,
  );
  const nacional = solicitud.paisOrigen.codigo === solicitud.paisDestino.codigo;
  const impuestos = nacional ? redondear((subtotal * solicitud.paisOrigen.ivaPct) / 100, 2) : 0;
  return { lineas, subtotal, impuestos, total: redondear(subtotal + impuestos, 2) };
}

/** `YYYY-MM-DD`, `dias` calendar days after today (UTC). */
function fechaValidez(hoy: Date, dias: number): string {
  const validez = new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), hoy.getUTCDate() + dias));
  return validez.toISOString().slice(0, 10);
}
