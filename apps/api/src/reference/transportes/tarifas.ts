import type { TipoContenedorTransporte, TipoTrafico } from '@extranet/sdk/schemas';
import type {
  ParametrosTarifa,
  Recargo,
  TarifaMaritima,
  TarifaTerrestre,
} from '../../domain/transport-rating';

// The provider's sales tariffs for road and sea requests, in EUR (ocean freight market levels of a
// normal year, Spanish domestic and European road rates). The seed writes them to the tariff tables;
// src/domain/transport-rating.ts prices requests from those tables.

/** Price of each container type relative to a 40' dry container. */
const FACTOR_CONTENEDOR: Record<TipoContenedorTransporte, number> = {
  '20DV': 0.6,
  '40DV': 1,
  '40HC': 1.06,
  '40RF': 1.75,
};

/**
 * FCL lanes between zones: [zone A, zone B, 40' A→B, 40' B→A, transit days]. Headhaul and backhaul
 * differ (Asia → Europe costs three times Europe → Asia).
 */
const LANES_FCL: readonly [string, string, number, number, number][] = [
  ['MEDW', 'MEDW', 650, 650, 4],
  ['MEDW', 'IBAT', 700, 700, 5],
  ['MEDW', 'NEUR', 1100, 1050, 8],
  ['MEDW', 'MEDE', 950, 800, 7],
  ['MEDW', 'USEC', 2100, 1500, 14],
  ['MEDW', 'USGC', 2400, 1650, 20],
  ['MEDW', 'USWC', 3400, 2200, 30],
  ['MEDW', 'CARI', 1900, 1400, 15],
  ['MEDW', 'WCLA', 2600, 1900, 26],
  ['MEDW', 'ECSA', 2300, 1800, 21],
  ['MEDW', 'FEA', 900, 2800, 30],
  ['MEDW', 'SEA', 850, 2500, 26],
  ['MEDW', 'ISC', 900, 1700, 20],
  ['MEDW', 'MEG', 700, 1500, 16],
  ['MEDW', 'SAF', 2100, 1300, 24],
  ['IBAT', 'IBAT', 600, 600, 3],
  ['IBAT', 'NEUR', 850, 850, 5],
  ['IBAT', 'USEC', 2100, 1400, 12],
  ['IBAT', 'CARI', 1900, 1400, 15],
  ['IBAT', 'FEA', 950, 2900, 33],
  ['NEUR', 'NEUR', 600, 600, 3],
  ['NEUR', 'USEC', 2000, 1300, 12],
  ['NEUR', 'USGC', 2300, 1550, 18],
  ['NEUR', 'CARI', 2000, 1500, 17],
  ['NEUR', 'ECSA', 2200, 1700, 22],
  ['NEUR', 'FEA', 850, 2600, 34],
  ['NEUR', 'SEA', 800, 2400, 30],
  ['FEA', 'USWC', 2200, 1100, 16],
  ['FEA', 'USEC', 3400, 1600, 32],
  ['FEA', 'CARI', 3300, 1500, 30],
  ['FEA', 'WCLA', 2600, 1300, 26],
  ['FEA', 'SEA', 600, 650, 7],
  ['CARI', 'USEC', 1500, 1200, 5],
  ['CARI', 'USGC', 1300, 1100, 4],
  ['CARI', 'WCLA', 900, 900, 6],
  ['CARI', 'CARI', 700, 700, 3],
];

/** LCL lanes: [zone A, zone B, per W/M A→B, per W/M B→A, transit days]; minimum 1 W/M. */
const LANES_LCL: readonly [string, string, number, number, number][] = [
  ['MEDW', 'MEDW', 38, 38, 8],
  ['MEDW', 'IBAT', 40, 40, 9],
  ['MEDW', 'NEUR', 48, 46, 12],
  ['MEDW', 'MEDE', 45, 42, 12],
  ['MEDW', 'USEC', 62, 55, 19],
  ['MEDW', 'USGC', 68, 58, 25],
  ['MEDW', 'USWC', 85, 70, 35],
  ['MEDW', 'CARI', 58, 52, 20],
  ['MEDW', 'WCLA', 72, 62, 31],
  ['MEDW', 'ECSA', 66, 60, 26],
  ['MEDW', 'FEA', 35, 78, 36],
  ['MEDW', 'SEA', 36, 72, 32],
  ['MEDW', 'ISC', 40, 60, 26],
  ['MEDW', 'MEG', 38, 55, 21],
  ['MEDW', 'SAF', 70, 55, 30],
  ['IBAT', 'IBAT', 36, 36, 7],
  ['IBAT', 'NEUR', 44, 44, 9],
  ['IBAT', 'USEC', 60, 54, 17],
  ['IBAT', 'CARI', 58, 52, 20],
  ['IBAT', 'FEA', 38, 80, 39],
  ['NEUR', 'NEUR', 35, 35, 7],
  ['NEUR', 'USEC', 58, 50, 17],
  ['NEUR', 'CARI', 60, 54, 22],
  ['NEUR', 'FEA', 34, 74, 40],
  ['FEA', 'USWC', 55, 40, 21],
  ['FEA', 'CARI', 80, 50, 36],
  ['FEA', 'SEA', 30, 30, 11],
  ['CARI', 'USEC', 48, 42, 9],
  ['CARI', 'WCLA', 40, 40, 10],
  ['CARI', 'CARI', 35, 35, 7],
];

const redondear5 = (value: number) => Math.round(value / 5) * 5;

/** Every sea-tariff row: both directions of each lane, per container type for FCL, plus the `*` rows. */
export function tarifasMaritimas(): TarifaMaritima[] {
  const filas: TarifaMaritima[] = [];
  const fila = (
    tipoTrafico: TarifaMaritima['tipoTrafico'],
    origen: string,
    destino: string,
    tipoContenedor: TipoContenedorTransporte | null,
    precio: number,
    dias: number,
  ): TarifaMaritima => ({
    tipoTrafico,
    origen,
    destino,
    tipoContenedor,
    precio,
    precioPorMilKm: 0,
    minimoWm: tipoTrafico === 'MARITIMO_LCL' ? 1 : null,
    diasTransito: dias,
    diasPorMilKm: 0,
  });
  for (const [a, b, ida, vuelta, dias] of LANES_FCL) {
    const sentidos: [string, string, number][] =
      a === b
        ? [[a, b, ida]]
        : [
            [a, b, ida],
            [b, a, vuelta],
          ];
    for (const [o, d, precio40] of sentidos) {
      for (const [tipo, factor] of Object.entries(FACTOR_CONTENEDOR) as [
        TipoContenedorTransporte,
        number,
      ][]) {
        filas.push(fila('MARITIMO_FCL', `Z:${o}`, `Z:${d}`, tipo, redondear5(precio40 * factor), dias));
      }
    }
  }
  for (const [a, b, ida, vuelta, dias] of LANES_LCL) {
    const sentidos: [string, string, number][] =
      a === b
        ? [[a, b, ida]]
        : [
            [a, b, ida],
            [b, a, vuelta],
          ];
    for (const [o, d, wm] of sentidos) filas.push(fila('MARITIMO_LCL', `Z:${o}`, `Z:${d}`, null, wm, dias));
  }
  // Port-pair contract rates that beat the zone rate (the provider's own weekly consolidations).
  filas.push(fila('MARITIMO_LCL', 'ESVLC', 'USNYC', null, 58, 18));
  filas.push(fila('MARITIMO_LCL', 'ESBCN', 'PAMIT', null, 49, 17));
  filas.push(fila('MARITIMO_FCL', 'ESVLC', 'PAMIT', '40RF', 3150, 14));
  // Any other pair: a base plus a rate over the great-circle distance.
  for (const [tipo, factor] of Object.entries(FACTOR_CONTENEDOR) as [TipoContenedorTransporte, number][]) {
    filas.push({
      ...fila('MARITIMO_FCL', '*', '*', tipo, redondear5(700 * factor), 4),
      precioPorMilKm: redondear5(160 * factor),
      diasPorMilKm: 1.6,
    });
  }
  filas.push({ ...fila('MARITIMO_LCL', '*', '*', null, 30, 9), precioPorMilKm: 3.5, diasPorMilKm: 1.6 });
  return filas;
}

/** Road rates: FTL per km and truck; LTL groupage per 100 kg in distance bands. */
export const TARIFAS_TERRESTRES: readonly TarifaTerrestre[] = [
  {
    tipoTrafico: 'TERRESTRE_FTL',
    ambito: 'NACIONAL',
    zona: 'FTL-N',
    hastaKm: null,
    precio: 1.35,
    minimo: 380,
    kmDia: 650,
    diasBase: 0,
  },
  {
    tipoTrafico: 'TERRESTRE_FTL',
    ambito: 'INTERNACIONAL',
    zona: 'FTL-I',
    hastaKm: null,
    precio: 1.55,
    minimo: 650,
    kmDia: 600,
    diasBase: 1,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'NACIONAL',
    zona: 'N1',
    hastaKm: 100,
    precio: 9.5,
    minimo: 45,
    kmDia: 450,
    diasBase: 1,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'NACIONAL',
    zona: 'N2',
    hastaKm: 300,
    precio: 13.5,
    minimo: 55,
    kmDia: 450,
    diasBase: 1,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'NACIONAL',
    zona: 'N3',
    hastaKm: 600,
    precio: 17.8,
    minimo: 65,
    kmDia: 450,
    diasBase: 1,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'NACIONAL',
    zona: 'N4',
    hastaKm: 1000,
    precio: 21.9,
    minimo: 75,
    kmDia: 450,
    diasBase: 1,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'NACIONAL',
    zona: 'N5',
    hastaKm: null,
    precio: 26.5,
    minimo: 85,
    kmDia: 450,
    diasBase: 1,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'INTERNACIONAL',
    zona: 'I1',
    hastaKm: 800,
    precio: 19.5,
    minimo: 95,
    kmDia: 450,
    diasBase: 2,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'INTERNACIONAL',
    zona: 'I2',
    hastaKm: 1500,
    precio: 24.9,
    minimo: 120,
    kmDia: 450,
    diasBase: 2,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'INTERNACIONAL',
    zona: 'I3',
    hastaKm: 2500,
    precio: 31.5,
    minimo: 145,
    kmDia: 450,
    diasBase: 2,
  },
  {
    tipoTrafico: 'TERRESTRE_LTL',
    ambito: 'INTERNACIONAL',
    zona: 'I4',
    hastaKm: null,
    precio: 38,
    minimo: 175,
    kmDia: 450,
    diasBase: 2,
  },
];

const FCL: TipoTrafico[] = ['MARITIMO_FCL'];
const LCL: TipoTrafico[] = ['MARITIMO_LCL'];
const SEA: TipoTrafico[] = ['MARITIMO_FCL', 'MARITIMO_LCL'];
const ROAD: TipoTrafico[] = ['TERRESTRE_FTL', 'TERRESTRE_LTL'];
const TODOS: TipoTrafico[] = [...SEA, ...ROAD];
const porContenedor = (c20: number, c40: number, rf = c40) => ({
  '20DV': c20,
  '40DV': c40,
  '40HC': c40,
  '40RF': rf,
});

/** Surcharges and ancillary charges (see `CONDICIONES_RECARGO` for the conditions). */
export const RECARGOS: readonly Recargo[] = [
  {
    codigo: 'BAF',
    concepto: 'BAF (recargo de combustible)',
    tiposTrafico: FCL,
    base: 'CONTENEDOR',
    valor: 0,
    valoresContenedor: porContenedor(180, 360, 420),
    minimo: null,
    condiciones: [],
  },
  {
    codigo: 'THC_O',
    concepto: 'THC origen',
    tiposTrafico: FCL,
    base: 'CONTENEDOR',
    valor: 0,
    valoresContenedor: porContenedor(195, 255, 320),
    minimo: null,
    condiciones: ['ORIGEN'],
  },
  {
    codigo: 'THC_D',
    concepto: 'THC destino',
    tiposTrafico: FCL,
    base: 'CONTENEDOR',
    valor: 0,
    valoresContenedor: porContenedor(210, 280, 350),
    minimo: null,
    condiciones: ['DESTINO'],
  },
  {
    codigo: 'ISPS',
    concepto: 'ISPS (protección portuaria)',
    tiposTrafico: FCL,
    base: 'CONTENEDOR',
    valor: 0,
    valoresContenedor: porContenedor(12, 12),
    minimo: null,
    condiciones: [],
  },
  {
    codigo: 'IMO',
    concepto: 'Recargo IMO (mercancía peligrosa)',
    tiposTrafico: FCL,
    base: 'CONTENEDOR',
    valor: 0,
    valoresContenedor: porContenedor(175, 250),
    minimo: null,
    condiciones: ['ADR'],
  },
  {
    codigo: 'REEFER',
    concepto: 'Conexión y control reefer',
    tiposTrafico: FCL,
    base: 'CONTENEDOR',
    valor: 0,
    valoresContenedor: { '40RF': 140 },
    minimo: null,
    condiciones: [],
  },
  {
    codigo: 'BAF_LCL',
    concepto: 'BAF (recargo de combustible)',
    tiposTrafico: LCL,
    base: 'WM',
    valor: 9,
    valoresContenedor: null,
    minimo: null,
    condiciones: [],
  },
  {
    codigo: 'THC_O_LCL',
    concepto: 'THC origen',
    tiposTrafico: LCL,
    base: 'WM',
    valor: 12.5,
    valoresContenedor: null,
    minimo: null,
    condiciones: ['ORIGEN'],
  },
  {
    codigo: 'THC_D_LCL',
    concepto: 'THC destino (CFS)',
    tiposTrafico: LCL,
    base: 'WM',
    valor: 16,
    valoresContenedor: null,
    minimo: 30,
    condiciones: ['DESTINO'],
  },
  {
    codigo: 'IMO_LCL',
    concepto: 'Recargo IMO (mercancía peligrosa)',
    tiposTrafico: LCL,
    base: 'ENVIO',
    valor: 120,
    valoresContenedor: null,
    minimo: null,
    condiciones: ['ADR'],
  },
  {
    codigo: 'FUEL',
    concepto: 'Recargo de combustible',
    tiposTrafico: ROAD,
    base: 'PCT_FLETE',
    valor: 11.5,
    valoresContenedor: null,
    minimo: null,
    condiciones: [],
  },
  {
    codigo: 'ADR_FTL',
    concepto: 'Recargo ADR (vehículo y conductor certificados)',
    tiposTrafico: ['TERRESTRE_FTL'],
    base: 'CAMION',
    valor: 120,
    valoresContenedor: null,
    minimo: null,
    condiciones: ['ADR'],
  },
  {
    codigo: 'ADR_LTL',
    concepto: 'Recargo ADR',
    tiposTrafico: ['TERRESTRE_LTL'],
    base: 'PCT_FLETE',
    valor: 20,
    valoresContenedor: null,
    minimo: 35,
    condiciones: ['ADR'],
  },
  {
    codigo: 'CMR',
    concepto: 'Carta de porte / CMR',
    tiposTrafico: ROAD,
    base: 'ENVIO',
    valor: 15,
    valoresContenedor: null,
    minimo: null,
    condiciones: [],
  },
  {
    codigo: 'BL',
    concepto: 'Emisión B/L',
    tiposTrafico: SEA,
    base: 'ENVIO',
    valor: 45,
    valoresContenedor: null,
    minimo: null,
    condiciones: [],
  },
  {
    codigo: 'DUA_EXP',
    concepto: 'Despacho de exportación',
    tiposTrafico: TODOS,
    base: 'ENVIO',
    valor: 85,
    valoresContenedor: null,
    minimo: null,
    condiciones: ['EXPORTACION', 'ORIGEN'],
  },
  {
    codigo: 'DUA_IMP',
    concepto: 'Despacho de importación',
    tiposTrafico: TODOS,
    base: 'ENVIO',
    valor: 95,
    valoresContenedor: null,
    minimo: null,
    condiciones: ['DDP'],
  },
];

export const PARAMETROS_TARIFA: ParametrosTarifa = {
  factorEstibaMaritimo: 1000,
  factorEstibaCarretera: 333,
  factorRuta: 1.25,
  capacidadCamionKg: 24000,
  capacidadCamionM3: 90,
  diasValidez: 15,
};

export const DESCRIPCION_PARAMETROS: Record<keyof ParametrosTarifa, string> = {
  factorEstibaMaritimo: 'kg por m³ en marítimo (W/M: 1 m³ = 1 t)',
  factorEstibaCarretera: 'kg por m³ en grupaje por carretera (peso tasable)',
  factorRuta: 'distancia por carretera ÷ distancia ortodrómica',
  capacidadCamionKg: 'carga útil de un camión completo (kg)',
  capacidadCamionM3: 'volumen útil de un tráiler de 13,6 m (m³)',
  diasValidez: 'días de validez de una cotización',
};
