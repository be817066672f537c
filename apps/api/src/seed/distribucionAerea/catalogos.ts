import * as v from 'valibot';
import { ZONAS_AEREAS, type ZonaAerea } from '../../db/schema/distribucionAerea';
import type { AirTariffRow, TariffScope } from '../../domain/air-rating';
import { redondear } from '../../lib/numbers';
import { DAY_MS } from '../../lib/time';
import { loadCsv, loadJson, number, objectWithKeys, optionalText } from '../../reference/data';
import { AIRPORTS, type Airport } from '../../reference/geo';

// Look-up data of the air export area: services, package types, incoterms, promotion codes, postal
// codes, tariff zones and the tariff grid. The look-up lists are apps/api/data/air-catalogues.json
// and postal-code-ranges.csv; the rates (plausible 2025/26 general-cargo levels), promotions and
// customer agreements are air-tariffs.json, expanded here into the grid's rows.

const SERVICIO_CODIGOS = ['EXP', 'STD', 'CON', 'PER'] as const;
export type CodigoServicio = (typeof SERVICIO_CODIGOS)[number];
const TIPO_BULTO_CODIGOS = ['BX', 'CT', 'PX', 'CR', 'CS', 'DR', 'JC', 'BG', 'EN', 'RO', 'TU', 'PK'] as const;
/** UN/ECE Recommendation 21 package codes. */
export type CodigoTipoBulto = (typeof TIPO_BULTO_CODIGOS)[number];

const catalogos = loadJson(
  'air-catalogues.json',
  v.object({
    servicios: v.array(
      v.object({ codigo: v.picklist(SERVICIO_CODIGOS), nombre: v.string(), diasTransito: v.number() }),
    ),
    tiposBulto: v.array(v.object({ codigo: v.picklist(TIPO_BULTO_CODIGOS), nombre: v.string() })),
    incoterms: v.array(v.object({ codigo: v.string(), nombre: v.string() })),
    zonaPais: v.record(v.string(), v.picklist(ZONAS_AEREAS)),
    almacenes: v.record(v.string(), v.string()),
    recepcionistas: v.array(v.string()),
  }),
);

export const SERVICIOS: readonly { codigo: CodigoServicio; nombre: string; diasTransito: number }[] =
  catalogos.servicios;

export const TIPOS_BULTO: readonly { codigo: CodigoTipoBulto; nombre: string }[] = catalogos.tiposBulto;

/** Incoterms 2020 rules for any mode of transport (FAS, FOB, CFR and CIF are sea-only). */
export const INCOTERMS: readonly { codigo: string; nombre: string }[] = catalogos.incoterms;

/** Cargo terminal names per departure airport (default: "<IATA> Cargo Terminal"). */
export const ALMACENES: Readonly<Record<string, string>> = catalogos.almacenes;

/** Warehouse staff who sign receipts at origin. */
export const RECEPCIONISTAS: readonly string[] = catalogos.recepcionistas;

const lugarTipo = v.picklist(['AEROPUERTO', 'ZONA']);

const tarifario = loadJson(
  'air-tariffs.json',
  v.pipe(
    v.object({
      promociones: v.array(
        v.object({
          codigo: v.string(),
          descripcion: v.string(),
          descuentoPorcentaje: v.number(),
          desdeDia: v.pipe(v.number(), v.integer()),
          hastaDia: v.nullable(v.pipe(v.number(), v.integer())),
        }),
      ),
      zonas: objectWithKeys(
        ZONAS_AEREAS,
        v.object({
          moneda: v.string(),
          fscKg: v.number(),
          tarifaN: objectWithKeys(ZONAS_AEREAS, v.number()),
        }),
      ),
      servicios: objectWithKeys(
        SERVICIO_CODIGOS,
        v.object({ tarifa: v.number(), minimo: v.number(), dias: v.number(), diasLargo: v.number() }),
      ),
      escalaQ: v.pipe(v.array(v.number()), v.length(5)),
      minimo: v.object({ intrazona: v.number(), interzona: v.number() }),
      porMoneda: v.record(v.string(), v.object({ sscKg: v.number(), awc: v.number() })),
      rutasPreferentes: v.array(v.object({ origen: v.string(), destino: v.string(), factor: v.number() })),
      acuerdosCliente: v.array(
        v.object({
          cliente: v.string(),
          servicio: v.picklist(SERVICIO_CODIGOS),
          origen: v.string(),
          destino: v.string(),
          destinoTipo: lugarTipo,
          factor: v.number(),
        }),
      ),
    }),
    v.check(
      (t) => Object.values(t.zonas).every((zona) => zona.moneda in t.porMoneda),
      "porMoneda must give the charges of every zone's currency",
    ),
    v.check(
      (t) =>
        t.acuerdosCliente.every(
          (a) => a.destinoTipo !== 'ZONA' || (ZONAS_AEREAS as readonly string[]).includes(a.destino),
        ),
      'acuerdosCliente: a ZONA destination must be a tariff zone',
    ),
  ),
);

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Promotion codes around "today" (days from it): some valid, some expired, one not started yet. */
export function promociones(now: Date) {
  const dia = (offset: number) => isoDate(new Date(now.getTime() + offset * DAY_MS));
  return tarifario.promociones.map(({ desdeDia, hastaDia, ...promocion }) => ({
    ...promocion,
    validoDesde: dia(desdeDia),
    validoHasta: hastaDia === null ? null : dia(hastaDia),
  }));
}

// ---------------------------------------------------------------------------------------------
// Zones and tariffs

const ZONA_PAIS: Readonly<Record<string, ZonaAerea>> = catalogos.zonaPais;

/** Tariff zone of an airport: by its country, or by where it lies for a country not listed. */
export function zonaDe(airport: Pick<Airport, 'country' | 'lat' | 'lon'>): ZonaAerea {
  const zona = ZONA_PAIS[airport.country];
  if (zona) return zona;
  if (airport.lon < -30) return airport.lat > 24 ? 'NAM' : 'LAM';
  if (airport.lon < 45) return airport.lat > 36 ? 'EUR' : 'MEA';
  return 'ASI';
}

/**
 * Per zone of origin: its currency, fuel surcharge per kg and the normal (N) rate per kg of the
 * standard service to each zone, in that currency.
 */
const ZONAS_TARIFA = tarifario.zonas;
/** Per service: its rate and minimum as a share of the standard's, and transit days within and between zones. */
const FACTOR_SERVICIO = tarifario.servicios;
/** Quantity rates as a share of the normal rate, from +45 to +1000 kg. */
const ESCALA_Q = tarifario.escalaQ;

/** Main lanes with keener rates than their zones (share of the zone's rate). */
const RUTAS_PREFERENTES = tarifario.rutasPreferentes;

/** Rates agreed with a customer (by customer code): airport or zone at each end, share of the zone rate. */
const TARIFAS_CLIENTE = tarifario.acuerdosCliente;

/** An air tariff row of the demo grid: where it applies, its rates and its transit time. */
export interface SeededAirTariff extends TariffScope, AirTariffRow {
  servicio: CodigoServicio;
  diasTransito: number;
}

function fila(
  servicio: CodigoServicio,
  zonaOrigen: ZonaAerea,
  zonaDestino: ZonaAerea,
  factor: number,
  lugar: Pick<SeededAirTariff, 'origenTipo' | 'origen' | 'destinoTipo' | 'destino'>,
  idCliente: number | null = null,
): SeededAirTariff {
  const s = FACTOR_SERVICIO[servicio];
  const origen = ZONAS_TARIFA[zonaOrigen];
  const n = redondear(origen.tarifaN[zonaDestino] * s.tarifa * factor);
  const moneda = origen.moneda;
  const cargos = tarifario.porMoneda[moneda]!; // checked on load
  const intrazona = zonaOrigen === zonaDestino;
  const [q45, q100, q300, q500, q1000] = ESCALA_Q.map((share) => redondear(n * share));
  return {
    idCliente,
    servicio,
    ...lugar,
    moneda,
    diasTransito: intrazona ? s.dias : s.diasLargo,
    minimo: Math.round((intrazona ? tarifario.minimo.intrazona : tarifario.minimo.interzona) * s.minimo),
    tarifaN: n,
    tarifaQ45: q45!,
    tarifaQ100: q100!,
    tarifaQ300: q300!,
    tarifaQ500: q500!,
    // Within a zone cargo that heavy goes by road: no +1000 break offered.
    tarifaQ1000: intrazona ? null : q1000!,
    fscKg: origen.fscKg,
    sscKg: cargos.sscKg,
    awc: cargos.awc,
  };
}

/** The tariff grid: every zone pair and preferred lane per service, plus customer agreements. */
export function tarifas(clienteIdPorCodigo: ReadonlyMap<string, number>): SeededAirTariff[] {
  const zonaIata = (iata: string) => {
    const airport = AIRPORTS.find((a) => a.iata === iata);
    return airport ? zonaDe(airport) : undefined;
  };
  const rows: SeededAirTariff[] = [];
  for (const { codigo } of SERVICIOS) {
    for (const zo of ZONAS_AEREAS) {
      for (const zd of ZONAS_AEREAS) {
        rows.push(
          fila(codigo, zo, zd, 1, { origenTipo: 'ZONA', origen: zo, destinoTipo: 'ZONA', destino: zd }),
        );
      }
    }
    for (const { origen, destino, factor } of RUTAS_PREFERENTES) {
      const zo = zonaIata(origen);
      const zd = zonaIata(destino);
      if (!zo || !zd) continue;
      rows.push(
        fila(codigo, zo, zd, factor, {
          origenTipo: 'AEROPUERTO',
          origen,
          destinoTipo: 'AEROPUERTO',
          destino,
        }),
      );
    }
  }
  for (const acuerdo of TARIFAS_CLIENTE) {
    const idCliente = clienteIdPorCodigo.get(acuerdo.cliente);
    const zo = zonaIata(acuerdo.origen);
    const zd = acuerdo.destinoTipo === 'ZONA' ? (acuerdo.destino as ZonaAerea) : zonaIata(acuerdo.destino);
    if (idCliente === undefined || !zo || !zd) continue;
    rows.push(
      fila(
        acuerdo.servicio,
        zo,
        zd,
        acuerdo.factor,
        {
          origenTipo: 'AEROPUERTO',
          origen: acuerdo.origen,
          destinoTipo: acuerdo.destinoTipo,
          destino: acuerdo.destino,
        },
        idCliente,
      ),
    );
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Postal codes

/** Postal code ranges of a few countries: numeric ranges, zero-padded to the country's length. */
const RANGOS_CP = loadCsv(
  'postal-code-ranges.csv',
  v.object({
    country: v.string(),
    digits: v.pipe(number, v.integer()),
    from: v.pipe(number, v.integer()),
    to: v.pipe(number, v.integer()),
    city: v.string(),
    province: optionalText,
  }),
);

/** Postal codes per country code, expanded from the ranges (Portugal as NNNN-NNN). */
export function codigosPostales(): {
  pais: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string | null;
}[] {
  const rows: { pais: string; codigoPostal: string; ciudad: string; provincia: string | null }[] = [];
  const seen = new Set<string>();
  for (const { country: pais, digits, from, to, city: ciudad, province: provincia } of RANGOS_CP) {
    for (let n = from; n <= to; n++) {
      const base = String(n).padStart(digits, '0');
      // Portuguese codes have a 3-digit street suffix: a few per area.
      const codes =
        pais === 'PT' ? ['001', '094', '138', '262', '322', '558'].map((s) => `${base}-${s}`) : [base];
      for (const codigoPostal of codes) {
        // Codes are unique per country (ranges may overlap).
        if (seen.has(`${pais}:${codigoPostal}`)) continue;
        seen.add(`${pais}:${codigoPostal}`);
        rows.push({ pais, codigoPostal, ciudad, provincia });
      }
    }
  }
  return rows;
}
