import * as v from 'valibot';
import { ZONAS_AEREAS, type ZonaAerea } from '../../db/schema/distribucionAerea';
import { loadCsv, loadJson, number, optionalText } from '../../reference/data';
import { AIRPORTS, type Airport } from '../../reference/geo';

// Look-up data of the air export area: services, package types, incoterms, promotion codes, postal
// codes, tariff zones and the tariff grid. Rates are plausible 2025/26 general-cargo levels. The
// look-up lists are apps/api/data/air-catalogues.json and postal-code-ranges.csv.

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

const DAY = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Promotion codes around "today": some valid, some expired, one not started yet. */
export function promociones(now: Date) {
  const dia = (offset: number) => isoDate(new Date(now.getTime() + offset * DAY));
  return [
    {
      codigo: 'AIR10',
      descripcion: '10 % off air freight',
      descuentoPorcentaje: 10,
      validoDesde: dia(-60),
      validoHasta: dia(120),
    },
    {
      codigo: 'WELCOME15',
      descripcion: 'Welcome discount for new air shippers',
      descuentoPorcentaje: 15,
      validoDesde: dia(-400),
      validoHasta: null,
    },
    {
      codigo: 'LOYAL5',
      descripcion: '5 % loyalty discount on every booking',
      descuentoPorcentaje: 5,
      validoDesde: dia(-540),
      validoHasta: null,
    },
    {
      codigo: 'SUMMER25',
      descripcion: 'Summer campaign: 25 % off air freight',
      descuentoPorcentaje: 25,
      validoDesde: dia(-420),
      validoHasta: dia(-330),
    },
    {
      codigo: 'BLACKFRIDAY20',
      descripcion: 'Black Friday week: 20 % off',
      descuentoPorcentaje: 20,
      validoDesde: dia(-200),
      validoHasta: dia(-190),
    },
    {
      codigo: 'XMAS12',
      descripcion: 'Christmas peak: 12 % off air freight',
      descuentoPorcentaje: 12,
      validoDesde: dia(30),
      validoHasta: dia(60),
    },
  ];
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

/** Normal (N) rate per kg of the standard service between zones, in the origin's currency. */
const TARIFA_N_ZONAS: Record<ZonaAerea, Record<ZonaAerea, number>> = {
  EUR: { EUR: 2.6, NAM: 4.2, LAM: 4.8, MEA: 3.6, ASI: 4.6 },
  NAM: { EUR: 4.0, NAM: 2.4, LAM: 3.2, MEA: 4.6, ASI: 4.4 },
  LAM: { EUR: 4.4, NAM: 2.9, LAM: 2.7, MEA: 5.2, ASI: 5.6 },
  MEA: { EUR: 3.5, NAM: 4.7, LAM: 5.4, MEA: 2.5, ASI: 3.2 },
  ASI: { EUR: 4.3, NAM: 4.5, LAM: 5.8, MEA: 3.0, ASI: 2.6 },
};
const MONEDA_ZONA: Record<ZonaAerea, string> = { EUR: 'EUR', NAM: 'USD', LAM: 'USD', MEA: 'USD', ASI: 'USD' };
const FSC_ZONA: Record<ZonaAerea, number> = { EUR: 0.95, NAM: 1.1, LAM: 1.05, MEA: 0.9, ASI: 1.15 };

const FACTOR_SERVICIO: Record<
  CodigoServicio,
  { tarifa: number; minimo: number; dias: number; diasLargo: number }
> = {
  EXP: { tarifa: 1.45, minimo: 1.3, dias: 1, diasLargo: 2 },
  STD: { tarifa: 1, minimo: 1, dias: 2, diasLargo: 3 },
  CON: { tarifa: 0.82, minimo: 0.9, dias: 4, diasLargo: 6 },
  PER: { tarifa: 1.2, minimo: 1.1, dias: 1, diasLargo: 2 },
};
/** Quantity rates as a share of the normal rate, from +45 to +1000 kg. */
const ESCALA_Q = [0.8, 0.68, 0.6, 0.56, 0.52] as const;

/** Main lanes with keener rates than their zones (share of the zone's rate). */
const RUTAS_PREFERENTES: readonly [string, string, number][] = [
  ['VLC', 'DXB', 0.86],
  ['VLC', 'DOH', 0.88],
  ['VLC', 'HKG', 0.9],
  ['BCN', 'MEX', 0.85],
  ['BCN', 'JFK', 0.88],
  ['BCN', 'BOG', 0.9],
  ['MAD', 'MIA', 0.82],
  ['MAD', 'JFK', 0.84],
  ['MAD', 'MEX', 0.83],
  ['MAD', 'BOG', 0.85],
  ['MAD', 'PTY', 0.86],
  ['MAD', 'GRU', 0.88],
  ['BOG', 'MIA', 0.78],
  ['BOG', 'AMS', 0.85],
  ['BOG', 'MAD', 0.84],
  ['PTY', 'MIA', 0.82],
  ['PTY', 'MAD', 0.86],
  ['BJX', 'LAX', 0.85],
  ['BJX', 'DFW', 0.85],
  ['LAX', 'NRT', 0.88],
  ['LAX', 'ICN', 0.88],
  ['FRA', 'PVG', 0.86],
  ['AMS', 'PVG', 0.87],
  ['ZAZ', 'MEX', 0.84],
  ['OPO', 'JFK', 0.9],
];

/** Rates agreed with a customer (by customer code): airport or zone at each end, share of the zone rate. */
export const TARIFAS_CLIENTE: readonly {
  cliente: string;
  servicio: CodigoServicio;
  origen: string;
  destino: string;
  destinoTipo: 'AEROPUERTO' | 'ZONA';
  factor: number;
}[] = [
  {
    cliente: 'FLOSAB',
    servicio: 'PER',
    origen: 'BOG',
    destino: 'MIA',
    destinoTipo: 'AEROPUERTO',
    factor: 0.7,
  },
  { cliente: 'FRUSUR', servicio: 'PER', origen: 'VLC', destino: 'MEA', destinoTipo: 'ZONA', factor: 0.8 },
  { cliente: 'TEXMED', servicio: 'STD', origen: 'BCN', destino: 'LAM', destinoTipo: 'ZONA', factor: 0.8 },
  {
    cliente: 'AUTOIB',
    servicio: 'EXP',
    origen: 'ZAZ',
    destino: 'MEX',
    destinoTipo: 'AEROPUERTO',
    factor: 0.78,
  },
];

export interface TarifaSemilla {
  idCliente: number | null;
  servicio: CodigoServicio;
  origenTipo: 'AEROPUERTO' | 'ZONA';
  origen: string;
  destinoTipo: 'AEROPUERTO' | 'ZONA';
  destino: string;
  moneda: string;
  diasTransito: number;
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

const r2 = (value: number) => Math.round(value * 100) / 100;

function fila(
  servicio: CodigoServicio,
  zonaOrigen: ZonaAerea,
  zonaDestino: ZonaAerea,
  factor: number,
  lugar: Pick<TarifaSemilla, 'origenTipo' | 'origen' | 'destinoTipo' | 'destino'>,
  idCliente: number | null = null,
): TarifaSemilla {
  const s = FACTOR_SERVICIO[servicio];
  const n = r2(TARIFA_N_ZONAS[zonaOrigen][zonaDestino] * s.tarifa * factor);
  const moneda = MONEDA_ZONA[zonaOrigen];
  const intrazona = zonaOrigen === zonaDestino;
  const [q45, q100, q300, q500, q1000] = ESCALA_Q.map((share) => r2(n * share));
  return {
    idCliente,
    servicio,
    ...lugar,
    moneda,
    diasTransito: intrazona ? s.dias : s.diasLargo,
    minimo: Math.round((intrazona ? 55 : 75) * s.minimo),
    tarifaN: n,
    tarifaQ45: q45!,
    tarifaQ100: q100!,
    tarifaQ300: q300!,
    tarifaQ500: q500!,
    // Within a zone cargo that heavy goes by road: no +1000 break offered.
    tarifaQ1000: intrazona ? null : q1000!,
    fscKg: FSC_ZONA[zonaOrigen],
    sscKg: moneda === 'EUR' ? 0.15 : 0.18,
    awc: moneda === 'EUR' ? 25 : 30,
  };
}

const ZONAS: readonly ZonaAerea[] = ['EUR', 'NAM', 'LAM', 'MEA', 'ASI'];

/** The tariff grid: every zone pair and preferred lane per service, plus customer agreements. */
export function tarifas(clienteIdPorCodigo: ReadonlyMap<string, number>): TarifaSemilla[] {
  const zonaIata = (iata: string) => {
    const airport = AIRPORTS.find((a) => a.iata === iata);
    return airport ? zonaDe(airport) : undefined;
  };
  const rows: TarifaSemilla[] = [];
  for (const { codigo } of SERVICIOS) {
    for (const zo of ZONAS) {
      for (const zd of ZONAS) {
        rows.push(
          fila(codigo, zo, zd, 1, { origenTipo: 'ZONA', origen: zo, destinoTipo: 'ZONA', destino: zd }),
        );
      }
    }
    for (const [origen, destino, factor] of RUTAS_PREFERENTES) {
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
