import type { LiquidacionAerea, PiezaAerea, RecargoAereo } from '@extranet/sdk/schemas';
import { redondear } from '../lib/numbers';

// Air freight rating (IATA TACT style), as DOMAIN.md describes it: volumetric weight at 6000 cm³/kg,
// chargeable weight rounded up to the next half kilo, M/N/Q rate classes with weight-break
// optimisation, per-kg surcharges, a promotion discount on the freight. Pure: tariff data comes in,
// numbers come out, so the simulator, HAWB issue and the seed all rate the same way.

/** Lower bounds (kg) of the weight breaks: 0 is the normal rate N, the rest quantity rates Q. */
export const TRAMOS_PESO = [0, 45, 100, 300, 500, 1000] as const;
export type TramoPeso = (typeof TRAMOS_PESO)[number];

/** cm³ per chargeable kilo (IATA volumetric divisor). */
export const DIVISOR_VOLUMETRICO = 6000;

/** The rates of one tariff row (route × service), all in `moneda`. */
export interface TarifaAereaDatos {
  moneda: string;
  /** M: minimum charge of the freight. */
  minimo: number;
  /** Rate per kg from each break's lower bound; 0 (N) is required, a missing Q break is not offered. */
  tarifas: Partial<Record<TramoPeso, number>> & { 0: number };
  /** Fuel surcharge per chargeable kg. */
  fscKg: number;
  /** Security surcharge per chargeable kg. */
  sscKg: number;
  /** Air waybill fee per HAWB (0: none). */
  awc: number;
}

/** A tariff as stored (one column per break; null: break not offered). */
export interface FilaTarifaAerea {
  moneda: string;
  minimo: number;
  tarifaN: number;
  tarifaQ45: number | null;
  tarifaQ100: number | null;
  tarifaQ300: number | null;
  tarifaQ500: number | null;
  tarifaQ1000: number | null;
  fscKg: number;
  sscKg: number;
  awc: number;
}

export function tarifaDesdeFila(fila: FilaTarifaAerea): TarifaAereaDatos {
  const tarifas: TarifaAereaDatos['tarifas'] = { 0: fila.tarifaN };
  const q: [TramoPeso, number | null][] = [
    [45, fila.tarifaQ45],
    [100, fila.tarifaQ100],
    [300, fila.tarifaQ300],
    [500, fila.tarifaQ500],
    [1000, fila.tarifaQ1000],
  ];
  for (const [tramo, rate] of q) if (rate !== null) tarifas[tramo] = rate;
  return {
    moneda: fila.moneda,
    minimo: fila.minimo,
    tarifas,
    fscKg: fila.fscKg,
    sscKg: fila.sscKg,
    awc: fila.awc,
  };
}

export interface PromocionAplicada {
  codigo: string;
  descuentoPorcentaje: number;
}

export interface PesosEnvio {
  totalPiezas: number;
  pesoBrutoKg: number;
  volumenM3: number;
  pesoVolumetricoKg: number;
  pesoTasableKg: number;
}

export type CotizacionAerea = PesosEnvio & LiquidacionAerea;

/** Up to the next 0.5 kg; a value already on a half kilo stays (tolerates float noise such as 44.500000001). */
export const redondearMedioKilo = (kg: number): number => Math.ceil(redondear(kg * 2, 6)) / 2;

/** Pieces, gross weight, volume, volumetric and chargeable weight of the piece lines. */
export function calcularPesos(piezas: readonly PiezaAerea[]): PesosEnvio {
  let totalPiezas = 0;
  let pesoBruto = 0;
  let cm3 = 0;
  for (const pieza of piezas) {
    totalPiezas += pieza.cantidad;
    pesoBruto += pieza.cantidad * pieza.pesoKg;
    cm3 += pieza.cantidad * pieza.largoCm * pieza.anchoCm * pieza.altoCm;
  }
  const volumetrico = cm3 / DIVISOR_VOLUMETRICO;
  return {
    totalPiezas,
    pesoBrutoKg: redondear(pesoBruto, 3),
    volumenM3: redondear(cm3 / 1_000_000, 3),
    pesoVolumetricoKg: redondear(volumetrico, 2),
    pesoTasableKg: redondearMedioKilo(Math.max(pesoBruto, volumetrico)),
  };
}

interface Opcion {
  tramo: TramoPeso;
  peso: number;
  tarifa: number;
  importe: number;
}

/**
 * The freight of a chargeable weight: the rate of the break the weight falls in, or a higher break
 * charged at its own lower bound when that is cheaper; never under the minimum charge.
 */
export function liquidarFlete(
  tarifa: TarifaAereaDatos,
  pesoTasableKg: number,
): Pick<LiquidacionAerea, 'claseTarifa' | 'tramoPesoKg' | 'pesoFacturadoKg' | 'tarifaKg' | 'importeFlete'> {
  const ofrecidos = TRAMOS_PESO.filter((tramo) => tarifa.tarifas[tramo] !== undefined);
  const aplicable = ofrecidos.filter((tramo) => tramo <= pesoTasableKg).at(-1) ?? 0;
  const opcion = (tramo: TramoPeso, peso: number): Opcion => {
    const rate = tarifa.tarifas[tramo]!;
    return { tramo, peso, tarifa: rate, importe: redondear(rate * peso) };
  };
  let mejor = opcion(aplicable, pesoTasableKg);
  for (const tramo of ofrecidos) {
    if (tramo <= pesoTasableKg) continue;
    const siguiente = opcion(tramo, tramo);
    if (siguiente.importe < mejor.importe) mejor = siguiente;
  }
  if (tarifa.minimo >= mejor.importe) {
    return {
      claseTarifa: 'M',
      tramoPesoKg: null,
      pesoFacturadoKg: pesoTasableKg,
      tarifaKg: mejor.tarifa,
      importeFlete: redondear(tarifa.minimo),
    };
  }
  return {
    claseTarifa: mejor.tramo === 0 ? 'N' : 'Q',
    tramoPesoKg: mejor.tramo,
    pesoFacturadoKg: mejor.peso,
    tarifaKg: mejor.tarifa,
    importeFlete: mejor.importe,
  };
}

const importe = (value: number) => value.toFixed(2);

/** Surcharges on the chargeable weight (not on the weight-break weight) and the AWB fee. */
export function calcularRecargos(tarifa: TarifaAereaDatos, pesoTasableKg: number): RecargoAereo[] {
  const recargos: RecargoAereo[] = [];
  if (tarifa.fscKg > 0) {
    recargos.push({
      codigo: 'FSC',
      descripcion: `Fuel surcharge ${importe(tarifa.fscKg)}/kg`,
      importe: redondear(tarifa.fscKg * pesoTasableKg),
    });
  }
  if (tarifa.sscKg > 0) {
    recargos.push({
      codigo: 'SSC',
      descripcion: `Security surcharge ${importe(tarifa.sscKg)}/kg`,
      importe: redondear(tarifa.sscKg * pesoTasableKg),
    });
  }
  if (tarifa.awc > 0)
    recargos.push({ codigo: 'AWC', descripcion: 'Air waybill fee', importe: redondear(tarifa.awc) });
  return recargos;
}

/** Rates a chargeable weight: freight, surcharges, the promotion's discount (on the freight only), total. */
export function liquidar(
  tarifa: TarifaAereaDatos,
  pesoTasableKg: number,
  promocion: PromocionAplicada | null = null,
): LiquidacionAerea {
  const flete = liquidarFlete(tarifa, pesoTasableKg);
  const recargos = calcularRecargos(tarifa, pesoTasableKg);
  const descuento = promocion ? redondear((flete.importeFlete * promocion.descuentoPorcentaje) / 100) : 0;
  const total = redondear(flete.importeFlete + recargos.reduce((sum, r) => sum + r.importe, 0) - descuento);
  return {
    ...flete,
    importeMinimo: redondear(tarifa.minimo),
    recargos,
    codigoPromocional: promocion?.codigo ?? null,
    descuento,
    total,
    moneda: tarifa.moneda,
  };
}

/** The whole quote of `CalcularTarifa` (without the route and service fields). */
export function calcularTarifa(
  piezas: readonly PiezaAerea[],
  tarifa: TarifaAereaDatos,
  promocion: PromocionAplicada | null = null,
): CotizacionAerea {
  const pesos = calcularPesos(piezas);
  return { ...pesos, ...liquidar(tarifa, pesos.pesoTasableKg, promocion) };
}

/** The rate table of a tariff: each weight break offered with its rate per kg, lowest first. */
export function tramosOfrecidos(tarifa: TarifaAereaDatos): { tramoPesoKg: TramoPeso; tarifaKg: number }[] {
  return TRAMOS_PESO.filter((tramo) => tarifa.tarifas[tramo] !== undefined).map((tramo) => ({
    tramoPesoKg: tramo,
    tarifaKg: tarifa.tarifas[tramo]!,
  }));
}

/** Where a tariff row applies: an airport or a zone at each end, optionally for one customer only. */
export interface AmbitoTarifa {
  idCliente: number | null;
  origenTipo: 'AEROPUERTO' | 'ZONA';
  origen: string;
  destinoTipo: 'AEROPUERTO' | 'ZONA';
  destino: string;
}

export interface RutaAerea {
  origen: string;
  zonaOrigen: string;
  destino: string;
  zonaDestino: string;
  /** The customer whose agreed rates apply, if any. */
  idCliente: number | null;
}

/**
 * The tariff row that applies to a route: among the rows matching it, a customer's agreement before
 * the general tariff, then an airport before a zone at origin, then at destination. Undefined: none.
 */
export function tarifaAplicable<T extends AmbitoTarifa>(filas: readonly T[], ruta: RutaAerea): T | undefined {
  let mejor: T | undefined;
  let mejorPuntos = -1;
  for (const fila of filas) {
    if (fila.idCliente !== null && fila.idCliente !== ruta.idCliente) continue;
    const origen =
      fila.origenTipo === 'AEROPUERTO' ? fila.origen === ruta.origen : fila.origen === ruta.zonaOrigen;
    const destino =
      fila.destinoTipo === 'AEROPUERTO' ? fila.destino === ruta.destino : fila.destino === ruta.zonaDestino;
    if (!origen || !destino) continue;
    const puntos =
      (fila.idCliente !== null ? 4 : 0) +
      (fila.origenTipo === 'AEROPUERTO' ? 2 : 0) +
      (fila.destinoTipo === 'AEROPUERTO' ? 1 : 0);
    if (puntos > mejorPuntos) {
      mejor = fila;
      mejorPuntos = puntos;
    }
  }
  return mejor;
}
